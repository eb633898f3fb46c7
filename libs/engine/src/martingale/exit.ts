/**
 * Closing a martingale position and the round's take-profit price, exact.
 *
 * Closing orders. A round ends by closing its whole position at market
 * (take profit, stop loss, a close asked for): reduce-only orders, split as
 * futures/close.ts says (`closeRules`, `closeChunks`, re-exported here).
 *
 * Round profit if the whole position (`lots`, cost C = Σ lots × ticks)
 * closes at P now, with the round's fees F so far and funding G:
 *
 *     long:  proceeds(P) − C·u − F + G,   proceeds = Σ chunks (x·P·u − ⌈x·P·u·taker⌉)
 *     short: C·u − cost(P) − F + G,       cost     = Σ chunks (x·P·u + ⌈x·P·u·taker⌉)
 *
 * which is exactly what applyFill realises chunk by chunk (the chunks remove
 * the whole cost between them) minus the fees. The take-profit price is
 * where that reaches the target T = tp × B (B: the margin the round's orders
 * posted): for a long the lowest tick with profit ≥ T (proceeds rise with
 * the price: common/orders.ts minMarketSellPrice), for a short the highest
 * tick with profit ≥ T (cost rises with the price: a tick more adds L·u of
 * value and at least as much fee; more chunks at a higher price add at most
 * one unit each, k ≤ L ≤ L·u). So the profit of a take profit is never below
 * its target, and one tick less favourable would be.
 */
import { type MarketRules, type Rate, fee, notional } from '../core/rules';
import { executable, marketBuyCost, minMarketSellPrice } from '../common/orders';
import { closeChunks, closeRules } from '../futures/close';
import type { MartingaleMode } from './types';

export { closeChunks, closeRules };

const MAX_TICKS = 2_147_483_647;

/** What closing `lots` at `ticks` costs (short) or returns (long) as executed, quote units: Σ value ∓ Σ fee. */
function closeCash(cr: MarketRules, side: MartingaleMode, ticks: number, lots: number): number {
  let total = 0;
  for (const x of closeChunks(cr, ticks, lots)) {
    const n = notional(cr, ticks, x);
    total += side === 'long' ? n - fee(n, cr.taker) : n + fee(n, cr.taker);
  }
  return total;
}

/** The round's profit (quote units) if the position closed at `ticks` now (module comment). */
export function closeProfit(cr: MarketRules, mode: MartingaleMode, lots: number, cost: number, feesSoFar: number, funding: number, ticks: number): number {
  const basis = cost * cr.unitsPerTickLot;
  const cash = closeCash(cr, mode, ticks, lots);
  return (mode === 'long' ? cash - basis : basis - cash) - feesSoFar + funding;
}

/**
 * The take-profit price of a round: the tick where closing everything
 * reaches `tp` × `base` of profit (module comment); 0 when no tick does
 * (a short whose target needs a price below one tick, a long above the
 * largest price). A target already met at any price gives the most
 * favourable end of the range (1 tick for a long: it fires at once).
 */
export function takeProfitTicks(cr: MarketRules, mode: MartingaleMode, lots: number, cost: number, feesSoFar: number, funding: number, tp: Rate, base: number): number {
  const den = BigInt(tp.den);
  // profit ≥ tp × base  ⇔  den × profit ≥ num × base
  const rest = BigInt(cost) * BigInt(cr.unitsPerTickLot) + BigInt(feesSoFar) - BigInt(funding);
  const goal = BigInt(tp.num) * BigInt(base);
  if (mode === 'long') {
    // proceeds × den ≥ goal + den × (C·u + F − G)
    const targetNum = goal + den * rest;
    if (targetNum <= 0n) return 1;
    const t = minMarketSellPrice(cr, lots, targetNum, den);
    return Number.isFinite(t) && t <= MAX_TICKS ? t : 0;
  }
  // cost × den ≤ den × (C·u − F + G) − goal
  const budget = den * (BigInt(cost) * BigInt(cr.unitsPerTickLot) - BigInt(feesSoFar) + BigInt(funding)) - goal;
  const fits = (t: number): boolean => executable(cr, t, lots) && BigInt(marketBuyCost(cr, t, lots)) * den <= budget;
  if (budget <= 0n || !fits(1)) return 0;
  // the value alone bounds the answer: lots × t × u × den ≤ budget
  const bound = budget / (den * BigInt(lots) * BigInt(cr.unitsPerTickLot));
  let lo = 1;
  let hi = bound > BigInt(MAX_TICKS) ? MAX_TICKS : Number(bound);
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
