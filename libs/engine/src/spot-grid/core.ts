/**
 * Spot grid transition core. Every function here mutates a *working* state
 * (the public API in spot-grid.ts clones before calling; the backtest runs
 * one working state through a whole history) and reports through a sink.
 *
 * Money flows (all integers; fees in quote, rounded up):
 * - buy fill of cell c at P_c:   quoteInBuys −= q·P_c + fee;  baseInSells += q
 * - sell fill of cell c at P_c+1: baseInSells −= q; the proceeds q·P_c+1 − fee
 *   pay for the counter buy at P_c (q·P_c + its fee, reserved now) and the
 *   rest is the cell's grid profit: q·(P_c+1 − P_c) − fee(sell) − fee(buy).
 * - market orders (initial position, trailing up, close conversion): taker.
 *
 * Path assumption (common/price-path.ts): between two consecutive prices the
 * price moves linearly, so every level between them is touched in order. A
 * buy rests at its level and fills when the price is ≤ the level, a sell when
 * ≥ (touch fills, at the order's own price). A stop (SL, trailing stop, TP;
 * thresholds from common/stops.ts) fires when the price reaches its threshold
 * and executes at that threshold (or at the current point if the threshold is
 * already passed); at an equal price a resting limit order fills before a
 * stop fires.
 */
import { type MarketRules, maxLotsAt, minLotsAt, notional } from '../core/rules';
import { GridEventRecorder, GridWalker, type WalkStep } from '../common/grid-walker';
import { levelAt, nearestLevel } from '../common/grid-levels';
import { type OrderCancelReason, type OrderSide, type OrderType, buyReserve, fillAmounts, marketBuyCost, marketChunks, maxBuyLots, maxMarketBuyLots, minExecutableLots, minMarketSellLots } from '../common/orders';
import { StopLevels, lossLimitPrice, profitTargetPrice, trailingStopPrice } from '../common/stops';
import { type SpotCloseMode, type SpotGridCloseReason, type SpotGridEvent, type SpotGridState, SPOT_CLOSE_CODE, SPOT_STOP_REASON } from './types';

/** Receives what a transition does. */
export interface GridSink {
  placed(ref: number, side: OrderSide, priceTicks: number, lots: number, cell: number): void;
  cancelled(ref: number, side: OrderSide, priceTicks: number, lots: number, cell: number, reason: OrderCancelReason): void;
  filled(time: number, ref: number, side: OrderSide, orderType: OrderType, priceTicks: number, lots: number, notional: number, fee: number, cell: number): void;
  profit(time: number, cell: number, amount: number): void;
  other(event: SpotGridEvent): void;
}

/** Sink that records plain event objects (the live API). */
export class EventSink extends GridEventRecorder<SpotGridEvent> implements GridSink {
  filled(time: number, ref: number, side: OrderSide, orderType: OrderType, priceTicks: number, lots: number, n: number, f: number, cell: number): void {
    this.events.push({ type: 'order_filled', time, ref, side, orderType, priceTicks, lots, notional: n, fee: f, cell });
  }
}

const INF = Number.POSITIVE_INFINITY;

/** Total quote held by the bot (free, in buys, booked profit). */
export function quoteHeld(s: SpotGridState): number {
  return s.quoteFree + s.quoteInBuys + s.profitHeld;
}

/** Total base held by the bot. */
export function baseHeld(s: SpotGridState): number {
  return s.baseFree + s.baseInSells;
}

/** Total PnL at `ticks` in quote units: equity + withdrawn − investment value. */
export function totalPnl(s: SpotGridState, ticks: number): number {
  return quoteHeld(s) + notional(s.market, ticks, baseHeld(s)) + s.withdrawn - s.investmentValue;
}

/**
 * The bot's stops as price thresholds (common/stops.ts), recomputed after
 * anything that changes holdings. The grid's inventory is a long: its total
 * PnL is (quote held + withdrawn − investment) + base held × price.
 */
export class Stops extends StopLevels {
  refresh(s: SpotGridState): void {
    this.clear();
    if (s.status !== 'RUNNING') return;
    const c = s.config;
    if (c.slTicks !== null) this.below(c.slTicks, 'stop_loss');
    if (c.tpTicks !== null) this.above(c.tpTicks, 'take_profit');
    if (c.slRate !== null || c.tpRate !== null) {
      const pnl = { a: quoteHeld(s) + s.withdrawn - s.investmentValue, b: baseHeld(s), unitsPerTickLot: s.market.unitsPerTickLot };
      if (c.slRate !== null) this.add(lossLimitPrice(pnl, s.investmentValue, c.slRate), 'stop_loss');
      if (c.tpRate !== null) this.add(profitTargetPrice(pnl, s.investmentValue, c.tpRate), 'take_profit');
    }
    if (c.tsRate !== null) this.add(trailingStopPrice(s.peakTicks, c.tsRate, 'long'), 'trailing_stop');
  }
}

/** Initial position for `q` lots per cell, or null when the funds cannot cover it. */
export interface PositionPlan {
  readonly q: number;
  /** Market order to rebalance: +lots buy, −lots sell, 0 none. */
  readonly marketLots: number;
}

/**
 * Plans the market order that gives cells below `gap` their buy reserve and
 * cells at or above it their base, each with `q` lots, from `quote` units and
 * `base` lots at price `px`. Null when impossible.
 */
export function planFor(m: MarketRules, levels: readonly number[], gap: number, q: number, quote: number, base: number, px: number): PositionPlan | null {
  const need = gridNeeds(m, levels, gap, q);
  const lots = fundingPlan(m, need.needQuote, need.needBase, quote, base, px);
  return lots === null ? null : { q, marketLots: lots };
}

/** What a grid of `q` lots per cell holds with the gap at `gap`: the buys' reserve below it, the sells' base at or above it. */
export function gridNeeds(m: MarketRules, levels: readonly number[], gap: number, q: number): { needQuote: number; needBase: number } {
  let needQuote = 0;
  for (let c = 0; c < gap; c++) needQuote += buyReserve(m, levels[c], q);
  return { needQuote, needBase: (levels.length - 1 - gap) * q };
}

/**
 * Quote units that alone fund `needQuote` and `needBase` at `px`: the base is
 * bought at market (at least one minimum order); +∞ when no market order
 * there can buy it.
 */
export function quoteFunding(m: MarketRules, needQuote: number, needBase: number, px: number): number {
  if (needBase <= 0) return needQuote;
  const x = minExecutableLots(m, px, needBase);
  return Number.isFinite(x) ? needQuote + marketBuyCost(m, px, x) : Number.POSITIVE_INFINITY;
}

/** Lots that alone fund `needQuote` and `needBase` at `px`: the quote is raised by a market sell (at least one minimum order); +∞ when none can. */
export function baseFunding(m: MarketRules, needQuote: number, needBase: number, px: number): number {
  return needBase + (needQuote > 0 ? minMarketSellLots(m, px, needQuote) : 0);
}

/**
 * The market order (+lots buy, −lots sell, 0 none) that turns `quote` units
 * and `base` lots into at least `needQuote` and `needBase` at price `px`
 * (taker fee, order minimums respected, priced as executed: an order above
 * the largest order is split, common/orders.ts), or null when impossible.
 */
export function fundingPlan(m: MarketRules, needQuote: number, needBase: number, quote: number, base: number, px: number): number | null {
  if (base >= needBase) {
    if (quote >= needQuote) return 0;
    const x = minMarketSellLots(m, px, needQuote - quote);
    return x <= base - needBase ? -x : null;
  }
  const x = minExecutableLots(m, px, needBase - base);
  return Number.isFinite(x) && quote - marketBuyCost(m, px, x) >= needQuote ? x : null;
}

/**
 * The quantities per cell every order of the grid allows, for its whole life:
 * each cell rests a buy at its lower level and, once that fills, a sell at its
 * upper one, so every level from the lowest to the highest carries an order
 * at some time (not only those placed at the start); the initial market order
 * at `px` too.
 */
export function quantityBounds(m: MarketRules, levels: readonly number[], px: number): { qMin: number; qMax: number } {
  const n = levels.length - 1;
  return { qMin: Math.max(minLotsAt(m, levels[0]), minLotsAt(m, px)), qMax: Math.min(maxLotsAt(m, levels[n]), maxLotsAt(m, px)) };
}

/**
 * The largest uniform quantity per cell the funds allow (binary search over
 * the exact feasibility test), capped by the order limits; null if even the
 * smallest valid quantity does not fit.
 */
export function planPosition(m: MarketRules, levels: readonly number[], gap: number, quote: number, base: number, px: number): PositionPlan | null {
  const n = levels.length - 1;
  const { qMin, qMax } = quantityBounds(m, levels, px);
  if (qMax < qMin) return null;
  const value = quote + notional(m, px, base);
  let hi = Math.min(qMax, Math.floor(value / (n * Math.min(levels[0], px) * m.unitsPerTickLot)) + 1);
  if (hi < qMin || !planFor(m, levels, gap, qMin, quote, base, px)) return null;
  let lo = qMin;
  while (lo < hi) {
    const mid = lo + Math.ceil((hi - lo) / 2);
    if (planFor(m, levels, gap, mid, quote, base, px)) lo = mid;
    else hi = mid - 1;
  }
  return planFor(m, levels, gap, lo, quote, base, px);
}

/** The working-state engine. */
export class GridCore extends GridWalker<SpotGridState> {
  readonly stops = new Stops();
  constructor(
    s: SpotGridState,
    override readonly sink: GridSink,
  ) {
    super(s, sink);
    this.stops.refresh(s);
  }

  private ref(): number {
    return this.s.nextRef++;
  }

  /** Market order in chunks that respect maxQty/maxNotional (common/orders.ts marketChunks); returns lots executed. */
  market(side: OrderSide, lots: number, px: number, time: number): number {
    const s = this.s;
    const m = s.market;
    let done = 0;
    for (const x of marketChunks(m, px, lots)) {
      const { notional: n, fee: f } = fillAmounts(m, px, x, m.taker);
      if (side === 'buy') {
        s.quoteFree -= n + f;
        s.baseFree += x;
      } else {
        s.baseFree -= x;
        s.quoteFree += n - f;
      }
      s.feesPaid += f;
      done += x;
      this.sink.filled(time, this.ref(), side, 'market', px, x, n, f, -1);
    }
    return done;
  }

  /** Starts the grid at price `px` (creation without entry price, or entry trigger). */
  override activate(px: number, time: number): void {
    const s = this.s;
    const m = s.market;
    const n = s.config.cellNumber;
    const gap = nearestLevel(s.levels, px);
    const plan = planPosition(m, s.levels, gap, s.quoteFree, s.baseFree, px);
    s.investmentValue = s.investedQuote + notional(m, px, s.investedBase);
    if (!plan) {
      this.close('base_and_quote', 'CLOSED_FAILED_INITIATION', px, time);
      return;
    }
    if (plan.marketLots > 0) this.market('buy', plan.marketLots, px, time);
    else if (plan.marketLots < 0) this.market('sell', -plan.marketLots, px, time);
    s.gap = gap;
    for (let c = 0; c < n; c++) {
      s.qty[c] = plan.q;
      const ref = this.ref();
      s.refs[c] = ref;
      if (c < gap) {
        const r = buyReserve(m, s.levels[c], plan.q);
        s.quoteFree -= r;
        s.quoteInBuys += r;
        this.sink.placed(ref, 'buy', s.levels[c], plan.q, c);
      } else {
        s.baseFree -= plan.q;
        s.baseInSells += plan.q;
        this.sink.placed(ref, 'sell', s.levels[c + 1], plan.q, c);
      }
    }
    s.status = 'RUNNING';
    s.startedAt = time;
    s.peakTicks = px;
    s.lastTicks = px;
    this.sink.other({ type: 'status', time, status: 'RUNNING' });
    this.stops.refresh(s);
    // a percent stop can already hold at the start price
    if (this.stops.down >= px) this.close('quote', SPOT_STOP_REASON[this.stops.downKind], px, time);
    else if (this.stops.up <= px) this.close('quote', SPOT_STOP_REASON[this.stops.upKind], px, time);
  }

  fillBuy(time: number): void {
    const s = this.s;
    const m = s.market;
    const c = s.gap - 1;
    const p = s.levels[c];
    const q = s.qty[c];
    const { notional: n, fee: f } = fillAmounts(m, p, q, m.maker);
    s.quoteInBuys -= n + f;
    s.baseInSells += q;
    s.feesPaid += f;
    this.sink.filled(time, s.refs[c], 'buy', 'limit', p, q, n, f, c);
    const ref = this.ref();
    s.refs[c] = ref;
    this.sink.placed(ref, 'sell', s.levels[c + 1], q, c);
    s.gap = c;
    s.lastTicks = p;
  }

  fillSell(time: number): void {
    const s = this.s;
    const m = s.market;
    const c = s.gap;
    const p = s.levels[c + 1];
    const q = s.qty[c];
    const { notional: n, fee: f } = fillAmounts(m, p, q, m.maker);
    const r = buyReserve(m, s.levels[c], q);
    const profit = n - f - r;
    s.baseInSells -= q;
    s.quoteInBuys += r;
    s.profitHeld += profit;
    s.gridProfit += profit;
    s.feesPaid += f;
    s.arbitrageCount++;
    this.sink.filled(time, s.refs[c], 'sell', 'limit', p, q, n, f, c);
    this.sink.profit(time, c, profit);
    const ref = this.ref();
    s.refs[c] = ref;
    this.sink.placed(ref, 'buy', s.levels[c], q, c);
    s.gap = c + 1;
    s.lastTicks = p;
  }

  /** Price at which trailing up shifts the grid now, or +∞ when it cannot. */
  trailingTrigger(cur: number): number {
    const s = this.s;
    const c = s.config;
    const n = c.cellNumber;
    if (!c.enableTrailing || s.gap !== n || s.status !== 'RUNNING') return INF;
    const top = levelAt(c.gridType, c.minTicks, c.maxTicks, n, n + s.shift + 1);
    if (c.limitUpTicks !== null && top > c.limitUpTicks) return INF;
    const px = Math.max(s.levels[n] + 1, cur);
    const m = s.market;
    const freed = buyReserve(m, s.levels[0], s.qty[0]);
    const q = maxBuyLots(m, px, freed);
    if (q < minLotsAt(m, px) || q < minLotsAt(m, s.levels[n]) || q > maxLotsAt(m, top) || q > maxLotsAt(m, px)) return INF;
    return s.levels[n] + 1;
  }

  /** Trailing up: cancel the lowest buy, market-buy with its reserve, sell one level above the old top. */
  shiftUp(px: number, time: number): void {
    const s = this.s;
    const c = s.config;
    const m = s.market;
    const n = c.cellNumber;
    const freed = buyReserve(m, s.levels[0], s.qty[0]);
    this.sink.cancelled(s.refs[0], 'buy', s.levels[0], s.qty[0], 0, 'grid_moved');
    s.quoteInBuys -= freed;
    s.quoteFree += freed;
    const q = maxBuyLots(m, px, freed);
    this.market('buy', q, px, time);
    s.shift++;
    const top = levelAt(c.gridType, c.minTicks, c.maxTicks, n, n + s.shift);
    s.levels.shift();
    s.levels.push(top);
    s.qty.shift();
    s.qty.push(q);
    s.refs.shift();
    const ref = this.ref();
    s.refs.push(ref);
    s.baseFree -= q;
    s.baseInSells += q;
    s.gap = n - 1;
    this.sink.placed(ref, 'sell', top, q, n - 1);
    this.sink.other({ type: 'trailing_up', time, shift: s.shift, minTicks: s.levels[0], maxTicks: top });
  }

  protected override stepDown(cur: number, target: number, time: number): WalkStep {
    const s = this.s;
    const stops = this.stops;
    const buy = this.nextBuy(cur, target);
    if (buy >= target && buy >= stops.down) {
      this.fillBuy(time);
      if (s.config.slRate !== null || s.config.tpRate !== null) stops.refresh(s);
      return buy;
    }
    if (stops.down >= target) {
      this.close('quote', SPOT_STOP_REASON[stops.downKind], Math.min(stops.down, cur), time);
      return 'closed';
    }
    return 'done';
  }

  protected override stepUp(cur: number, target: number, time: number): WalkStep {
    const s = this.s;
    const stops = this.stops;
    const sell = this.nextSell(cur, target);
    const stop = stops.up;
    const tr = s.config.enableTrailing ? this.trailingTrigger(cur) : INF;
    const next = Math.min(sell, stop, tr);
    if (next > target) return 'done';
    if (sell === next) {
      this.fillSell(time);
      if (s.config.slRate !== null || s.config.tpRate !== null) stops.refresh(s);
      return sell;
    }
    if (stop === next) {
      this.close('quote', SPOT_STOP_REASON[stops.upKind], Math.max(stop, cur), time);
      return 'closed';
    }
    const px = Math.max(tr, cur);
    this.shiftUp(px, time);
    stops.refresh(s);
    return px;
  }

  /** A walk up to a new peak moves the trailing stop. */
  protected override walked(dir: -1 | 1, target: number): void {
    const s = this.s;
    if (dir === 1 && s.status === 'RUNNING' && target > s.peakTicks) {
      s.peakTicks = target;
      if (s.config.tsRate !== null) this.stops.refresh(s);
    }
  }

  /** Cancels every order, settles per `mode` at `px`, completes the bot. */
  close(mode: SpotCloseMode, reason: SpotGridCloseReason, px: number, time: number): void {
    const s = this.s;
    const m = s.market;
    if (s.status === 'COMPLETED') return;
    if (s.status === 'RUNNING') {
      for (let c = 0; c < s.qty.length; c++) {
        if (c < s.gap) this.sink.cancelled(s.refs[c], 'buy', s.levels[c], s.qty[c], c, 'bot_closed');
        else this.sink.cancelled(s.refs[c], 'sell', s.levels[c + 1], s.qty[c], c, 'bot_closed');
      }
    }
    s.quoteFree += s.quoteInBuys + s.profitHeld;
    s.baseFree += s.baseInSells;
    s.quoteInBuys = 0;
    s.baseInSells = 0;
    s.profitHeld = 0;
    let effective: SpotCloseMode = mode;
    if (mode === 'bit') effective = s.config.investMode === 'quote' ? 'quote' : s.config.investMode === 'base' ? 'base' : 'base_and_quote';
    if (reason === 'CLOSED_SYMBOL_DELISTED' || reason === 'CLOSED_FAILED_INITIATION') effective = 'base_and_quote';
    if (effective === 'quote' && s.baseFree > 0) this.market('sell', s.baseFree, px, time);
    else if (effective === 'base' && s.quoteFree > 0) this.market('buy', maxMarketBuyLots(m, px, s.quoteFree), px, time);
    s.settledQuote = s.quoteFree;
    s.settledBase = s.baseFree;
    s.quoteFree = 0;
    s.baseFree = 0;
    s.status = 'COMPLETED';
    s.endedAt = time;
    s.lastTicks = px;
    s.closeReason = reason;
    s.closeCode = SPOT_CLOSE_CODE[reason];
    s.closeMode = mode;
    this.stops.refresh(s);
    this.sink.other({ type: 'closed', time, reason, closeCode: s.closeCode, closeMode: mode, quote: s.settledQuote, base: s.settledBase });
    this.sink.other({ type: 'status', time, status: 'COMPLETED' });
  }
}
