/**
 * Price paths: how a bot sees the price move between two observations.
 *
 * A bot is walked along price points; between two consecutive points the
 * price moves linearly, so every level between them is touched in order.
 * A candle stands for four points (the intra-candle path of the live
 * catch-up in the simulator and of every backtest): open → low → high →
 * close when close ≥ open, else open → high → low → close; the extremes are
 * taken at +20 s and +40 s, the close at +59.999 s after the open time. The
 * offsets are those of a 1-minute candle whatever the candle's interval:
 * the points only order the events of the candle.
 */
import type { Candle } from '../market/candles';

/** A price path point for the live feed. */
export interface PricePoint {
  readonly time: number;
  readonly priceTicks: number;
}

/** Offsets (ms after the open time) of a candle's four path points. */
export const CANDLE_PATH_OFFSETS_MS: readonly [number, number, number, number] = [0, 20_000, 40_000, 59_999];

/** True when a candle's path visits its high before its low (it closed below its open). */
export function highFirst(open: number, close: number): boolean {
  return close < open;
}

/**
 * Calls `visit(priceTicks, time)` for the four points of a candle, in path
 * order, without allocating (the backtests' hot loop).
 */
export function walkCandle(open: number, high: number, low: number, close: number, openTime: number, visit: (priceTicks: number, time: number) => void): void {
  const hf = highFirst(open, close);
  visit(open, openTime + CANDLE_PATH_OFFSETS_MS[0]);
  visit(hf ? high : low, openTime + CANDLE_PATH_OFFSETS_MS[1]);
  visit(hf ? low : high, openTime + CANDLE_PATH_OFFSETS_MS[2]);
  visit(close, openTime + CANDLE_PATH_OFFSETS_MS[3]);
}

/** The path points a candle stands for (see the module comment). */
export function candlePath(c: Candle): PricePoint[] {
  const out: PricePoint[] = [];
  walkCandle(c.open, c.high, c.low, c.close, c.openTime, (priceTicks, time) => out.push({ time, priceTicks }));
  return out;
}
