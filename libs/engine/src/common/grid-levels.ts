/**
 * Grid geometry (trading-math-and-market.md, "Grid geometry"), shared by the
 * spot grid and the futures grid.
 *
 * N = number of intervals; levels P_i for i = 0..N:
 * - arithmetic: P_i = L + i·(U − L)/N, rounded half-up to the tick (exact
 *   integer arithmetic);
 * - geometric:  P_i = L·(U/L)^(i/N), rounded to the nearest tick (computed in
 *   doubles with Math.pow, deterministic on V8; P_0 = L and P_N = U exactly).
 * Index i may exceed N: trailing up extends the same progression upwards.
 *
 * Profit per grid (one buy-low/sell-high round trip of a cell, maker fee on
 * both sides) is exact (bigint fractions); the doubles beside it are for
 * display. A futures grid multiplies the rate by its leverage; its sign, and
 * so `maxCellCount`, does not depend on leverage.
 */
import { ratioToDecimal } from '../core/decimal';
import type { Rate } from '../core/rules';

export type GridType = 'arithmetic' | 'geometric';

// Module-level aliases: these run thousands of times per validation (maxCellCount), and under jest's vm
// context every lookup of a global such as Math costs ~0.5 µs (in plain Node it is a plain load).
const { floor, round, pow, min, ceil } = Math;
const isSafe = Number.isSafeInteger;

/** An exact fraction num/den (den > 0). */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** Level i of the grid (ticks). */
export function levelAt(type: GridType, minTicks: number, maxTicks: number, n: number, i: number): number {
  if (i === 0) return minTicks;
  if (i === n) return maxTicks;
  if (type === 'arithmetic') {
    // round half up of L + i(U−L)/N
    const num = 2 * i * (maxTicks - minTicks) + n;
    return minTicks + floor(num / (2 * n));
  }
  return round(minTicks * pow(maxTicks / minTicks, i / n));
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
export function cellProfitFraction(lo: number, hi: number, fee: Rate): Fraction {
  const d = BigInt(fee.den);
  return { num: BigInt(hi - lo) * d - BigInt(fee.num) * BigInt(lo + hi), den: BigInt(lo) * d };
}

/** Smallest and largest per-grid profit rate over the cells (doubles, display only) and whether all are > 0. */
export function profitRange(levels: readonly number[], fee: Rate): { min: number; max: number; allPositive: boolean; minFrac: Fraction; maxFrac: Fraction } {
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

/**
 * True when every cell earns more than its two maker fees:
 * (hi − lo)·den > fee·(lo + hi) for each cell, the same test as
 * `profitRange(...).allPositive` without building fractions (in doubles
 * while both sides are exact integers below 2^53, else in bigint).
 */
export function allCellsProfitable(levels: readonly number[], fee: Rate): boolean {
  const d = fee.den;
  const f = fee.num;
  for (let c = 0; c < levels.length - 1; c++) {
    const lo = levels[c];
    const hi = levels[c + 1];
    const gain = (hi - lo) * d;
    const cost = f * (lo + hi);
    if (isSafe(gain) && isSafe(cost)) {
      if (gain <= cost) return false;
    } else if (BigInt(hi - lo) * BigInt(d) <= BigInt(f) * BigInt(lo + hi)) return false;
  }
  return true;
}

/**
 * The per-grid profit range as decimal fraction strings ("0.045571"), rounded
 * down to `scale` decimals (never shows more than a cell earns): the form of
 * the API's `profit` / `profit_per_grid` ranges.
 */
export function profitRangeDecimal(levels: readonly number[], fee: Rate, scale = 6): { from: string; to: string } {
  const pr = profitRange(levels, fee);
  return { from: ratioToDecimal(pr.minFrac.num, pr.minFrac.den, scale, 'floor'), to: ratioToDecimal(pr.maxFrac.num, pr.maxFrac.den, scale, 'floor') };
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

/**
 * Largest cell count ≤ `cap` whose rounded levels are distinct and whose every
 * cell still earns more than its two maker fees per round trip (≥ 2, or 1 when
 * not even two cells qualify). Binary search: a finer grid only narrows cells.
 */
export function maxCellCount(type: GridType, minTicks: number, maxTicks: number, maker: Rate, cap: number): number {
  const ok = (n: number): boolean => {
    const lv = gridLevels(type, minTicks, maxTicks, n);
    return levelsDistinct(lv) && allCellsProfitable(lv, maker);
  };
  if (!ok(2)) return 1;
  let lo = 2;
  let hi = min(cap, maxTicks - minTicks);
  // a wide range allows the cap itself: one probe instead of the search
  if (ok(hi)) return hi;
  hi--;
  while (lo < hi) {
    const mid = lo + ceil((hi - lo) / 2);
    if (ok(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * The backtests' per-level reference loop: scans every cell of a grid
 * (`cells` cells on `levels`, buys resting in the cells below `gap` at their
 * lower level) for the highest buy a walk from `cur` down to `target` fills
 * next; −1 when none. The fast walkers read the cell under the gap instead.
 */
export function scanNextBuy(levels: readonly number[], gap: number, cells: number, cur: number, target: number): number {
  let best = -1;
  for (let c = 0; c < cells; c++) {
    const p = levels[c];
    if (c < gap && p >= target && p <= cur && p > best) best = p;
  }
  return best;
}

/** As scanNextBuy, the lowest sell (cells from `gap` up, at their upper level) a walk from `cur` up to `target` fills next; +∞ when none. */
export function scanNextSell(levels: readonly number[], gap: number, cells: number, cur: number, target: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let c = 0; c < cells; c++) {
    const p = levels[c + 1];
    if (c >= gap && p <= target && p >= cur && p < best) best = p;
  }
  return best;
}
