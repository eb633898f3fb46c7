/**
 * The mark points of the contracts a futures driver's bots trade, kept as
 * the market reveals them (market/marks.ts), so each step walks the points
 * after the bot's bookmark: `indexTicks` the contract's last price, `markTicks`
 * the mark. A symbol is kept once a bot `watch`es it; at most `size` points
 * per symbol (a drain at an accelerated clock walks at most a few hundred).
 * Shared by the martingale and combo drivers.
 */
import { MINUTE_MS, walkCandle } from '@tb/engine';
import type { Market } from '../market/market';
import type { MarkPoint } from '../market/marks';

export const MARK_BUFFER_SIZE = 5_000;

export class MarkBuffer {
  private readonly marks = new Map<string, MarkPoint[]>();

  constructor(market: Market, private readonly size = MARK_BUFFER_SIZE) {
    market.subscribe({
      mark: (point) => {
        const list = this.marks.get(point.symbol);
        if (!list) return;
        list.push(point);
        if (list.length > this.size) list.splice(0, list.length - this.size);
      },
    });
  }

  /** Keeps the points of `symbol` from now on. */
  watch(symbol: string): void {
    if (!this.marks.has(symbol)) this.marks.set(symbol, []);
  }

  /** The kept points of `symbol` with from < time ≤ to, in time order. */
  between(symbol: string, from: number, to: number): MarkPoint[] {
    return (this.marks.get(symbol) ?? []).filter((p) => p.time > from && p.time <= to);
  }
}

/** A price point as the futures engines step on it (contract ticks). */
export type TickPoint = { time: number; priceTicks: number };

/**
 * Catch-up after downtime: the closed 1-minute candles of `symbol` in
 * [from, to], index (the last price) and mark, each walked as its four path
 * points (engine `walkCandle`: open, the nearer extreme, the other, close) —
 * what the backtests walk.
 */
export function candlePoints(market: Market, symbol: string, from: number, to: number): { last: TickPoint[]; marks: TickPoint[] } {
  const cols = market.markCandles(symbol, from, to);
  const last: TickPoint[] = [];
  const marks: TickPoint[] = [];
  const x = cols.index;
  for (let i = 0; i < x.length; i++) {
    const openTime = x.startTime + i * MINUTE_MS;
    walkCandle(x.open[i], x.high[i], x.low[i], x.close[i], openTime, (priceTicks, time) => last.push({ time, priceTicks }));
    walkCandle(cols.open[i], cols.high[i], cols.low[i], cols.close[i], openTime, (priceTicks, time) => marks.push({ time, priceTicks }));
  }
  return { last, marks };
}

/** The funding fixes of `symbol` in [from, to], as the futures engines take them. */
export const fundingFixes = (market: Market, symbol: string, from: number, to: number) =>
  market.fundingHistory(symbol, from, to).map((f) => ({ time: f.time, rateE8: f.rateE8, markTicks: f.markTicks }));
