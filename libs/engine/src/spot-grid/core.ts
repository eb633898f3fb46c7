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
 * Path assumption: between two consecutive prices the price moves linearly,
 * so every level between them is touched in order. A buy rests at its level
 * and fills when the price is ≤ the level, a sell when ≥ (touch fills, at the
 * order's own price). A stop (SL, trailing stop, TP) fires when the price
 * reaches its threshold and executes at that threshold (or at the current
 * point if the threshold is already passed); at an equal price a resting
 * limit order fills before a stop fires.
 */
import { divFloor, mulDivFloor } from '../core/int';
import { type MarketRules, fee, maxLotsAt, minLotsAt, notional } from '../core/rules';
import { levelAt, nearestLevel } from './levels';
import {
  type OrderSide,
  type SpotCloseMode,
  type SpotGridCloseReason,
  type SpotGridEvent,
  type SpotGridState,
  SPOT_CLOSE_CODE,
} from './types';

/** Receives what a transition does. */
export interface GridSink {
  placed(ref: number, side: OrderSide, priceTicks: number, lots: number, cell: number): void;
  cancelled(ref: number, side: OrderSide, priceTicks: number, lots: number, cell: number): void;
  filled(time: number, ref: number, side: OrderSide, orderType: 'limit' | 'market', priceTicks: number, lots: number, notional: number, fee: number, cell: number): void;
  profit(time: number, cell: number, amount: number): void;
  other(event: SpotGridEvent): void;
}

/** Sink that records plain event objects (the live API). */
export class EventSink implements GridSink {
  readonly events: SpotGridEvent[] = [];
  placed(ref: number, side: OrderSide, priceTicks: number, lots: number, cell: number): void {
    this.events.push({ type: 'order_placed', ref, side, priceTicks, lots, cell });
  }
  cancelled(ref: number, side: OrderSide, priceTicks: number, lots: number, cell: number): void {
    this.events.push({ type: 'order_cancelled', ref, side, priceTicks, lots, cell });
  }
  filled(time: number, ref: number, side: OrderSide, orderType: 'limit' | 'market', priceTicks: number, lots: number, n: number, f: number, cell: number): void {
    this.events.push({ type: 'order_filled', time, ref, side, orderType, priceTicks, lots, notional: n, fee: f, cell });
  }
  profit(time: number, cell: number, amount: number): void {
    this.events.push({ type: 'grid_profit', time, cell, amount });
  }
  other(event: SpotGridEvent): void {
    this.events.push(event);
  }
}

const INF = Number.POSITIVE_INFINITY;

/** Quote a resting buy of `lots` at `ticks` reserves: value plus its maker fee. */
export function buyReserve(m: MarketRules, ticks: number, lots: number): number {
  const n = notional(m, ticks, lots);
  return n + fee(n, m.maker);
}

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
 * Price thresholds derived from the state; recomputed after anything that
 * changes holdings. `down` fires when price ≤ it (0 = never, +∞ = now);
 * `up` fires when price ≥ it (+∞ = never, 0 = now).
 */
export class Stops {
  down = 0;
  downReason: SpotGridCloseReason = 'CLOSED_STOP_LOSS';
  up = INF;

  refresh(s: SpotGridState): void {
    const c = s.config;
    let down = 0;
    let reason: SpotGridCloseReason = 'CLOSED_STOP_LOSS';
    let up = INF;
    if (s.status === 'RUNNING') {
      if (c.slTicks !== null) down = c.slTicks;
      if (c.tpTicks !== null) up = c.tpTicks;
      if (c.slRate !== null || c.tpRate !== null) {
        const b = BigInt(baseHeld(s));
        const a = BigInt(quoteHeld(s) + s.withdrawn - s.investmentValue);
        const inv = BigInt(s.investmentValue);
        const upt = BigInt(s.market.unitsPerTickLot);
        if (c.slRate !== null) {
          // PnL(P) = a + b·P·upt ≤ −sl·inv  ⇔  P ≤ (−sl.num·inv − a·sl.den) / (sl.den·b·upt)
          const y = -BigInt(c.slRate.num) * inv - a * BigInt(c.slRate.den);
          let t: number;
          if (b === 0n) t = y >= 0n ? INF : 0;
          else {
            const d = BigInt(c.slRate.den) * b * upt;
            const q = y >= 0n ? y / d : -((-y + d - 1n) / d);
            t = q > 2_147_483_647n ? INF : Number(q);
          }
          if (t > down) down = t;
        }
        if (c.tpRate !== null) {
          // PnL(P) ≥ tp·inv  ⇔  P ≥ (tp.num·inv − a·tp.den) / (tp.den·b·upt)
          const x = BigInt(c.tpRate.num) * inv - a * BigInt(c.tpRate.den);
          let t: number;
          if (b === 0n) t = x <= 0n ? 0 : INF;
          else {
            const d = BigInt(c.tpRate.den) * b * upt;
            const q = x <= 0n ? -(-x / d) : (x + d - 1n) / d;
            t = q > 2_147_483_647n ? INF : Number(q);
          }
          if (t < up) up = t;
        }
      }
      if (c.tsRate !== null) {
        const t = mulDivFloor(s.peakTicks, c.tsRate.den - c.tsRate.num, c.tsRate.den);
        if (t > down) {
          down = t;
          reason = 'CLOSED_TRAILING_STOP';
        }
      }
    }
    this.down = down;
    this.downReason = reason;
    this.up = up;
  }
}

/** Largest lots whose market-buy cost (value + taker fee) at `ticks` fits in `budget`. */
export function maxBuyLots(m: MarketRules, ticks: number, budget: number): number {
  if (budget <= 0) return 0;
  const per = ticks * m.unitsPerTickLot;
  let x = Math.max(0, mulDivFloor(budget, m.taker.den, per * (m.taker.den + m.taker.num)));
  while (x > 0 && buyCost(m, ticks, x) > budget) x--;
  while (buyCost(m, ticks, x + 1) <= budget) x++;
  return x;
}

export function buyCost(m: MarketRules, ticks: number, lots: number): number {
  const n = notional(m, ticks, lots);
  return n + fee(n, m.taker);
}

function sellProceeds(m: MarketRules, ticks: number, lots: number): number {
  const n = notional(m, ticks, lots);
  return n - fee(n, m.taker);
}

/** Smallest lots whose market-sell proceeds at `ticks` reach `target` quote units. */
export function minSellLots(m: MarketRules, ticks: number, target: number): number {
  if (target <= 0) return 0;
  const per = ticks * m.unitsPerTickLot;
  let x = Math.max(1, Math.ceil(target / per));
  x = Math.max(x, mulDivFloor(target, m.taker.den, per * (m.taker.den - m.taker.num)));
  while (x > 1 && sellProceeds(m, ticks, x - 1) >= target) x--;
  while (sellProceeds(m, ticks, x) < target) x++;
  return x;
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
  const n = levels.length - 1;
  let needQuote = 0;
  for (let c = 0; c < gap; c++) needQuote += buyReserve(m, levels[c], q);
  const lots = fundingPlan(m, needQuote, (n - gap) * q, quote, base, px);
  return lots === null ? null : { q, marketLots: lots };
}

/**
 * The market order (+lots buy, −lots sell, 0 none) that turns `quote` units
 * and `base` lots into at least `needQuote` and `needBase` at price `px`
 * (taker fee, order minimums respected), or null when impossible.
 */
export function fundingPlan(m: MarketRules, needQuote: number, needBase: number, quote: number, base: number, px: number): number | null {
  if (base >= needBase) {
    if (quote >= needQuote) return 0;
    const x = Math.max(minSellLots(m, px, needQuote - quote), minLotsAt(m, px));
    return x <= base - needBase ? -x : null;
  }
  const x = Math.max(needBase - base, minLotsAt(m, px));
  return quote - buyCost(m, px, x) >= needQuote ? x : null;
}

/**
 * The largest uniform quantity per cell the funds allow (binary search over
 * the exact feasibility test), capped by the order limits; null if even the
 * smallest valid quantity does not fit.
 */
export function planPosition(m: MarketRules, levels: readonly number[], gap: number, quote: number, base: number, px: number): PositionPlan | null {
  const n = levels.length - 1;
  const lowest = gap > 0 ? levels[0] : levels[1];
  const highest = gap < n ? levels[n] : levels[n - 1];
  const qMin = Math.max(minLotsAt(m, lowest), minLotsAt(m, px));
  const qMax = Math.min(maxLotsAt(m, highest), maxLotsAt(m, px));
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
export class GridCore {
  readonly stops = new Stops();
  constructor(
    readonly s: SpotGridState,
    readonly sink: GridSink,
  ) {
    this.stops.refresh(s);
  }

  private ref(): number {
    return this.s.nextRef++;
  }

  /** Market order in chunks that respect maxQty/maxNotional; returns lots executed. */
  market(side: OrderSide, lots: number, px: number, time: number): number {
    const s = this.s;
    const m = s.market;
    if (lots <= 0 || lots < minLotsAt(m, px)) return 0;
    const max = maxLotsAt(m, px);
    const k = Math.ceil(lots / max);
    const base = Math.floor(lots / k);
    let extra = lots - base * k;
    for (let i = 0; i < k; i++) {
      const x = base + (extra > 0 ? 1 : 0);
      if (extra > 0) extra--;
      const n = notional(m, px, x);
      const f = fee(n, m.taker);
      if (side === 'buy') {
        s.quoteFree -= n + f;
        s.baseFree += x;
      } else {
        s.baseFree -= x;
        s.quoteFree += n - f;
      }
      s.feesPaid += f;
      this.sink.filled(time, this.ref(), side, 'market', px, x, n, f, -1);
    }
    return lots;
  }

  /** Starts the grid at price `px` (creation without entry price, or entry trigger). */
  activate(px: number, time: number): void {
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
    if (this.stops.down >= px) this.close('quote', this.stops.downReason, px, time);
    else if (this.stops.up <= px) this.close('quote', 'CLOSED_TAKE_PROFIT', px, time);
  }

  fillBuy(time: number): void {
    const s = this.s;
    const m = s.market;
    const c = s.gap - 1;
    const p = s.levels[c];
    const q = s.qty[c];
    const n = notional(m, p, q);
    const f = fee(n, m.maker);
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
    const n = notional(m, p, q);
    const f = fee(n, m.maker);
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
    this.sink.cancelled(s.refs[0], 'buy', s.levels[0], s.qty[0], 0);
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

  /** Walks the price from the last price to `target` (ticks) at `time`. */
  moveTo(target: number, time: number): void {
    const s = this.s;
    if (s.status === 'COMPLETED') return;
    s.lastTime = time;
    if (target < s.lastTicks) this.walkDown(target, time);
    else if (target > s.lastTicks) this.walkUp(target, time);
  }

  walkDown(target: number, time: number): void {
    const s = this.s;
    const stops = this.stops;
    let cur = s.lastTicks;
    for (;;) {
      if (s.status === 'AWAIT_ACTIVATION') {
        const e = s.config.entryTicks!;
        if (s.config.entryDirection === -1 && e >= target) {
          cur = e;
          this.trigger(e, time);
          continue;
        }
        break;
      }
      if (s.status !== 'RUNNING') return;
      const buy = s.gap > 0 ? s.levels[s.gap - 1] : -1;
      if (buy >= target && buy >= stops.down) {
        this.fillBuy(time);
        cur = buy;
        if (s.config.slRate !== null || s.config.tpRate !== null) stops.refresh(s);
        continue;
      }
      if (stops.down >= target) {
        this.close('quote', stops.downReason, Math.min(stops.down, cur), time);
        return;
      }
      break;
    }
    s.lastTicks = target;
  }

  walkUp(target: number, time: number): void {
    const s = this.s;
    const stops = this.stops;
    const n = s.config.cellNumber;
    let cur = s.lastTicks;
    for (;;) {
      if (s.status === 'AWAIT_ACTIVATION') {
        const e = s.config.entryTicks!;
        if (s.config.entryDirection === 1 && e <= target) {
          cur = e;
          this.trigger(e, time);
          continue;
        }
        break;
      }
      if (s.status !== 'RUNNING') return;
      const sell = s.gap < n ? s.levels[s.gap + 1] : INF;
      const tp = stops.up;
      const tr = s.config.enableTrailing ? this.trailingTrigger(cur) : INF;
      const next = Math.min(sell, tp, tr);
      if (next > target) break;
      if (sell === next) {
        this.fillSell(time);
        cur = sell;
        if (s.config.slRate !== null || s.config.tpRate !== null) stops.refresh(s);
        continue;
      }
      if (tp === next) {
        this.close('quote', 'CLOSED_TAKE_PROFIT', Math.max(tp, cur), time);
        return;
      }
      const px = Math.max(tr, cur);
      this.shiftUp(px, time);
      cur = px;
      stops.refresh(s);
    }
    s.lastTicks = target;
    if (s.status === 'RUNNING' && target > s.peakTicks) {
      s.peakTicks = target;
      if (s.config.tsRate !== null) stops.refresh(s);
    }
  }

  private trigger(px: number, time: number): void {
    this.sink.other({ type: 'entry_triggered', time, priceTicks: px });
    this.activate(px, time);
  }

  /** Cancels every order, settles per `mode` at `px`, completes the bot. */
  close(mode: SpotCloseMode, reason: SpotGridCloseReason, px: number, time: number): void {
    const s = this.s;
    const m = s.market;
    if (s.status === 'COMPLETED') return;
    if (s.status === 'RUNNING') {
      for (let c = 0; c < s.qty.length; c++) {
        if (c < s.gap) this.sink.cancelled(s.refs[c], 'buy', s.levels[c], s.qty[c], c);
        else this.sink.cancelled(s.refs[c], 'sell', s.levels[c + 1], s.qty[c], c);
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
    else if (effective === 'base' && s.quoteFree > 0) this.market('buy', maxBuyLots(m, px, s.quoteFree), px, time);
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

/** Grid APR and similar rates: amount / investment × 525 600 / minutes, as a double (display). */
export function annualise(amount: number, investment: number, elapsedMs: number): number {
  if (investment <= 0) return 0;
  const minutes = Math.max(1, divFloor(elapsedMs, 60_000));
  return (amount / investment) * (525_600 / minutes);
}
