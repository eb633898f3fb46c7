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
 *
 * Market orders as executed. A market order larger than the symbol's largest
 * order (maxQty / maxNotional at its price) executes as several orders
 * (`marketChunks`), each paying its own fee rounded up, so it costs (or
 * returns) up to one quote unit per extra chunk more (less) than one order
 * would. Whatever plans a market order prices it with the `market*`
 * functions, which equal the single-order ones whenever one order suffices;
 * a plan priced as one order would overspend by those units.
 */
import { type MarketRules, type Rate, fee, maxLotsAt, minLotsAt, notional } from '../core/rules';
import { mulDivFloor } from '../core/int';

export type OrderSide = 'buy' | 'sell';
/** 'limit' orders fill as maker, 'market' orders as taker. */
export type OrderType = 'limit' | 'market';

/**
 * Why an engine took a resting order off the book (the order history keeps it, cancelled with this why):
 * - `bot_closed`: the bot closed (user, TP/SL, liquidation, delisting, …) and every order went with it;
 * - `grid_moved`: a grid moved (trailing up, move up/down) and its end order no longer belongs to it;
 * - `replaced`: the order was re-placed at a new size (spot grid investment added);
 * - `round_ended`: a martingale round reached its take profit and its pending add went with it;
 * - `risk_paused`: the liquidation guard paused the orders that would grow the position.
 * Engine orders have no time in force and bots have no per-order cancel call, so nothing expires and no user
 * cancels one order; combo rebalances trade at market (filled or rejected), so no order is cancelled by one.
 */
export type OrderCancelReason = 'bot_closed' | 'grid_moved' | 'replaced' | 'round_ended' | 'risk_paused';

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
 * How `lots` split into the fewest orders at `ticks` that each respect the
 * largest order: `k` orders, the first `extra` of `base + 1` lots, the rest of
 * `base`. Null when they cannot all be valid orders: below the smallest order,
 * no valid order at that price (largest < smallest), or, where the largest
 * order is less than twice the smallest, a quantity whose equal parts fall
 * below the smallest (a range of k orders holds only k·min … k·max lots).
 */
function split(m: MarketRules, ticks: number, lots: number): { k: number; base: number; extra: number } | null {
  const min = minLotsAt(m, ticks);
  if (lots <= 0 || lots < min) return null;
  const max = maxLotsAt(m, ticks);
  if (max < min) return null;
  const k = Math.ceil(lots / max);
  const base = Math.floor(lots / k);
  return base < min ? null : { k, base, extra: lots - base * k };
}

/** True when a market order of `lots` at `ticks` executes as valid orders (see marketChunks). */
export function executable(m: MarketRules, ticks: number, lots: number): boolean {
  return split(m, ticks, lots) !== null;
}

/** Smallest quantity ≥ `lots` (and ≥ the smallest order) that executes as valid orders at `ticks`; +∞ when none does. */
export function minExecutableLots(m: MarketRules, ticks: number, lots: number): number {
  const min = minLotsAt(m, ticks);
  const max = maxLotsAt(m, ticks);
  if (max < min) return Number.POSITIVE_INFINITY;
  const x = Math.max(lots, min);
  const k = Math.ceil(x / max);
  // x lies in the range of k orders, which executes from k·min lots on
  return Math.floor(x / k) >= min ? x : k * min;
}

/**
 * Splits a market order of `lots` at `ticks` into the fewest chunks that each
 * respect maxQty / maxNotional, sizes as equal as possible (larger chunks
 * first), every chunk a valid order. Empty when that is impossible (see
 * `executable`): nothing executes.
 */
export function marketChunks(m: MarketRules, ticks: number, lots: number): number[] {
  const sp = split(m, ticks, lots);
  if (sp === null) return [];
  const out = new Array<number>(sp.k);
  for (let i = 0; i < sp.k; i++) out[i] = sp.base + (i < sp.extra ? 1 : 0);
  return out;
}

/** Σ per(chunk) over the chunks of a market order (0 when it cannot execute). */
function overChunks(m: MarketRules, ticks: number, lots: number, per: (chunk: number) => number): number {
  const sp = split(m, ticks, lots);
  if (sp === null) return 0;
  return (sp.extra > 0 ? sp.extra * per(sp.base + 1) : 0) + (sp.k - sp.extra) * per(sp.base);
}

/** Quote a market buy of `lots` at `ticks` costs as executed (every chunk's value + taker fee); 0 when it cannot execute. */
export function marketBuyCost(m: MarketRules, ticks: number, lots: number): number {
  return overChunks(m, ticks, lots, (x) => buyCost(m, ticks, x));
}

/** Quote a market sell of `lots` at `ticks` returns as executed (every chunk's value − taker fee); 0 when it cannot execute. */
export function marketSellProceeds(m: MarketRules, ticks: number, lots: number): number {
  return overChunks(m, ticks, lots, (x) => sellProceeds(m, ticks, x));
}

/*
 * Solving split market orders. Cost and proceeds rise with lots while the
 * number of chunks stays the same (one more lot grows one chunk by a lot), but
 * not always across a change of that number (one more chunk rounds one more
 * fee up). So the solvers work on the ranges of equal chunk count, lots
 * (k−1)·max + 1 … k·max, of which only k·min … k·max execute, and
 * binary-search inside one (exact):
 * - selling, every range's end (all chunks full) returns exactly k full
 *   orders' proceeds, which names the range of the answer in one step;
 * - buying, the search steps down from the one-order bound one range at a
 *   time to the first whose start fits: one or two ranges unless one full
 *   order is worth fewer quote units than the order has chunks.
 */

/** First lots of the range of equal chunk count that holds `lots` (≥ 1). */
const rangeStart = (lots: number, max: number): number => lots - ((lots - 1) % max);

/**
 * Largest lots whose market buy as executed fits in `budget` (0 when no order
 * can execute at `ticks`). A result below the minimum order means none fits.
 * Splitting only adds fees, so the one-order answer bounds it from above.
 */
export function maxMarketBuyLots(m: MarketRules, ticks: number, budget: number): number {
  const max = maxLotsAt(m, ticks);
  const min = minLotsAt(m, ticks);
  if (max < min) return 0;
  let hi = maxBuyLots(m, ticks, budget);
  while (hi >= min) {
    const start = rangeStart(hi, max);
    let lo = Math.max(start, Math.ceil(hi / max) * min);
    if (lo > hi || marketBuyCost(m, ticks, lo) > budget) {
      hi = start - 1;
      continue;
    }
    while (lo < hi) {
      const mid = lo + Math.ceil((hi - lo) / 2);
      if (marketBuyCost(m, ticks, mid) <= budget) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
  return Math.max(0, hi);
}

/**
 * Smallest valid market sell (≥ the minimum order) whose proceeds as
 * executed reach `target` (> 0) at `ticks`; +∞ when no order can execute
 * there. Splitting only costs fees, so the one-order answer bounds it from
 * below.
 */
export function minMarketSellLots(m: MarketRules, ticks: number, target: number): number {
  const max = maxLotsAt(m, ticks);
  const min = minLotsAt(m, ticks);
  if (max < min) return Number.POSITIVE_INFINITY;
  const full = sellProceeds(m, ticks, max);
  if (full <= 0) return Number.POSITIVE_INFINITY; // a full order returns nothing after its fee
  let lo = Math.max(minSellLots(m, ticks, target), min);
  for (;;) {
    lo = Math.max(lo, Math.ceil(lo / max) * min);
    let hi = rangeStart(lo, max) + max - 1;
    const short = target - marketSellProceeds(m, ticks, hi);
    if (short > 0) {
      // each further range's end returns exactly one full order more: skip to the first that reaches the target
      const ranges = Math.ceil(short / full);
      lo = hi + (ranges - 1) * max + 1;
      continue;
    }
    while (lo < hi) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (marketSellProceeds(m, ticks, mid) >= target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}

/**
 * Lowest price at which a market sell of `lots` returns, as executed, at
 * least `targetNum / targetDen` quote units; +∞ when none up to the largest
 * price does. Starts from the one-order answer (a lower bound); one tick more
 * adds at most D = lots × (unitsPerTickLot + 1) units of proceeds (the value,
 * and at most one unit of fee rounding per chunk), so steps of
 * ⌈shortfall / D⌉ ticks find the lowest.
 */
export function minMarketSellPrice(m: MarketRules, lots: number, targetNum: bigint, targetDen: bigint): number {
  if (lots < m.minQtyLots) return Number.POSITIVE_INFINITY;
  const d = targetDen * BigInt(lots) * BigInt(m.unitsPerTickLot + 1);
  let t = minSellPrice(m, lots, targetNum, targetDen);
  for (let short = targetNum - BigInt(marketSellProceeds(m, t, lots)) * targetDen; short > 0n; short = targetNum - BigInt(marketSellProceeds(m, t, lots)) * targetDen) {
    if (executable(m, t, lots)) t += Number((short + d - 1n) / d);
    else {
      // A higher price only lowers the largest order (maxNotional), so the parts only shrink: once a part is below
      // minQty the sale never executes. Otherwise the parts are below minNotional: go to where they reach it.
      const max = maxLotsAt(m, t);
      const part = max < 1 ? 0 : Math.floor(lots / Math.ceil(lots / max));
      if (part < m.minQtyLots) return Number.POSITIVE_INFINITY;
      t = Math.max(t + 1, Math.ceil(m.minNotionalUnits / (part * m.unitsPerTickLot)));
    }
    if (t > MAX_TICKS) return Number.POSITIVE_INFINITY;
  }
  return t;
}

const MAX_TICKS = 2_147_483_647;
