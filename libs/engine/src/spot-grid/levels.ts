/**
 * Grid geometry (trading-math-and-market.md, "Grid geometry").
 *
 * N = number of intervals; levels P_i for i = 0..N:
 * - arithmetic: P_i = L + i·(U − L)/N, rounded half-up to the tick (exact
 *   integer arithmetic);
 * - geometric:  P_i = L·(U/L)^(i/N), rounded to the nearest tick (computed in
 *   doubles with Math.pow, deterministic on V8; P_0 = L and P_N = U exactly).
 * Index i may exceed N: trailing up extends the same progression upwards.
 */
import type { Rate } from '../core/rules';
import type { GridType } from './types';

/** Level i of the grid (ticks). */
export function levelAt(type: GridType, minTicks: number, maxTicks: number, n: number, i: number): number {
  if (i === 0) return minTicks;
  if (i === n) return maxTicks;
  if (type === 'arithmetic') {
    // round half up of L + i(U−L)/N
    const num = 2 * i * (maxTicks - minTicks) + n;
    return minTicks + Math.floor(num / (2 * n));
  }
  return Math.round(minTicks * Math.pow(maxTicks / minTicks, i / n));
}

/** Levels P_0 … P_N. */
export function gridLevels(type: GridType, minTicks: number, maxTicks: number, n: number): number[] {
  const out = new Array<number>(n + 1);
  for (let i = 0; i <= n; i++) out[i] = levelAt(type, minTicks, maxTicks, n, i);
  return out;
}

/** True when the levels strictly increase (every cell at least one tick wide). */
export function levelsDistinct(levels: readonly number[]): boolean {
  for (let i = 1; i < levels.length; i++) if (levels[i] <= levels[i - 1]) return false;
  return true;
}

/**
 * Profit rate of one round trip of a cell [lo, hi] with maker fee f on both
 * sides, relative to the buy value: (hi − lo)/lo − f·(1 + hi/lo), as an exact
 * fraction num/den (den > 0).
 */
export function cellProfitFraction(lo: number, hi: number, fee: Rate): { num: bigint; den: bigint } {
  const d = BigInt(fee.den);
  return { num: BigInt(hi - lo) * d - BigInt(fee.num) * BigInt(lo + hi), den: BigInt(lo) * d };
}

/** Smallest and largest per-grid profit rate over the cells (doubles, display only) and whether all are > 0. */
export function profitRange(levels: readonly number[], fee: Rate): { min: number; max: number; allPositive: boolean; minFrac: { num: bigint; den: bigint }; maxFrac: { num: bigint; den: bigint } } {
  let minFrac = cellProfitFraction(levels[0], levels[1], fee);
  let maxFrac = minFrac;
  for (let c = 1; c < levels.length - 1; c++) {
    const f = cellProfitFraction(levels[c], levels[c + 1], fee);
    if (f.num * minFrac.den < minFrac.num * f.den) minFrac = f;
    if (f.num * maxFrac.den > maxFrac.num * f.den) maxFrac = f;
  }
  return {
    min: Number(minFrac.num) / Number(minFrac.den),
    max: Number(maxFrac.num) / Number(maxFrac.den),
    allPositive: minFrac.num > 0n,
    minFrac,
    maxFrac,
  };
}

/** Index of the level nearest to `price` (ties go to the lower level). */
export function nearestLevel(levels: readonly number[], price: number): number {
  let lo = 0;
  let hi = levels.length - 1;
  if (price <= levels[0]) return 0;
  if (price >= levels[hi]) return hi;
  while (hi - lo > 1) {
    const mid = (lo + hi) >> 1;
    if (levels[mid] <= price) lo = mid;
    else hi = mid;
  }
  return price - levels[lo] <= levels[hi] - price ? lo : hi;
}
