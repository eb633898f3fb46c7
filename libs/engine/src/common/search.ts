/**
 * The largest whole `n` in [lo, hi] for which `ok(n)` holds, where `ok` holds from `lo` up to some
 * point and fails above it (monotone; `ok(lo)` is taken as true and not asked): a bisection of about
 * log2(hi − lo + 1) calls, each of which may be costly (plan a round, fund an addition). `hi < lo`
 * gives `lo`. The kinds' sizing searches share it: the most leverage a martingale's margin fits, the
 * most lots a spot grid's addition can fund.
 */
export function largestPassing(lo: number, hi: number, ok: (n: number) => boolean): number {
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
