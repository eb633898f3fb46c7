/**
 * The mark points of the contracts a futures driver's bots trade, kept as
 * the market reveals them (market/marks.ts), so each step walks the points
 * after the bot's bookmark: `indexTicks` the contract's last price, `markTicks`
 * the mark. A symbol is kept once a bot `watch`es it; at most `size` points
 * per symbol (a drain at an accelerated clock walks at most a few hundred).
 * Shared by the martingale and combo drivers.
 */
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
