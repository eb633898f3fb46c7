/**
 * Martingale transition core. Every method mutates a *working* state (the
 * public API in martingale.ts clones first; the backtest runs one working
 * state through a whole history) and appends events.
 *
 * A round (plan.ts has the order rules):
 * 1. is sized at its start price: the largest base size whose whole
 *    worst-case round (orders valid, accepted by the risk limit) needs at
 *    most min(wallet, total margin) — the wallet, but never the profits of
 *    earlier rounds (designed: profits are banked, not reinvested, so a
 *    round risks no more than the margin the user put in; a top-up raises
 *    it). The first round's base is the creation plan's. When not even the
 *    smallest round fits, the bot stops with ORDER_COST ("insufficient order
 *    balance") without opening. Then it opens the base at market (taker);
 * 2. rests the next add as a limit order at its trigger, reserving its
 *    initial margin and maker fee from the wallet (`reserved`, FM-4
 *    `order_balance`); if the wallet cannot (funding paid since the round
 *    started) the bot closes everything at market and stops with ORDER_COST;
 * 3. keeps a take-profit (exit.ts) on the whole position, recomputed after
 *    every change (add, funding, settings);
 * 4. ends at its take profit (closing at market at the TP price; with
 *    auto-cycle a new round starts there at once, else the bot completes
 *    with ROUND_TAKE_PROFIT), at the stop loss (the bot completes with
 *    STOP_LOSS), at liquidation (LIQUIDATION), or when the bot is closed.
 *
 * Walking (common/price-path.ts): between two last-price points the price
 * moves linearly, so every level between them is touched in order. An add
 * (limit buy of a long) fills when the price reaches its trigger, at the
 * trigger, as maker; the take profit and stop loss fire when the price
 * reaches their thresholds and execute there at market (taker), or at the
 * current point when the threshold was already passed (a change moved it
 * behind the price); at an equal price the add fills before the stop loss.
 * Liquidation is checked at each mark point, and right after every fill
 * against the latest mark: the mark reaching the position's trigger
 * (futures/position.ts liquidationHit) liquidates it. Funding fixes settle
 * against the wallet (futures/funding.ts): the round's funding.
 *
 * Stop loss (designed): `sl_percent` of the total margin (FM-4
 * `total_margin`: the initial margin and every top-up). It fires at the last
 * price where the bot's total PnL — every round's result, the open
 * position's unrealised PnL at that price, the fees paid so far; not the
 * closing fee — reaches −sl × total margin (common/stops.ts lossLimitPrice
 * on the PnL line a + b·P·u), closing everything; the bot completes even with
 * auto-cycle on.
 *
 * Liquidation watch (futures/risk-watch.ts, when the state has `risk`): the
 * warning and the add guard are checked at every mark point and after every
 * change (`afterChange`, and before an add is placed). While the guard holds
 * (liquidation within its distance of the mark) the round's next add is not
 * resting: a pause cancels it (its reserve back to the wallet), `placeAdd`
 * places nothing, and the resume places it again at its trigger (the same
 * price: the trigger depends only on the round's fills); when the last price
 * reached that trigger while paused, the add fills at once at its trigger,
 * as the walk fills an add whose trigger a point passed (and so on for the
 * adds after it).
 */
import { EngineInputError, type MarketRules, fee, notional } from '../core/rules';
import { lossLimitPrice } from '../common/stops';
import type { OrderCancelReason } from '../common/orders';
import { initialMargin } from '../futures/contract';
import { type FuturesFundingFix, settleFunding } from '../futures/funding';
import { type FuturesFill, type Liquidity, addMargin, applyFill, liquidate, liquidationHit } from '../futures/position';
import { cloneRiskWatch, guarded, watchRisk } from '../futures/risk-watch';
import { closeChunks, closeRules, takeProfitTicks } from './exit';
import { type RoundSpec, addLots, addTriggerTicks, baseLotsFor } from './plan';
import {
  type MartingaleEvent,
  type MartingaleFillKind,
  type MartingaleRound,
  type MartingaleRoundEnd,
  type MartingaleState,
  type MartingaleStepInput,
  type MartingaleStopType,
  MARTINGALE_CLOSE_CODE,
} from './types';

/** The round settings of a bot. */
export function roundSpec(s: MartingaleState): RoundSpec {
  const c = s.config;
  return { mode: c.mode, leverageE2: c.leverageE2, priceFloat: c.priceFloat, addMultiplier: c.addMultiplier, maxAdds: c.maxAdds, roundTp: c.roundTp };
}

/** The round's profit so far (quote units): realised − fees − insurance + funding. */
export function roundResult(r: MartingaleRound): number {
  return r.realisedPnl - r.fees - r.insurance + r.funding;
}

/** Copy of a state that shares nothing mutable with the original (the contract is never written). */
export function cloneMartingale(s: MartingaleState): MartingaleState {
  const c: MartingaleState = { ...s, config: { ...s.config }, round: s.round === null ? null : { ...s.round, fills: s.round.fills.slice() } };
  if (s.risk !== undefined) c.risk = cloneRiskWatch(s.risk);
  return c;
}

/** The working-state engine (module comment). */
export class MartingaleCore {
  readonly events: MartingaleEvent[] = [];
  /** Closing orders' rules (exit.ts). */
  private readonly cr: MarketRules;
  /** Stop-loss threshold: a long fires at prices ≤ it, a short at ≥ it; null: none. */
  slTicks: number | null = null;

  constructor(readonly s: MartingaleState) {
    this.cr = closeRules(s.contract.market);
    this.refreshSl();
  }

  private get long(): boolean {
    return this.s.config.mode === 'long';
  }

  private ref(): number {
    return this.s.nextRef++;
  }

  private roundNo(): number {
    return this.s.round?.no ?? Math.max(this.s.completedRounds, this.s.cutShortRound ?? 0);
  }

  // ── walking ───────────────────────────────────────────────────────────

  /** Walks the last price from where it is to `target` (ticks) at `time` (module comment). */
  moveTo(target: number, time: number): void {
    const s = this.s;
    const cfg = s.config;
    s.lastTime = time;
    for (;;) {
      if (s.status === 'COMPLETED') return;
      const cur = s.lastTicks;
      if (target === cur) return;
      const down = target < cur;
      if (s.status === 'AWAIT_ACTIVATION') {
        const e = cfg.entryTicks!;
        if (down ? cfg.entryDirection === -1 && e >= target : cfg.entryDirection === 1 && e <= target) {
          s.lastTicks = e;
          this.events.push({ type: 'entry_triggered', time, priceTicks: e });
          this.activate(e, time);
          continue;
        }
        s.lastTicks = target;
        return;
      }
      if (down === this.long) {
        // against the position: the next add, then the stop loss
        const add = s.addOrder;
        const sl = this.slTicks;
        const addHit = add !== null && (down ? add.priceTicks >= target : add.priceTicks <= target);
        const slHit = sl !== null && (down ? sl >= target : sl <= target);
        if (addHit && (!slHit || (down ? add.priceTicks >= sl! : add.priceTicks <= sl!))) {
          s.lastTicks = add.priceTicks;
          this.fillAdd(time);
          continue;
        }
        if (slHit) {
          const px = down ? Math.min(sl!, cur) : Math.max(sl!, cur);
          s.lastTicks = px;
          this.stopLoss(px, time);
          return;
        }
      } else {
        const tp = s.tpOrder;
        if (tp !== null && (down ? tp.priceTicks >= target : tp.priceTicks <= target)) {
          const px = down ? Math.min(tp.priceTicks, cur) : Math.max(tp.priceTicks, cur);
          s.lastTicks = px;
          this.takeProfit(px, time);
          continue;
        }
      }
      s.lastTicks = target;
      return;
    }
  }

  /** A mark point: liquidation when it reaches the position's trigger. */
  markTo(markTicks: number, time: number): void {
    const s = this.s;
    s.markTicks = markTicks;
    s.lastTime = time;
    this.checkLiquidation(time);
    this.checkRisk(time);
  }

  /** The liquidation watch at the latest mark (module comment): events, and the guard's pause (cancels the add) or resume (places it). */
  checkRisk(time: number): void {
    const s = this.s;
    if (s.risk === undefined || s.status !== 'RUNNING') return;
    for (const signal of watchRisk(s.risk, 0, s.position, s.markTicks)) {
      this.events.push({ type: 'risk', time, signal, leg: 0, markTicks: s.markTicks, liqTicks: s.position.liqTicks });
      if (signal === 'adds_paused') this.cancelAdd(time, 'risk_paused');
      else if (signal === 'adds_resumed' && s.round !== null && s.addOrder === null) {
        this.placeAdd(time);
        // a trigger the last price reached while paused: the add fills now, at its trigger (as the walk fills a passed one)
        while (this.addReached()) this.fillAdd(time);
      }
    }
  }

  /** A funding fix: settled on the open position (once per instant), then TP and SL follow the round's new result. */
  funding(fix: FuturesFundingFix): void {
    const s = this.s;
    if (fix.time <= s.fundedUntil) return;
    s.fundedUntil = fix.time;
    if (s.status !== 'RUNNING' || s.position.side === null || s.round === null) return;
    const r = settleFunding(s.contract, s.position, fix.markTicks, fix.rateE8);
    s.position = r.position;
    s.wallet += r.walletDelta;
    s.round.funding += r.walletDelta;
    this.events.push({ type: 'funding', time: fix.time, round: s.round.no, rateE8: fix.rateE8, markTicks: fix.markTicks, result: r });
    this.afterChange(fix.time);
  }

  /** Walks one step's points and fixes merged by time (types.ts MartingaleStepInput). */
  step(input: MartingaleStepInput): void {
    const last = input.last ?? [];
    const marks = input.marks ?? [];
    const fixes = input.funding ?? [];
    sorted(last, 'last');
    sorted(marks, 'marks');
    sorted(fixes, 'funding');
    let i = 0;
    let j = 0;
    let k = 0;
    while (i < last.length || j < marks.length || k < fixes.length) {
      const tl = i < last.length ? last[i].time : Infinity;
      const tm = j < marks.length ? marks[j].time : Infinity;
      const tf = k < fixes.length ? fixes[k].time : Infinity;
      if (tf <= tl && tf <= tm) this.funding(fixes[k++]);
      else if (tl <= tm) {
        const p = last[i++];
        this.moveTo(ticks(p.priceTicks, 'last'), p.time);
      } else {
        const p = marks[j++];
        this.markTo(ticks(p.priceTicks, 'marks'), p.time);
      }
    }
  }

  // ── rounds ────────────────────────────────────────────────────────────

  /** Starts the bot at `px` (creation without an entry price, or the entry trigger). */
  activate(px: number, time: number): void {
    const s = this.s;
    s.status = 'RUNNING';
    s.startedAt = time;
    this.events.push({ type: 'status', time, status: 'RUNNING' });
    this.startRound(px, time);
  }

  /** Opens a round at market at `px` if the wallet funds its whole worst case (module comment). */
  startRound(px: number, time: number): void {
    const s = this.s;
    const baseLots = baseLotsFor(s.contract, roundSpec(s), px, Math.min(s.wallet, s.deposits));
    if (baseLots === 0) {
      this.finish('F_MART_BOT_STOP_TYPE_STOP_TYPE_ORDER_COST', px, time);
      return;
    }
    const round: MartingaleRound = {
      no: s.completedRounds + 1,
      startedAt: time,
      startTicks: px,
      baseLots,
      fills: [],
      adds: 0,
      marginPosted: 0,
      fees: 0,
      funding: 0,
      realisedPnl: 0,
      insurance: 0,
      maxLots: 0,
      maxCost: 0,
      endedAt: -1,
      endTicks: 0,
      end: null,
      profit: 0,
    };
    s.round = round;
    this.events.push({ type: 'round_started', time, round: round.no, priceTicks: px, baseLots });
    this.fill('initial', 0, this.ref(), px, baseLots, 'taker', time);
    this.placeAdd(time);
    if (s.status === 'RUNNING') this.afterChange(time);
  }

  /** One fill of the round's position (opening side for 'initial'/'add', closing side otherwise). */
  private fill(kind: MartingaleFillKind, addIndex: number, ref: number, ticks: number, lots: number, liquidity: Liquidity, time: number): void {
    const s = this.s;
    const round = s.round!;
    const opening = kind === 'initial' || kind === 'add';
    const side = opening === this.long ? 'buy' : 'sell';
    const futuresFill: FuturesFill = { side, ticks, lots, liquidity };
    const result = applyFill(s.contract, s.position, futuresFill);
    s.position = result.position;
    s.wallet += result.walletDelta;
    round.fees += result.fee;
    round.marginPosted += result.marginPosted;
    round.realisedPnl += result.realisedPnl;
    if (s.position.lots > round.maxLots) {
      round.maxLots = s.position.lots;
      round.maxCost = s.position.cost;
    }
    const fill = {
      ref,
      kind,
      addIndex,
      time,
      side,
      priceTicks: ticks,
      lots,
      liquidity,
      notional: notional(s.contract.market, ticks, lots),
      fee: result.fee,
      marginPosted: result.marginPosted,
      marginReleased: result.marginReleased,
      realisedPnl: result.realisedPnl,
    } as const;
    round.fills.push(fill);
    this.events.push({ type: 'order_filled', time, round: round.no, fill, futuresFill, result });
  }

  /** Rests the round's next add at its trigger, reserving its margin and fee; ORDER_COST when the wallet cannot. */
  private placeAdd(time: number): void {
    const s = this.s;
    const cfg = s.config;
    const round = s.round!;
    const k = round.adds + 1;
    if (k > cfg.maxAdds) return;
    // the guard: no add rests while the liquidation is within its distance (a resume places it)
    this.checkRisk(time);
    if (guarded(s.risk) || s.addOrder !== null || s.status !== 'RUNNING') return;
    const prev = round.fills[round.fills.length - 1].priceTicks;
    const ticks = addTriggerTicks(cfg.mode, s.position.cost, s.position.lots, prev, cfg.priceFloat);
    const lots = addLots(round.baseLots, cfg.addMultiplier, k);
    const m = s.contract.market;
    const value = notional(m, ticks, lots);
    const reserve = initialMargin(value, cfg.leverageE2) + fee(value, m.maker);
    if (ticks === 0 || reserve > s.wallet) {
      // the round's start checked all of it: only funding paid since can get here
      this.stopForOrderCost(time);
      return;
    }
    s.wallet -= reserve;
    s.reserved += reserve;
    const ref = this.ref();
    s.addOrder = { ref, index: k, priceTicks: ticks, lots, reserve };
    this.events.push({ type: 'order_placed', time, round: round.no, ref, order: 'add', addIndex: k, side: this.long ? 'buy' : 'sell', priceTicks: ticks, lots, reserve });
  }

  /** The resting add fills at its trigger (the walker put the price there). */
  private fillAdd(time: number): void {
    const s = this.s;
    const o = s.addOrder!;
    s.addOrder = null;
    s.reserved -= o.reserve;
    s.wallet += o.reserve;
    this.fill('add', o.index, o.ref, o.priceTicks, o.lots, 'maker', time);
    s.round!.adds = o.index;
    this.placeAdd(time);
    if (s.status === 'RUNNING') this.afterChange(time);
  }

  /** After a change of position or money: liquidation at the latest mark, TP and SL recomputed and fired if already passed. */
  afterChange(time: number): void {
    const s = this.s;
    this.checkLiquidation(time);
    this.checkRisk(time);
    if (s.status !== 'RUNNING' || s.round === null) return;
    this.refreshTp(time);
    this.refreshSl();
    const cur = s.lastTicks;
    const sl = this.slTicks;
    if (sl !== null && (this.long ? sl >= cur : sl <= cur)) {
      this.stopLoss(cur, time);
      return;
    }
    const tp = s.tpOrder;
    if (tp !== null && (this.long ? tp.priceTicks <= cur : tp.priceTicks >= cur)) this.takeProfit(cur, time);
  }

  private checkLiquidation(time: number): void {
    const s = this.s;
    if (s.status !== 'RUNNING' || s.position.side === null) return;
    if (liquidationHit(s.position, s.markTicks, s.markTicks)) this.liquidateNow(time);
  }

  /** Re-places the take-profit when its price moved. */
  refreshTp(time: number): void {
    const s = this.s;
    const round = s.round;
    const pos = s.position;
    const t = round === null || pos.side === null ? 0 : takeProfitTicks(this.cr, s.config.mode, pos.lots, pos.cost, round.fees, round.funding, s.config.roundTp, round.marginPosted);
    const old = s.tpOrder;
    if ((old?.priceTicks ?? 0) === t) return;
    const side = this.long ? 'sell' : 'buy';
    const no = this.roundNo();
    if (old !== null) this.events.push({ type: 'order_cancelled', time, round: no, ref: old.ref, order: 'take_profit', addIndex: 0, side, priceTicks: old.priceTicks, lots: pos.lots, reserve: 0, reason: 'replaced' });
    s.tpOrder = null;
    if (t === 0) return;
    const ref = this.ref();
    s.tpOrder = { ref, priceTicks: t };
    this.events.push({ type: 'order_placed', time, round: no, ref, order: 'take_profit', addIndex: 0, side, priceTicks: t, lots: pos.lots, reserve: 0 });
  }

  /** The stop-loss threshold of the open position (module comment). */
  refreshSl(): void {
    const s = this.s;
    const sl = s.config.sl;
    const pos = s.position;
    if (sl === null || pos.side === null || s.status !== 'RUNNING') {
      this.slTicks = null;
      return;
    }
    const u = s.contract.market.unitsPerTickLot;
    const sign = pos.side === 'long' ? 1 : -1;
    // total PnL(P) = wallet + reserved + margin − deposits + sign × (lots × P − cost) × u
    const a = s.wallet + s.reserved + pos.margin - s.deposits - sign * pos.cost * u;
    const t = lossLimitPrice({ a, b: sign * pos.lots, unitsPerTickLot: u }, s.deposits, sl);
    this.slTicks = t.ticks;
  }

  private takeProfit(px: number, time: number): void {
    this.closeRound('take_profit', 'take_profit', px, time);
    if (this.s.config.autoCycle) this.startRound(px, time);
    else this.finish('F_MART_BOT_STOP_TYPE_STOP_TYPE_ROUND_TAKE_PROFIT', px, time);
  }

  private stopLoss(px: number, time: number): void {
    this.closeRound('stop_loss', 'stop_loss', px, time);
    this.finish('F_MART_BOT_STOP_TYPE_STOP_TYPE_STOP_LOSS', px, time);
  }

  private stopForOrderCost(time: number): void {
    const px = this.s.lastTicks;
    this.closeRound('close', 'closed', px, time);
    this.finish('F_MART_BOT_STOP_TYPE_STOP_TYPE_ORDER_COST', px, time);
  }

  /** A resting add whose trigger the last price has reached (while the bot runs). */
  private addReached(): boolean {
    const s = this.s;
    const o = s.addOrder;
    return o !== null && s.status === 'RUNNING' && (this.long ? s.lastTicks <= o.priceTicks : s.lastTicks >= o.priceTicks);
  }

  /** Cancels the resting add, if any (its reserve back to the wallet). */
  private cancelAdd(time: number, reason: OrderCancelReason): void {
    const s = this.s;
    const o = s.addOrder;
    if (o === null) return;
    s.reserved -= o.reserve;
    s.wallet += o.reserve;
    s.addOrder = null;
    this.events.push({ type: 'order_cancelled', time, round: this.roundNo(), ref: o.ref, order: 'add', addIndex: o.index, side: this.long ? 'buy' : 'sell', priceTicks: o.priceTicks, lots: o.lots, reserve: o.reserve, reason });
  }

  /** Cancels the round's orders (the add's reserve back to the wallet). */
  private cancelOrders(time: number, reason: OrderCancelReason): void {
    const s = this.s;
    const no = this.roundNo();
    this.cancelAdd(time, reason);
    const tp = s.tpOrder;
    if (tp !== null) {
      s.tpOrder = null;
      this.events.push({ type: 'order_cancelled', time, round: no, ref: tp.ref, order: 'take_profit', addIndex: 0, side: this.long ? 'sell' : 'buy', priceTicks: tp.priceTicks, lots: s.position.lots, reserve: 0, reason });
    }
  }

  /** Cancels the orders, closes the whole position at market at `px` (exit.ts closeChunks) and ends the round. */
  private closeRound(kind: MartingaleFillKind, end: MartingaleRoundEnd, px: number, time: number): void {
    const s = this.s;
    // a round that reached its take profit may be followed by the next; any other end stops the bot (endRound)
    this.cancelOrders(time, end === 'take_profit' ? 'round_ended' : 'bot_closed');
    if (s.round === null) return;
    if (s.position.side !== null) for (const x of closeChunks(this.cr, px, s.position.lots)) this.fill(kind, 0, this.ref(), px, x, 'taker', time);
    this.endRound(end, px, time);
  }

  private endRound(end: MartingaleRoundEnd, px: number, time: number): void {
    const s = this.s;
    const r = s.round!;
    r.end = end;
    r.endedAt = time;
    r.endTicks = px;
    r.profit = roundResult(r);
    s.round = null;
    // only a round that reached its take profit is completed; any other end stops the bot there (it is the last round)
    if (end === 'take_profit') s.completedRounds++;
    else s.cutShortRound = r.no;
    s.roundsProfit += r.profit;
    this.slTicks = null;
    this.events.push({ type: 'round_closed', time, round: { ...r, fills: r.fills.slice() } });
  }

  /** The mark reached the trigger: the position is liquidated (futures/position.ts liquidate) and the bot stops. */
  private liquidateNow(time: number): void {
    const s = this.s;
    this.cancelOrders(time, 'bot_closed');
    const result = liquidate(s.contract, s.position);
    s.position = result.position;
    const r = s.round!;
    r.realisedPnl += result.realisedPnl;
    r.insurance += result.insurance;
    this.events.push({ type: 'liquidated', time, round: r.no, result });
    this.endRound('liquidation', result.triggerTicks, time);
    this.finish('F_MART_BOT_STOP_TYPE_STOP_TYPE_LIQUIDATION', s.lastTicks, time);
  }

  /** Completes the bot (orders cancelled, nothing open). */
  finish(stopType: MartingaleStopType, px: number, time: number): void {
    const s = this.s;
    if (s.status === 'COMPLETED') return;
    this.cancelOrders(time, 'bot_closed');
    s.status = 'COMPLETED';
    s.endedAt = time;
    s.stopType = stopType;
    s.closeCode = MARTINGALE_CLOSE_CODE[stopType];
    s.closeTicks = px;
    this.slTicks = null;
    this.events.push({ type: 'closed', time, stopType, closeCode: s.closeCode, priceTicks: px, wallet: s.wallet });
    this.events.push({ type: 'status', time, status: 'COMPLETED' });
  }

  /** Closes the bot for `stopType` at `px`: orders cancelled, the position closed at market. */
  close(stopType: MartingaleStopType, px: number, time: number): void {
    const s = this.s;
    s.lastTime = time;
    if (s.round !== null) {
      s.lastTicks = px;
      this.closeRound('close', 'closed', px, time);
    }
    this.finish(stopType, px, time);
  }

  /** Adds `amount` to the bot: into the open position's margin (`addMargin`), else the wallet. */
  addMargin(amount: number, time: number): void {
    const s = this.s;
    s.deposits += amount;
    if (s.status === 'RUNNING' && s.position.side !== null) {
      const result = addMargin(s.contract, s.position, amount);
      s.position = result.position;
      this.events.push({ type: 'margin_added', time, amount, result });
    } else {
      s.wallet += amount;
      this.events.push({ type: 'margin_added', time, amount, result: null });
    }
  }
}

function sorted(points: readonly { readonly time: number }[], field: string): void {
  for (let i = 0; i < points.length; i++) {
    const t = points[i].time;
    if (!Number.isSafeInteger(t)) throw new EngineInputError(`${field}[${i}].time`, 'must be an integer Unix ms time');
    if (i > 0 && t < points[i - 1].time) throw new EngineInputError(`${field}[${i}].time`, 'points must be in time order');
  }
}

function ticks(p: number, field: string): number {
  if (!Number.isSafeInteger(p) || p < 1 || p > 2_147_483_647) throw new EngineInputError(field, `prices must be 1 … 2^31 − 1 ticks, got ${p}`);
  return p;
}
