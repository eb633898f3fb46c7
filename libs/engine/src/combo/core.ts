/**
 * The combo's working-state engine: walking prices, marks and funding of
 * every leg, rebalancing, stops, liquidation and closing. It mutates the
 * state it is given (combo.ts clones first); every amount exact (types.ts).
 *
 * Rebalance (decision 4). With E = equity at the marks (wallet + Σ live
 * legs' margin + unrealised PnL), T = Σ target bp of the live legs and
 * leverage L, leg i's target size is
 *
 *     lots_i = ⌊ E × k × bp_i / T × L / (mark_i × u_i × f_i) ⌋
 *
 * (f_i: bot units per leg unit), capped by the risk limit: the position's
 * value at entry may not pass the last tier that allows L (the leg is then
 * LIMITED_REASON_RISK_LIMIT). k = 1 unless the wallet cannot fund every
 * increase's initial margin and fee after the decreases (an unrealised
 * profit counts in E but is not cash); then k is the largest fraction, in
 * 1/10 000, that it can fund — all targets shrink together, so the weights
 * hold, and every live leg the shrink left below its k = 1 size is marked
 * LIMITED_REASON_MARGIN (its own reason: not MIN_QTY, even when the shrunk
 * difference then fell under the minimum order). Each leg trades its difference at market at its last price (taker;
 * decreases first, then increases), split into valid orders; a difference
 * below the smallest order at the price (min qty / min notional) is not
 * traded (LIMITED_REASON_MIN_QTY); a leg that closes completely uses the
 * reduce-only close rules (futures/close.ts). After trading, a leg whose
 * weight lies outside the band (the adjust percent, 0.01 in modes without
 * one) without a reason is marked: RISK_LIMIT when another leg was capped
 * by it (the cap moved the others' weights), else MIN_QTY (lot granularity).
 *
 * Triggers: mode 1 (and 3) at the first point at or after last rebalance +
 * interval; mode 2 (and 3) at a mark point after which the drift max_i
 * |current_i − target_i| exceeds the percent (weights at the marks) and
 * whole lots can bring some leg closer to its ideal size (`canImprove`:
 * otherwise, with a lot wider than the band, the drift would fire at every
 * mark for nothing). The record's reason is what fired (1 time, 2 drift);
 * 4, 5, 6 come from rebalanceCombo.
 *
 * Stops on the total (decision 5), checked at each mark point and after
 * funding, on equity E against the total margin D: TP when E − D ≥ tp × D,
 * SL when E − D ≤ −sl × D, trailing when E ≤ peak × (1 − trailing) with
 * peak the highest E seen at a mark point while a stop is set (since
 * creation, or since modify-setting turned the trailing stop on). Liquidation of a
 * leg at its mark comes first; the bot closes when every leg is liquidated.
 *
 * Liquidation watch (futures/risk-watch.ts, when the state has `risk`): each
 * leg is checked at its mark points, after funding and after a rebalance's
 * fills. While the guard holds a leg, a rebalance does not increase it: its
 * target is capped at its size (LIMITED_REASON_LIQ_GUARD, designed);
 * decreases go on. The resume needs nothing: the next rebalance trades it.
 */
import { EngineInputError, type MarketRules, type Rate, fee, maxLotsAt, minLotsAt, notional } from '../core/rules';
import { marketChunks } from '../common/orders';
import { closeChunks, closeRules } from '../futures/close';
import { type FuturesFill, applyFill, liquidate, liquidationHit, unrealisedPnl } from '../futures/position';
import { settleFunding } from '../futures/funding';
import { cloneRiskWatch, guarded, watchRisk } from '../futures/risk-watch';
import {
  type ComboAdjustReason,
  type ComboEvent,
  type ComboFillKind,
  type ComboFundingFix,
  type ComboLeg,
  type ComboLimitedReason,
  type ComboRebalanceLeg,
  type ComboState,
  type ComboStepInput,
  type ComboStopType,
  COMBO_CLOSE_CODE,
} from './types';

const BP = 10_000;
const BAND_DEFAULT: Rate = { num: 1, den: 100 };

/** a × b compared with c × d (non-negative integers), exactly. */
function cmpProducts(a: number, b: number, c: number, d: number): number {
  const x = a * b;
  const y = c * d;
  if (Number.isSafeInteger(x) && Number.isSafeInteger(y)) return x < y ? -1 : x > y ? 1 : 0;
  const X = BigInt(a) * BigInt(b);
  const Y = BigInt(c) * BigInt(d);
  return X < Y ? -1 : X > Y ? 1 : 0;
}

/** Copy of a state sharing nothing mutable with the original (contracts are never written). */
export function cloneCombo(s: ComboState): ComboState {
  const c: ComboState = { ...s, config: { ...s.config }, legs: s.legs.map((l) => ({ ...l })) };
  if (s.risk !== undefined) c.risk = cloneRiskWatch(s.risk);
  return c;
}

/** Notional of a leg at its mark, bot units. */
export function legValue(l: ComboLeg): number {
  return l.position.side === null ? 0 : notional(l.contract.market, l.markTicks, l.position.lots) * l.unitFactor;
}

/** Unrealised PnL of a leg at its mark, bot units. */
export function legUpnl(l: ComboLeg): number {
  return l.position.side === null ? 0 : unrealisedPnl(l.contract, l.position, l.markTicks) * l.unitFactor;
}

/** Equity at the marks: wallet + Σ legs' margin + unrealised PnL (bot units). */
export function comboEquity(s: ComboState): number {
  let e = s.wallet;
  for (const l of s.legs) if (l.position.side !== null) e += l.position.margin * l.unitFactor + legUpnl(l);
  return e;
}

/** Weights of the legs in bp (half-even) of the live legs' Σ notional at the marks; all 0 when flat. */
export function legWeightsBp(s: ComboState): number[] {
  const v = s.legs.map(legValue);
  const total = v.reduce((a, b) => a + b, 0);
  return v.map((x) => (total === 0 ? 0 : roundHalfEven(x * BP, total)));
}

function roundHalfEven(num: number, den: number): number {
  if (Number.isSafeInteger(num)) {
    const q = Math.floor(num / den);
    const r = num - q * den;
    return r * 2 > den || (r * 2 === den && q % 2 === 1) ? q + 1 : q;
  }
  const N = BigInt(num);
  const D = BigInt(den);
  const q = N / D;
  const r = N % D;
  return Number(r * 2n > D || (r * 2n === D && q % 2n === 1n) ? q + 1n : q);
}

/** Exact |value_i × T − bp_i × N| × den > num × N × T for some live leg (drift above the rate). */
export function driftAbove(s: ComboState, rate: Rate): boolean {
  let total = 0;
  let T = 0;
  for (const l of s.legs) {
    if (l.liquidated) continue;
    total += legValue(l);
    T += l.targetBp;
  }
  if (total === 0 || T === 0) return false;
  const lim = rate.num / rate.den;
  for (const l of s.legs) {
    if (l.liquidated) continue;
    const v = legValue(l);
    const d = Math.abs(v / total - l.targetBp / T);
    if (d > lim * (1 + 1e-9) + 1e-12) return true;
    if (d < lim * (1 - 1e-9) - 1e-12) continue;
    // near the threshold: exactly
    const lhs = BigInt(v) * BigInt(T) - BigInt(l.targetBp) * BigInt(total);
    const abs = lhs < 0n ? -lhs : lhs;
    if (abs * BigInt(rate.den) > BigInt(rate.num) * BigInt(total) * BigInt(T)) return true;
  }
  return false;
}

/** Bot units → whole leg lots at a price, floor (BigInt: E × bp × L can pass 2^53). */
function targetLots(E: number, k: number, bp: number, T: number, leverageE2: number, l: ComboLeg): number {
  if (E <= 0 || k <= 0) return 0;
  const m = l.contract.market;
  const num = BigInt(E) * BigInt(k) * BigInt(bp) * BigInt(leverageE2);
  const den = BigInt(T) * BigInt(BP) * 100n * BigInt(l.markTicks) * BigInt(m.unitsPerTickLot) * BigInt(l.unitFactor);
  const q = num / den;
  return q > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(q);
}

/** Largest entry value (leg units) the tiers allow at a leverage: the limit of the last tier allowing it. */
function riskCapValue(l: ComboLeg, leverageE2: number): number {
  let cap = 0;
  for (const t of l.contract.tiers) if (t.maxLeverageE2 >= leverageE2) cap = t.limit;
  return cap;
}

interface LegPlan {
  target: number;
  reason: ComboLimitedReason | null;
  /** Orders: + adds lots (opening side), − removes. */
  orders: number[];
}

export class ComboCore {
  readonly events: ComboEvent[] = [];
  /** Index of a symbol's leg. */
  private readonly bySymbol = new Map<string, number>();

  constructor(readonly s: ComboState) {
    s.legs.forEach((l, i) => this.bySymbol.set(l.symbol, i));
  }

  get running(): boolean {
    return this.s.status === 'RUNNING';
  }

  legIndex(symbol: string): number | undefined {
    return this.bySymbol.get(symbol);
  }

  // ── walking ───────────────────────────────────────────────────────────

  /** Merges every symbol's feed by time (funding, then last, then mark at an equal time; legs in order) and walks it. */
  step(input: ComboStepInput): void {
    const items: { t: number; o: number; leg: number; i: number; kind: 0 | 1 | 2 }[] = [];
    for (const [symbol, feed] of Object.entries(input.feeds ?? {})) {
      const leg = this.bySymbol.get(symbol);
      if (leg === undefined) continue;
      const lists = [feed.funding ?? [], feed.last ?? [], feed.marks ?? []] as const;
      lists.forEach((list, kind) => {
        for (let i = 0; i < list.length; i++) {
          const t = list[i].time;
          if (!Number.isSafeInteger(t)) throw new EngineInputError(`feeds.${symbol}[${i}].time`, 'must be an integer Unix ms time');
          if (i > 0 && t < list[i - 1].time) throw new EngineInputError(`feeds.${symbol}[${i}].time`, 'points must be in time order');
          items.push({ t, o: kind, leg, i, kind: kind as 0 | 1 | 2 });
        }
      });
    }
    items.sort((a, b) => a.t - b.t || a.o - b.o || a.leg - b.leg || a.i - b.i);
    for (const it of items) {
      if (!this.running) break;
      const feed = input.feeds[this.s.legs[it.leg].symbol];
      if (it.kind === 0) {
        const fix = feed.funding![it.i];
        this.funding(it.leg, { time: fix.time, rateE8: fix.rateE8, markTicks: ticks(fix.markTicks) });
      }
      else if (it.kind === 1) this.last(it.leg, ticks(feed.last![it.i].priceTicks), it.t);
      else this.mark(it.leg, ticks(feed.marks![it.i].priceTicks), it.t);
    }
    if (this.running && input.now !== undefined) this.clock(input.now);
  }

  /** A last-price point of a leg: fills use it; the time rebalance may fire. */
  last(leg: number, px: number, time: number): void {
    const s = this.s;
    s.legs[leg].lastTicks = px;
    if (time > s.lastTime) s.lastTime = time;
    this.clock(time);
  }

  /** The clock reached `time`: the time rebalance (modes 1, 3). */
  clock(time: number): void {
    const s = this.s;
    if (time > s.lastTime) s.lastTime = time;
    const iv = s.config.adjustIntervalS;
    if (!this.running || iv === null || (s.config.adjustMode !== 1 && s.config.adjustMode !== 3)) return;
    if (time - s.lastRebalanceAt >= iv * 1000) this.rebalance(1, time);
  }

  /** A mark point of a leg: liquidation, the stops on the total, the drift rebalance, the time rebalance. */
  mark(leg: number, px: number, time: number): void {
    const s = this.s;
    const l = s.legs[leg];
    l.markTicks = px;
    if (time > s.lastTime) s.lastTime = time;
    if (l.position.side !== null && liquidationHit(l.position, px, px)) {
      this.liquidateLeg(leg, time);
      if (!this.running) return;
    }
    this.checkRisk(leg, time);
    this.afterMarks(time);
  }

  /** After marks moved: the stops on the total, then the drift rebalance, then the time rebalance. */
  private afterMarks(time: number): void {
    if (this.checkStops(time)) return;
    const c = this.s.config;
    if ((c.adjustMode === 2 || c.adjustMode === 3) && c.adjustPercent !== null && driftAbove(this.s, c.adjustPercent) && this.canImprove()) this.rebalance(2, time);
    this.clock(time);
  }

  /**
   * Whether trading now would bring some leg closer to its ideal size. Sizes
   * are whole lots: when a leg's ideal lies between its lot count and the
   * next (one lot is more than the drift band, say), no trade gets it
   * closer, and a drift trigger would fire at every mark and trade a lot back
   * and forth, paying fees each time. Exact: ideal = num / den lots as in
   * `targetLots` at k = 1; a leg improves when |target·den − num| < |cur·den − num|.
   */
  private canImprove(): boolean {
    const s = this.s;
    const live = s.legs.map((l) => !l.liquidated);
    const T = s.legs.reduce((a, l, i) => a + (live[i] ? l.targetBp : 0), 0);
    const E = comboEquity(s);
    if (T <= 0 || E <= 0) return false;
    return s.legs.some((l, i) => {
      if (!live[i]) return false;
      const m = l.contract.market;
      const num = BigInt(E) * BigInt(BP) * BigInt(l.targetBp) * BigInt(s.config.leverageE2);
      const den = BigInt(T) * BigInt(BP) * 100n * BigInt(l.markTicks) * BigInt(m.unitsPerTickLot) * BigInt(l.unitFactor);
      const cur = l.position.side === null ? 0 : l.position.lots;
      const target = this.planLeg(l, targetLots(E, BP, l.targetBp, T, s.config.leverageE2, l)).target;
      if (target === cur) return false;
      const off = (lots: number) => {
        const d = BigInt(lots) * den - num;
        return d < 0n ? -d : d;
      };
      return off(target) < off(cur);
    });
  }

  /**
   * Every leg's last price and mark at one time (the backtest's path point):
   * all prices first, then liquidation per leg, the stops, the drift and the
   * time rebalance once — what `last` then `mark` per leg would do, checking
   * the total once instead of once per leg.
   */
  tick(last: ArrayLike<number>, marks: ArrayLike<number>, time: number): void {
    const s = this.s;
    const legs = s.legs;
    if (time > s.lastTime) s.lastTime = time;
    for (let i = 0; i < legs.length; i++) {
      legs[i].lastTicks = last[i];
      legs[i].markTicks = marks[i];
    }
    for (let i = 0; i < legs.length; i++) {
      const l = legs[i];
      if (l.position.side !== null && liquidationHit(l.position, l.markTicks, l.markTicks)) {
        this.liquidateLeg(i, time);
        if (!this.running) return;
      }
      this.checkRisk(i, time);
    }
    this.afterMarks(time);
  }

  /** A funding fix of a leg (once per instant), then the stops. */
  funding(leg: number, fix: ComboFundingFix): void {
    const s = this.s;
    const l = s.legs[leg];
    if (fix.time <= l.fundedUntil) return;
    l.fundedUntil = fix.time;
    if (fix.time > s.lastTime) s.lastTime = fix.time;
    if (l.position.side === null) return;
    const r = settleFunding(l.contract, l.position, fix.markTicks, fix.rateE8);
    if (r.walletDelta === 0) return;
    l.position = r.position;
    const delta = r.walletDelta * l.unitFactor;
    s.wallet += delta;
    this.events.push({ type: 'funding', time: fix.time, leg, symbol: l.symbol, rateE8: fix.rateE8, markTicks: fix.markTicks, result: r, walletDelta: delta });
    this.checkRisk(leg, fix.time);
    this.checkStops(fix.time);
  }

  /** TP / SL / trailing on the total at the marks; true when the bot closed. */
  checkStops(time: number): boolean {
    const s = this.s;
    if (!this.running) return true;
    const c = s.config;
    if (c.tp === null && c.sl === null && c.trailing === null) return false;
    const E = comboEquity(s);
    if (E > s.peakEquity) s.peakEquity = E;
    const D = s.deposits;
    const pnl = E - D;
    if (c.tp !== null && pnl > 0 && cmpProducts(pnl, c.tp.den, c.tp.num, D) >= 0) {
      this.close('BOT_STOP_TYPE_TAKE_PROFIT', time);
      return true;
    }
    if (c.sl !== null && pnl < 0 && cmpProducts(-pnl, c.sl.den, c.sl.num, D) >= 0) {
      this.close('BOT_STOP_TYPE_STOP_LOSS', time);
      return true;
    }
    if (c.trailing !== null && (E <= 0 || cmpProducts(E, c.trailing.den, s.peakEquity, c.trailing.den - c.trailing.num) <= 0)) {
      this.close('BOT_STOP_TYPE_TRAILING_STOP', time);
      return true;
    }
    return false;
  }

  /** The liquidation watch of a leg at its mark (module comment): events only; the guard acts in planLeg. */
  checkRisk(leg: number, time: number): void {
    const s = this.s;
    if (s.risk === undefined || !this.running) return;
    const l = s.legs[leg];
    for (const signal of watchRisk(s.risk, leg, l.position, l.markTicks)) this.events.push({ type: 'risk', time, signal, leg, markTicks: l.markTicks, liqTicks: l.position.liqTicks });
  }

  private liquidateLeg(leg: number, time: number): void {
    const s = this.s;
    const l = s.legs[leg];
    const result = liquidate(l.contract, l.position);
    l.position = result.position;
    l.liquidated = true;
    this.events.push({ type: 'leg_liquidated', time, leg, symbol: l.symbol, result, marginLost: result.marginLost * l.unitFactor });
    if (s.legs.every((x) => x.liquidated)) this.finish('BOT_STOP_TYPE_LIQUIDATION', time);
  }

  // ── trading ───────────────────────────────────────────────────────────

  /** One market fill of a leg at its last price: + lots adds to the position, − lots reduces it. */
  private fill(leg: number, lots: number, kind: ComboFillKind, time: number): number {
    const s = this.s;
    const l = s.legs[leg];
    const adds = lots > 0;
    const side = adds === (l.side === 'long') ? 'buy' : 'sell';
    const futuresFill: FuturesFill = { side, ticks: l.lastTicks, lots: Math.abs(lots), liquidity: 'taker' };
    const result = applyFill(l.contract, l.position, futuresFill);
    l.position = result.position;
    const walletDelta = result.walletDelta * l.unitFactor;
    s.wallet += walletDelta;
    this.events.push({ type: 'fill', time, ref: s.nextRef++, kind, leg, symbol: l.symbol, futuresFill, result, walletDelta });
    return result.fee * l.unitFactor;
  }

  /** The orders taking a leg from its size to `target` lots, and why it stops short (module comment). */
  private planLeg(l: ComboLeg, want: number): LegPlan {
    const m: MarketRules = l.contract.market;
    const px = l.lastTicks;
    const cur = l.position.side === null ? 0 : l.position.lots;
    let target = want;
    let reason: ComboLimitedReason | null = null;
    if (target > cur && guarded(this.s.risk, this.s.legs.indexOf(l))) {
      // the guard: no increase while the leg's liquidation is within its distance
      target = cur;
      reason = 'LIMITED_REASON_LIQ_GUARD';
    }
    if (target > cur) {
      const capValue = riskCapValue(l, this.s.config.leverageE2);
      const have = l.position.side === null ? 0 : l.position.cost * m.unitsPerTickLot;
      const room = Math.max(0, Math.floor((capValue - have) / (px * m.unitsPerTickLot)));
      if (target - cur > room) {
        target = cur + room;
        reason = 'LIMITED_REASON_RISK_LIMIT';
      }
    }
    const diff = target - cur;
    if (diff === 0) return { target: cur, reason, orders: [] };
    if (target === 0) return { target: 0, reason, orders: closeChunks(closeRules(m), px, cur).map((x) => -x) };
    const chunks = Math.abs(diff) < minLotsAt(m, px) || maxLotsAt(m, px) < 1 ? [] : marketChunks(m, px, Math.abs(diff));
    if (chunks.length === 0) return { target: cur, reason: reason ?? 'LIMITED_REASON_MIN_QTY', orders: [] };
    return { target, reason, orders: chunks.map((x) => (diff > 0 ? x : -x)) };
  }

  /** Wallet after the plans' orders (decreases first), simulated with the futures core; null if a fill is refused. */
  private walletAfter(plans: readonly LegPlan[]): number | null {
    const s = this.s;
    let w = s.wallet;
    const pos = s.legs.map((l) => l.position);
    for (const pass of [false, true]) {
      for (let i = 0; i < plans.length; i++) {
        const l = s.legs[i];
        for (const x of plans[i].orders) {
          if (x > 0 !== pass) continue;
          try {
            const r = applyFill(l.contract, pos[i], { side: x > 0 === (l.side === 'long') ? 'buy' : 'sell', ticks: l.lastTicks, lots: Math.abs(x), liquidity: 'taker' });
            pos[i] = r.position;
            w += r.walletDelta * l.unitFactor;
          } catch {
            return null;
          }
        }
      }
    }
    return w;
  }

  /**
   * Rebalances every live leg to its target (module comment) and records it;
   * `kind` 'open' for the creation's allocation (record no 0, not counted).
   */
  rebalance(reason: ComboAdjustReason, time: number, kind: ComboFillKind = 'rebalance'): void {
    const s = this.s;
    if (!this.running) return;
    const live = s.legs.map((l) => !l.liquidated);
    const T = s.legs.reduce((a, l, i) => a + (live[i] ? l.targetBp : 0), 0);
    const E = comboEquity(s);
    const before = legWeightsBp(s);
    const beforeLots = s.legs.map((l) => l.position.lots);
    const L = s.config.leverageE2;
    const plansAt = (k: number): LegPlan[] => s.legs.map((l, i) => (live[i] ? this.planLeg(l, targetLots(E, k, l.targetBp, T, L, l)) : { target: 0, reason: null, orders: [] }));
    const floorW = Math.min(0, s.wallet);
    const fits = (p: LegPlan[]): boolean => {
      const w = this.walletAfter(p);
      return w !== null && w >= floorW;
    };
    const full = plansAt(BP);
    let plans = full;
    let shrunk = false;
    if (!fits(plans)) {
      shrunk = true;
      let lo = 0;
      let hi = BP - 1;
      while (lo < hi) {
        const mid = lo + Math.ceil((hi - lo) / 2);
        if (fits(plansAt(mid))) lo = mid;
        else hi = mid - 1;
      }
      plans = plansAt(lo);
      if (!fits(plans)) plans = s.legs.map(() => ({ target: 0, reason: null, orders: [] }));
    }
    const fees = s.legs.map(() => 0);
    for (const pass of [false, true]) {
      plans.forEach((p, i) => {
        for (const x of p.orders) if (x > 0 === pass) fees[i] += this.fill(i, x, kind, time);
      });
    }
    // band check on the weights after trading
    const after = legWeightsBp(s);
    const band = s.config.adjustPercent ?? BAND_DEFAULT;
    const values = s.legs.map(legValue);
    const total = values.reduce((a, b) => a + b, 0);
    const capped = plans.some((p) => p.reason === 'LIMITED_REASON_RISK_LIMIT');
    const legs: ComboRebalanceLeg[] = s.legs.map((l, i) => {
      // the wallet's shrink first: a leg it left short of its full target says so, unless the risk limit capped it
      let why = shrunk && live[i] && plans[i].reason !== 'LIMITED_REASON_RISK_LIMIT' && plans[i].target !== full[i].target ? ('LIMITED_REASON_MARGIN' as const) : plans[i].reason;
      // flat after trading (every target below one order): below its weight by lot granularity
      if (why === null && live[i] && total === 0 && E > 0) why = 'LIMITED_REASON_MIN_QTY';
      else if (why === null && live[i] && total > 0) {
        const lhs = BigInt(values[i]) * BigInt(T) - BigInt(l.targetBp) * BigInt(total);
        const abs = lhs < 0n ? -lhs : lhs;
        if (abs * BigInt(band.den) > BigInt(band.num) * BigInt(total) * BigInt(T)) why = capped ? 'LIMITED_REASON_RISK_LIMIT' : 'LIMITED_REASON_MIN_QTY';
      }
      return {
        symbol: l.symbol,
        side: l.side,
        targetBp: live[i] && T > 0 ? roundHalfEven(l.targetBp * BP, T) : 0,
        beforeBp: before[i],
        afterBp: after[i],
        beforeLots: beforeLots[i],
        afterLots: l.position.lots,
        fee: fees[i],
        limitedReason: live[i] ? why : null,
      };
    });
    const no = kind === 'open' ? 0 : ++s.rebalances;
    s.lastRebalanceAt = time;
    this.events.push({ type: 'rebalance', time, record: { no, time, reason, equity: E, fee: fees.reduce((a, b) => a + b, 0), legs } });
    // a fill can leave a leg at or past its trigger at the current mark
    s.legs.forEach((l, i) => {
      if (this.running && l.position.side !== null && liquidationHit(l.position, l.markTicks, l.markTicks)) this.liquidateLeg(i, time);
      this.checkRisk(i, time);
    });
  }

  /** Closes every open leg at market at its last price and completes the bot. */
  close(stopType: ComboStopType, time: number): void {
    const s = this.s;
    if (!this.running) return;
    s.legs.forEach((l, i) => {
      if (l.position.side === null) return;
      for (const x of closeChunks(closeRules(l.contract.market), l.lastTicks, l.position.lots)) this.fill(i, -x, 'close', time);
    });
    this.finish(stopType, time);
  }

  finish(stopType: ComboStopType, time: number): void {
    const s = this.s;
    if (!this.running) return;
    s.status = 'COMPLETED';
    s.endedAt = time;
    s.stopType = stopType;
    s.closeCode = COMBO_CLOSE_CODE[stopType];
    s.exitEquity = comboEquity(s);
    this.events.push({ type: 'closed', time, stopType, closeCode: s.closeCode, equity: s.exitEquity, wallet: s.wallet });
  }
}

function ticks(p: number): number {
  if (!Number.isSafeInteger(p) || p < 1 || p > 2_147_483_647) throw new EngineInputError('priceTicks', `prices must be 1 … 2^31 − 1 ticks, got ${p}`);
  return p;
}

/** Fee of a market order's value at the taker rate (bot units) — for estimates. */
export function takerFee(l: ComboLeg, lots: number): number {
  return fee(notional(l.contract.market, l.lastTicks, lots), l.contract.market.taker) * l.unitFactor;
}
