/**
 * Closing (reduce-only) market orders of a futures position, shared by the
 * futures kinds that close at market (martingale rounds, combo legs).
 *
 * They are split into the fewest orders within the largest order at the
 * price (maxQty, maxNotional; common/orders.ts marketChunks, sizes as equal
 * as possible), each paying the taker fee rounded up. The minimum order
 * (qty, value) does not apply to them — a position can always be closed, as
 * on the exchange, whatever is left of it — so they are split under
 * `closeRules` (the contract's rules with minimum 1 lot and no minimum
 * value). Only when not even one lot fits the largest order at the price
 * (maxNotional below one lot's value) is the position closed as one order.
 */
import { type MarketRules, maxLotsAt } from '../core/rules';
import { marketChunks } from '../common/orders';

/** The rules closing (reduce-only) orders follow: the contract's, without the minimum order quantity and value. */
export function closeRules(m: MarketRules): MarketRules {
  return { ...m, minQtyLots: 1, minNotionalUnits: 0 };
}

/** Sizes of the orders a close of `lots` at `ticks` executes as, under `cr = closeRules(m)` (module comment). */
export function closeChunks(cr: MarketRules, ticks: number, lots: number): number[] {
  if (maxLotsAt(cr, ticks) < 1) return [lots];
  return marketChunks(cr, ticks, lots);
}
