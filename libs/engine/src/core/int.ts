/**
 * Exact integer helpers for the hot paths. Amounts are JavaScript numbers
 * holding integers below 2^53 (exact in IEEE doubles, fast, JSON-friendly);
 * any product that could leave that range goes through bigint, and a result
 * that cannot be represented throws `ExactRangeError` instead of drifting.
 */

// Module-level aliases: every fee and quotient goes through here, and under jest's vm context each lookup of
// a global such as Math costs ~0.5 µs (in plain Node it is a plain load).
const { floor, ceil } = Math;
const isSafe = Number.isSafeInteger;

/** An amount left the range where integers are exact (±2^53). */
export class ExactRangeError extends RangeError {
  constructor(what: string) {
    super(`${what} exceeds the exact integer range (2^53); use smaller amounts`);
    this.name = 'ExactRangeError';
  }
}

/** Throws unless `n` is a safe integer; returns it. */
export function safe(n: number, what = 'amount'): number {
  if (!isSafe(n)) throw new ExactRangeError(what);
  return n;
}

/** a × b for safe integers, exact or throwing. */
export function mul(a: number, b: number, what = 'product'): number {
  const r = a * b;
  if (!isSafe(r)) throw new ExactRangeError(what);
  return r;
}

/** floor(a × b / c) for safe integers a, b ≥ 0 and c > 0. */
export function mulDivFloor(a: number, b: number, c: number): number {
  const p = a * b;
  if (isSafe(p)) {
    let q = floor(p / c);
    // the float quotient can be off by one near integers: correct it exactly
    while (q * c > p) q--;
    while ((q + 1) * c <= p) q++;
    return q;
  }
  return safe(Number((BigInt(a) * BigInt(b)) / BigInt(c)), 'quotient');
}

/** ceil(a × b / c) for safe integers a, b ≥ 0 and c > 0. */
export function mulDivCeil(a: number, b: number, c: number): number {
  const p = a * b;
  if (isSafe(p)) {
    let q = ceil(p / c);
    while ((q - 1) * c >= p) q--;
    while (q * c < p) q++;
    return q;
  }
  const bp = BigInt(a) * BigInt(b);
  const bc = BigInt(c);
  return safe(Number((bp + bc - 1n) / bc), 'quotient');
}

/** floor(n / d) for safe integers (d > 0), exact for negative n too. */
export function divFloor(n: number, d: number): number {
  let q = floor(n / d);
  while (q * d > n) q--;
  while ((q + 1) * d <= n) q++;
  return q;
}

/** ceil(n / d) for safe integers (d > 0). */
export function divCeil(n: number, d: number): number {
  return -divFloor(-n, d);
}
