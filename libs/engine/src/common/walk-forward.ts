/**
 * Walk-forward validation of AI proposals (issue 29), one rule for every
 * kind that offers them (spot grid, futures grid, martingale, the combo's
 * daily pick):
 *
 * - **Split.** The history the AI may read (the simulator gives 7 days of
 *   1-minute candles) is cut in two: the *choosing window*, its first four
 *   sevenths (4 of 7 days), and the *test window*, the last three sevenths
 *   (3 of 7 days). Parameters are chosen from the choosing window only
 *   (volatility, ranges, the kind's own in-sample comparison of candidates).
 * - **Test.** Those parameters are then run by the kind's own backtest (the
 *   live bot's core) over the test window, which they never saw; a grid's
 *   range is the one chosen at the test window's start, around the price
 *   there (so the backtest starts inside it).
 * - **Verdict.** A proposal is *not offered* when over its test window it
 *   made no fill, was liquidated, or lost more than {@link AI_LOSS_LIMIT} of
 *   its investment (`failure` says which; see {@link aiVerdict}). When no
 *   proposal passes, the kind offers none and says so.
 * - **Offer.** What a trader is offered is the tested parameters: the same
 *   leverage, cells, steps and take-profit; a grid's range keeps its shape
 *   (its bounds as ratios to the price it was chosen at) and is placed around
 *   the current price (a range is only usable around the price it starts
 *   at). The figures shown with it are the test window's: its actual return
 *   and max drawdown, and the APR annualised from the window's few days
 *   (labelled so on every page: `days` says from how many).
 *
 * Figures are doubles (estimates for display and selection, never money).
 */
import { type CandleSeries, DAY_MS, candleOpenTime, sliceSeries } from '../market/candles';
import type { MarkSeries } from '../market/mark-price';

/** The test window's share of the history: 3/7 (3 of 7 days). */
export const AI_TEST_SHARE = { num: 3, den: 7 } as const;
/** A proposal that lost more than this fraction of its investment over its test window is not offered. */
export const AI_LOSS_LIMIT = 0.02;

export type AiFailure = 'no_fills' | 'liquidated' | 'loss_beyond_limit' | 'not_backtested';

/** What a proposal did over its test window, and the verdict. */
export interface AiValidation {
  /** Open time of the choosing window's first candle (Unix ms). */
  readonly fitStart: number;
  /** End of the choosing window = start of the test window (Unix ms). */
  readonly testStart: number;
  /** End of the test window (close of its last candle, Unix ms). */
  readonly testEnd: number;
  /** Length of the test window in days (what an annualised figure is annualised from). */
  readonly days: number;
  readonly fills: number;
  readonly liquidations: number;
  /** Total PnL over the test window ÷ the investment (not annualised). */
  readonly windowReturn: number;
  /** Largest fall of equity from a peak over the test window (fraction). */
  readonly maxDrawdown: number;
  /** The window's return annualised (× 525 600 / minutes): from `days` days only. */
  readonly apr: number;
  /** Why the proposal is not offered; null: it passed. */
  readonly failure: AiFailure | null;
}

/** The verdict on a test run: not backtested, no fill, a liquidation, a loss beyond the limit, in that order; null = passed. */
export function aiVerdict(run: { readonly ok: boolean; readonly fills: number; readonly liquidations: number; readonly windowReturn: number }, lossLimit = AI_LOSS_LIMIT): AiFailure | null {
  if (!run.ok) return 'not_backtested';
  if (run.fills <= 0) return 'no_fills';
  if (run.liquidations > 0) return 'liquidated';
  if (run.windowReturn < -lossLimit) return 'loss_beyond_limit';
  return null;
}

/** Where the choosing window ends (index of the test window's first candle) in a history of `length` candles. */
export function testStartIndex(length: number): number {
  return length - Math.floor((length * AI_TEST_SHARE.num) / AI_TEST_SHARE.den);
}

/** The choosing and test windows of `candles` (views, no copy). */
export function splitHistory(candles: CandleSeries): { readonly fit: CandleSeries; readonly test: CandleSeries } {
  const k = testStartIndex(candles.length);
  return { fit: sliceSeries(candles, 0, k), test: sliceSeries(candles, k, candles.length) };
}

/** A mark series cut like its candles. */
export function sliceMarks(m: MarkSeries, from: number, to: number): MarkSeries {
  return { length: to - from, open: m.open.subarray(from, to), high: m.high.subarray(from, to), low: m.low.subarray(from, to), close: m.close.subarray(from, to), basisE8: m.basisE8.subarray(from, to) };
}

/** The validation record of a test run over `test` (whose choosing window began at `fitStart`). */
export function validationOf(
  fitStart: number,
  test: CandleSeries,
  run: { readonly ok: boolean; readonly fills: number; readonly liquidations: number; readonly windowReturn: number; readonly maxDrawdown: number; readonly apr: number },
  lossLimit = AI_LOSS_LIMIT,
): AiValidation {
  const testStart = test.length ? candleOpenTime(test, 0) : fitStart;
  const testEnd = test.length ? candleOpenTime(test, test.length - 1) + test.intervalMs : testStart;
  return {
    fitStart,
    testStart,
    testEnd,
    days: (testEnd - testStart) / DAY_MS,
    fills: run.ok ? run.fills : 0,
    liquidations: run.ok ? run.liquidations : 0,
    windowReturn: run.ok ? run.windowReturn : 0,
    maxDrawdown: run.ok ? run.maxDrawdown : 0,
    apr: run.ok ? run.apr : 0,
    failure: aiVerdict(run, lossLimit),
  };
}

/**
 * A range [lo, hi] (ticks) chosen around `fromTicks`, placed around
 * `toTicks` with the same ratios: lo·to/from rounded up, hi·to/from rounded
 * down (inside the scaled range), at least 4 ticks apart.
 */
export function placeRange(lo: number, hi: number, fromTicks: number, toTicks: number): { readonly lo: number; readonly hi: number } {
  const f = toTicks / fromTicks;
  const a = Math.max(1, Math.ceil(lo * f - 1e-9));
  return { lo: a, hi: Math.max(a + 4, Math.floor(hi * f + 1e-9)) };
}
