/**
 * Comparisons of exact rates (fee rates, TP/SL and trailing percents held as
 * num/den fractions, see rules.ts). Cross-multiplied in bigint: a rate's
 * numerator and denominator may each approach 10^12, so the products may
 * pass 2^53.
 */
import type { Rate } from './rules';

/** −1, 0 or 1 as a < b, a = b, a > b. */
export function compareRates(a: Rate, b: Rate): -1 | 0 | 1 {
  const l = BigInt(a.num) * BigInt(b.den);
  const r = BigInt(b.num) * BigInt(a.den);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** a < b. */
export function rateLess(a: Rate, b: Rate): boolean {
  return compareRates(a, b) < 0;
}

/** Equal rates (0.10 = 0.1), or both absent. */
export function sameRate(a: Rate | null, b: Rate | null): boolean {
  if (a === null || b === null) return a === b;
  return compareRates(a, b) === 0;
}
