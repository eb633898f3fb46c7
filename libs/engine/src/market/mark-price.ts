/**
 * Seeded mark price of a perpetual, derived from its index (last) price path.
 *
 *     mark = index + round_half_even(index × basis / 10^8)      (ticks, ≥ 1)
 *
 * The basis is in parts per 10^8 (`E8`: 10,000 = 0.01 %) and is constant
 * within a minute: every path point of minute i is marked with basis_i, so a
 * minute's mark high/low are the mark of the index high/low (the map is
 * non-decreasing in the index for |basis| < 10^8) and the per-candle
 * liquidation check sees exactly what a walk over the points would see.
 *
 * Between minutes the basis moves as a mean-reverting process, in integers
 * only (bit-identical everywhere, JSON state, resumable):
 *
 *     r_i     = clamp(trunc((index_i − index_(i−1)) × 10^6 / index_(i−1)), ±10^6) × 100   (minute return, E8)
 *     trend   += trunc((r_i − trend) / trendMinutes)                            (EMA of returns)
 *     target  = clamp(trend × trendGain, ±capE8 / 2)                            (perps trade rich in a rally)
 *     basis   += trunc((target − basis) / reversionMinutes) + noise_i,  clamp ±capE8
 *
 * where noise_i is an Irwin–Hall sum of four 16-bit uniforms of the sfc32
 * stream (prng.ts), scaled to a standard deviation of `noiseE8`. With the
 * defaults the basis wanders a few basis points around a trend-following
 * target (stationary spread ≈ noiseE8 × √(reversionMinutes / 2) ≈ 2 bp),
 * so a calm market's premium stays inside the funding clamp and funds at
 * the interest rate (see funding-rate.ts), and a trending one does not.
 *
 * Use: the simulator keeps a `MarkModelState` per symbol, marks each price
 * point with `markFromIndex(point, state.basisE8)` and calls
 * `stepMarkModel(state, minuteCloseTicks)` at each minute's close; a
 * backtest calls `markSeries` once on its candles. Both give the same marks.
 */
import { type CandleSeries } from './candles';
import { type RngState, nextU32, seedRng } from './prng';
import { divFloor } from '../core/int';

/** Parameters of the mark model (all integers). */
export interface MarkModelParams {
  /** The basis closes 1/reversionMinutes of its gap to the target each minute (≥ 1). */
  readonly reversionMinutes: number;
  /** Standard deviation of the basis innovation per minute, E8. */
  readonly noiseE8: number;
  /** Window (minutes) of the exponential average of index returns (≥ 1). */
  readonly trendMinutes: number;
  /** Target basis per unit of average minute return. */
  readonly trendGain: number;
  /** |basis| never exceeds this, E8 (≤ 10^6 = 1 %). */
  readonly capE8: number;
}

export const DEFAULT_MARK_PARAMS: MarkModelParams = { reversionMinutes: 30, noiseE8: 5_000, trendMinutes: 240, trendGain: 10, capE8: 300_000 };

/** JSON-serialisable state of one symbol's mark model. */
export interface MarkModelState {
  readonly v: 1;
  readonly rng: RngState;
  /** Basis applied to the current minute, E8. */
  readonly basisE8: number;
  /** Average minute return of the index, E8. */
  readonly trendE8: number;
  /** Index close of the previous minute (0 before the first step). */
  readonly lastIndexTicks: number;
  readonly params: MarkModelParams;
}

const E8 = 100_000_000;
const MAX_TICKS = 2_147_483_647;
/** Standard deviation of (sum of four uniform 16-bit integers − its mean). */
const IRWIN_HALL_SD = 37_837;

function tdiv(a: number, b: number): number {
  return a < 0 ? -divFloor(-a, b) : divFloor(a, b);
}

function clamp(x: number, lim: number): number {
  return x > lim ? lim : x < -lim ? -lim : x;
}

/** Creates a mark model for a symbol: same seed and symbol → same marks. Basis starts at 0. */
export function createMarkModel(seed: string | number, symbol: string, params: Partial<MarkModelParams> = {}): MarkModelState {
  const p = { ...DEFAULT_MARK_PARAMS, ...params };
  const bad = (k: keyof MarkModelParams, lo: number, hi: number): void => {
    const v = p[k];
    if (!Number.isSafeInteger(v) || v < lo || v > hi) throw new RangeError(`mark model ${k} must be an integer in [${lo}, ${hi}], got ${String(v)}`);
  };
  bad('reversionMinutes', 1, 1_000_000);
  bad('noiseE8', 0, 1_000_000);
  bad('trendMinutes', 1, 1_000_000);
  bad('trendGain', 0, 10_000);
  bad('capE8', 0, 1_000_000);
  return { v: 1, rng: seedRng(seed, `mark:${symbol}`), basisE8: 0, trendE8: 0, lastIndexTicks: 0, params: p };
}

/** The mark of an index price (ticks) at a basis (E8): index + round-half-even(index × basis / 10^8), kept in [1, 2^31 − 1]. */
export function markFromIndex(indexTicks: number, basisE8: number): number {
  const n = indexTicks * basisE8; // |n| ≤ 2^31 × 10^6 < 2^53
  let q = divFloor(n, E8);
  const r2 = 2 * (n - q * E8);
  if (r2 > E8 || (r2 === E8 && q % 2 !== 0)) q++;
  const m = indexTicks + q;
  return m < 1 ? 1 : m > MAX_TICKS ? MAX_TICKS : m;
}

/** Advances the model by one minute whose index closed at `indexCloseTicks`; the new basis applies to the next minute. Pure. */
export function stepMarkModel(state: MarkModelState, indexCloseTicks: number): MarkModelState {
  if (state.v !== 1) throw new RangeError(`unsupported mark model state version ${String(state.v)}`);
  const rng: RngState = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  const w = new MarkWalker(state, rng);
  w.step(indexCloseTicks);
  return { v: 1, rng, basisE8: w.basis, trendE8: w.trend, lastIndexTicks: w.last, params: state.params };
}

/** Mutable working copy for the loops. */
class MarkWalker {
  basis: number;
  trend: number;
  last: number;
  private readonly p: MarkModelParams;
  constructor(
    s: MarkModelState,
    private readonly rng: RngState,
  ) {
    this.basis = s.basisE8;
    this.trend = s.trendE8;
    this.last = s.lastIndexTicks;
    this.p = s.params;
  }

  step(index: number): void {
    if (!Number.isSafeInteger(index) || index < 1 || index > MAX_TICKS) throw new RangeError(`index price must be 1 … 2^31 − 1 ticks, got ${index}`);
    const p = this.p;
    if (this.last > 0) {
      // minute return in parts per 10^6 (exact in doubles: |Δ| × 10^6 < 2^53), capped at ±100 %, then E8
      const r = clamp(tdiv((index - this.last) * 1_000_000, this.last), 1_000_000) * 100;
      this.trend += tdiv(r - this.trend, p.trendMinutes);
    }
    this.last = index;
    const target = clamp(this.trend * p.trendGain, p.capE8 >> 1);
    const a = nextU32(this.rng);
    const b = nextU32(this.rng);
    const acc = (a & 0xffff) + (a >>> 16) + (b & 0xffff) + (b >>> 16) - 131_070;
    const noise = tdiv(acc * p.noiseE8, IRWIN_HALL_SD);
    this.basis = clamp(this.basis + tdiv(target - this.basis, p.reversionMinutes) + noise, p.capE8);
  }
}

/** Mark candles of an index series (columnar, like CandleSeries). */
export interface MarkSeries {
  readonly length: number;
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
  /** Basis applied to each candle, E8. */
  readonly basisE8: Int32Array;
}

/**
 * Marks a whole index series, one basis per candle, stepping the model at
 * each candle's close (meant for 1-minute candles, where it equals the live
 * per-minute stepping). Returns the model after the last candle.
 */
export function markSeries(state: MarkModelState, index: CandleSeries): { readonly series: MarkSeries; readonly state: MarkModelState } {
  const n = index.length;
  const out = { length: n, open: new Int32Array(n), high: new Int32Array(n), low: new Int32Array(n), close: new Int32Array(n), basisE8: new Int32Array(n) };
  const rng: RngState = [state.rng[0], state.rng[1], state.rng[2], state.rng[3]];
  const w = new MarkWalker(state, rng);
  for (let i = 0; i < n; i++) {
    const b = w.basis;
    out.basisE8[i] = b;
    out.open[i] = markFromIndex(index.open[i], b);
    out.high[i] = markFromIndex(index.high[i], b);
    out.low[i] = markFromIndex(index.low[i], b);
    out.close[i] = markFromIndex(index.close[i], b);
    w.step(index.close[i]);
  }
  return { series: out, state: { v: 1, rng, basisE8: w.basis, trendE8: w.trend, lastIndexTicks: w.last, params: state.params } };
}
