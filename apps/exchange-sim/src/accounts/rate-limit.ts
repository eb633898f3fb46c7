/**
 * Login throttling, in memory (a restart clears it; documented choice: the
 * simulator runs as one process, and persisting failures would add a write per
 * failed attempt). Failed attempts are counted per identifier and per IP in a
 * sliding window; once a key reaches its limit, further attempts are refused
 * with 429 / 10006 and a Retry-After until the oldest failure leaves the window.
 * A successful login clears the identifier's failures.
 */
export type RateLimitRule = { limit: number; windowMs: number };

export class SlidingWindowLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const list = this.prune(key);
    if (list.length < this.rule.limit) return 0;
    return list[0] + this.rule.windowMs - this.now();
  }

  /** Records one event (a failed login, a registration). */
  hit(key: string): void {
    const list = this.prune(key);
    list.push(this.now());
    this.failures.set(key, list);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  private prune(key: string): number[] {
    const list = this.failures.get(key);
    if (!list) return [];
    const since = this.now() - this.rule.windowMs;
    while (list.length && list[0] <= since) list.shift();
    if (!list.length) this.failures.delete(key);
    // Bound memory: forget the least recently failing keys beyond 100k.
    if (this.failures.size > 100_000) {
      const oldest = this.failures.keys().next().value;
      if (oldest !== undefined) this.failures.delete(oldest);
    }
    return list;
  }
}
