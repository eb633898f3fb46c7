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

/** A token bucket: `burst` calls at once, refilled at `perSecond`. */
export type BucketRule = { burst: number; perSecond: number };

/**
 * Per-key token buckets (the private API's per-user limit, as an exchange
 * limits each UID): a key may make `burst` calls at once and `perSecond` on
 * average. In memory, like the login limits; at most 100k keys are kept (the
 * earliest seen are forgotten, which only ever lets a call through). A known
 * key's bucket is updated in place: deleting and re-inserting it on every call
 * to keep an LRU order cost 15 % of the profile endpoint's throughput.
 */
export class TokenBuckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly rule: BucketRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one token: 0 when the call may go ahead, else the milliseconds until one is available. */
  take(key: string): number {
    const now = this.now();
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { tokens: this.rule.burst, at: now };
      this.buckets.set(key, bucket);
      if (this.buckets.size > 100_000) this.buckets.delete(this.buckets.keys().next().value as string);
    }
    bucket.tokens = Math.min(this.rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.rule.perSecond);
    bucket.at = now;
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    // (less a hair, so float dust does not round a whole millisecond up)
    return Math.max(1, Math.ceil(((1 - bucket.tokens) / this.rule.perSecond) * 1000 - 1e-6));
  }
}
