/**
 * Orders and fills, shared by every bot kind (spot grid, DCA, and the futures
 * kinds to come).
 *
 * Units are those of core/rules.ts: prices in ticks, quantities in lots,
 * money in quote units. Fee booking, the same for every kind:
 * - every fee is charged in the quote coin and rounded up to the quote unit
 *   (`fee` of core/rules.ts), so base quantities stay whole lots;
 * - a limit order that rests on the book fills as maker, a market order as
 *   taker (`orderRate`);
 * - a buy costs its notional plus its fee (`buyCost`; a resting limit buy
 *   reserves that much up front, `buyReserve`); a sell returns its notional
 *   minus its fee (`sellProceeds`).
 * The solvers below (`maxBuyLots`, `minSellLots`, `minSellPrice`) invert
 * those exactly: a float estimate first, then integer steps until the exact
 * condition holds at the answer and fails one step beyond it.
 */
import { type MarketRules, type Rate, fee, maxLotsAt, minLotsAt, notional } from '../core/rules';
import { mulDivFloor } from '../core/int';

export type OrderSide = 'buy' | 'sell';
/** 'limit' orders fill as maker, 'market' orders as taker. */
export type OrderType = 'limit' | 'market';

/** An order as placed on (or cancelled from) the book. */
export interface OrderRecord {
  /** Bot-local order reference (increasing per bot). */
  readonly ref: number;
  readonly side: OrderSide;
  readonly priceTicks: number;
  readonly lots: number;
}

/** What one fill moved: quantity at a price, its exact value and fee. */
export interface Fill {
  readonly time: number;
  readonly side: OrderSide;
  readonly priceTicks: number;
  readonly lots: number;
  /** Quote value of the fill, quote units (priceTicks × lots × unitsPerTickLot, exact). */
  readonly notional: number;
  /** Fee in quote units (always charged in the quote coin, rounded up). */
  readonly fee: number;
}

/** A fill of one of the bot's orders. */
export interface OrderFill extends Fill {
  readonly ref: number;
}

/** Value and fee of a fill of `lots` at `ticks` charged at `rate`. */
export interface FillAmounts {
  readonly notional: number;
  readonly fee: number;
}

/** The fee rate an order of `type` pays: maker for resting limit orders, taker for market orders. */
export function orderRate(m: MarketRules, type: OrderType): Rate {
  return type === 'limit' ? m.maker : m.taker;
}

/** Exact value and fee of a fill of `lots` at `ticks` paying `rate`. */
export function fillAmounts(m: MarketRules, ticks: number, lots: number, rate: Rate): FillAmounts {
  const n = notional(m, ticks, lots);
  return { notional: n, fee: fee(n, rate) };
}

/** Quote a buy of `lots` at `ticks` costs: value plus its fee (default taker: a market buy). */
export function buyCost(m: MarketRules, ticks: number, lots: number, rate: Rate = m.taker): number {
  const n = notional(m, ticks, lots);
  return n + fee(n, rate);
}

/** Quote a resting limit buy of `lots` at `ticks` reserves: value plus its maker fee. */
export function buyReserve(m: MarketRules, ticks: number, lots: number): number {
  return buyCost(m, ticks, lots, m.maker);
}

/** Quote a sell of `lots` at `ticks` returns: value minus its fee (default taker: a market sell). */
export function sellProceeds(m: MarketRules, ticks: number, lots: number, rate: Rate = m.taker): number {
  const n = notional(m, ticks, lots);
  return n - fee(n, rate);
}

/** Largest lots whose market-buy cost (value + taker fee) at `ticks` fits in `budget` quote units. */
export function maxBuyLots(m: MarketRules, ticks: number, budget: number): number {
  if (budget <= 0) return 0;
  const per = ticks * m.unitsPerTickLot;
  let x = Math.max(0, mulDivFloor(budget, m.taker.den, per * (m.taker.den + m.taker.num)));
  while (x > 0 && buyCost(m, ticks, x) > budget) x--;
  while (buyCost(m, ticks, x + 1) <= budget) x++;
  return x;
}

/** Smallest lots whose market-sell proceeds at `ticks` reach `target` quote units (0 for a target ≤ 0). */
export function minSellLots(m: MarketRules, ticks: number, target: number): number {
  if (target <= 0) return 0;
  const per = ticks * m.unitsPerTickLot;
  let x = Math.max(1, Math.ceil(target / per));
  x = Math.max(x, mulDivFloor(target, m.taker.den, per * (m.taker.den - m.taker.num)));
  while (x > 1 && sellProceeds(m, ticks, x - 1) >= target) x--;
  while (sellProceeds(m, ticks, x) < target) x++;
  return x;
}

/**
 * Lowest price (ticks) at which a market sell of `lots` (> 0) returns at
 * least `targetNum / targetDen` quote units after the taker fee:
 * proceeds(P) = n − ceil(n·f) with n = P·lots·unitsPerTickLot. Exact (the
 * target is a fraction so a percent of a cost needs no rounding).
 */
export function minSellPrice(m: MarketRules, lots: number, targetNum: bigint, targetDen: bigint): number {
  const per = BigInt(lots) * BigInt(m.unitsPerTickLot);
  const keep = BigInt(m.taker.den - m.taker.num);
  const d = targetDen * per * keep;
  let t = Number((targetNum * BigInt(m.taker.den) + d - 1n) / d);
  const ok = (x: number): boolean => BigInt(sellProceeds(m, x, lots)) * targetDen >= targetNum;
  while (t > 1 && ok(t - 1)) t--;
  while (!ok(t)) t++;
  return t;
}

/**
 * Splits a market order of `lots` at `ticks` into the fewest chunks that each
 * respect maxQty / maxNotional, sizes as equal as possible (larger chunks
 * first). Empty when the order is below the minimum order at `ticks`, or when
 * no quantity at all is allowed there (maxNotional below one lot).
 */
export function marketChunks(m: MarketRules, ticks: number, lots: number): number[] {
  if (lots <= 0 || lots < minLotsAt(m, ticks)) return [];
  const max = maxLotsAt(m, ticks);
  if (max < 1) return [];
  const k = Math.ceil(lots / max);
  const base = Math.floor(lots / k);
  const extra = lots - base * k;
  const out = new Array<number>(k);
  for (let i = 0; i < k; i++) out[i] = base + (i < extra ? 1 : 0);
  return out;
}
