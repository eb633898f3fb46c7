/**
 * Futures martingale public API: pure transitions `(state, input) → { state,
 * events }`. The input state is never modified; the result is a new
 * JSON-serialisable state. Amounts in states and events are integers (prices
 * in ticks of the contract, sizes in lots, money in quote units; see
 * core/rules.ts): convert with `ticksToPrice`, `lotsToQty`, `unitsToQuote`
 * at the API edge. `martingaleMetrics` gives FM-4's figures as decimals.
 *
 * Which call serves which contract (libs/shared/contracts martingale.ts):
 * - get-fmart-limit: `validateMartingale` (ranges, verdict, plan);
 *   the create page may also call `planMartingale` itself;
 * - create-fmart-bot: `createMartingale`;
 * - the live bot: `stepMartingale` (last points, mark points, funding fixes);
 * - close-fmart-bot: `closeMartingale`;
 * - update-fmart-bot: `validateMartingaleUpdate` / `updateMartingale`;
 * - get-fmart-detail: `martingaleMetrics`; rounds and round detail:
 *   `martingaleRoundFigures` on the `round_closed` events' records and the
 *   state's running round.
 */
import { ratioToDecimal, unitsToDecimal } from '../core/decimal';
import { symbolBotHead } from '../common/bot-state';
import { EngineInputError, type Rate, lotsToQty, parseRate, priceToTicks, quoteToUnits, ticksToPrice, unitsToQuote } from '../core/rules';
import { compareRates, sameRate } from '../core/rate';
import { aprDecimal, minutesRunning } from '../common/apr';
import { EngineStateError } from '../common/errors';
import type { FuturesContract } from '../futures/contract';
import { type RiskWatch, cloneRiskWatch } from '../futures/risk-watch';
import { LIQ_NEVER, averageEntryPrice, flatPosition, futuresMetrics, unrealisedPnl } from '../futures/position';
import { MartingaleCore, cloneMartingale, roundResult, roundSpec } from './core';
import { compileMartingaleInput } from './input';
import { type MartingaleLimits, MARTINGALE_BOUNDS, limitsOf, planMartingale, roundSpecOf } from './validate';
import {
  type MartingaleCheckCode,
  type MartingaleCloseStopType,
  type MartingaleConfig,
  type MartingaleInput,
  type MartingaleMarket,
  type MartingaleRound,
  type MartingaleState,
  type MartingaleStep,
  type MartingaleStepInput,
  MARTINGALE_CHECK_SUCCESS,
  MARTINGALE_STOP_TYPE_NONE,
} from './types';

// planMartingale lives with the validator (validate.ts): a create page planning a round carries no state machine.
export { cloneMartingale, planMartingale };

export type MartingaleCreateResult =
  | { readonly ok: true; readonly state: MartingaleState; readonly events: MartingaleStep['events']; readonly limits: MartingaleLimits }
  | { readonly ok: false; readonly limits: MartingaleLimits };

function required<T>(v: T | null, field: string): T {
  if (v === null) throw new EngineInputError(field, 'is required');
  return v;
}

/**
 * FM-2 create-fmart-bot. Validates first (FM-1's verdict and the plan; a
 * failing check code creates nothing). Without an entry price the first
 * round opens at the last price; with one the bot waits in
 * AWAIT_ACTIVATION, holding the margin, until the last price reaches it.
 *
 * `risk`: the liquidation watch the bot runs with (futures/risk-watch.ts;
 * checked from its first order on), or none.
 */
export function createMartingale(input: MartingaleInput, contract: FuturesContract, market: MartingaleMarket, now: number, risk?: RiskWatch): MartingaleCreateResult {
  const m = contract.market;
  const ci = compileMartingaleInput(m, input);
  const lastTicks = priceToTicks(m, market.lastPrice, 'lastPrice');
  const markTicks = market.markPrice === undefined || market.markPrice === '' ? lastTicks : priceToTicks(m, market.markPrice, 'markPrice');
  const spec = roundSpecOf(ci);
  if (spec === null) throw new EngineInputError('price_float_percent', 'price_float_percent, add_position_percent, add_position_num and round_tp_percent are required');
  const initMargin = required(ci.initMargin, 'init_margin');
  const limits = limitsOf(contract, ci, lastTicks);
  if (limits.check_code !== MARTINGALE_CHECK_SUCCESS || limits.plan === null) return { ok: false, limits };
  const entryDirection: -1 | 0 | 1 = ci.entryTicks === null || ci.entryTicks === lastTicks ? 0 : ci.entryTicks < lastTicks ? -1 : 1;
  const config: MartingaleConfig = {
    ...spec,
    sl: ci.sl,
    autoCycle: ci.autoCycle,
    entryTicks: ci.entryTicks,
    entryDirection,
  };
  const state: MartingaleState = {
    ...symbolBotHead('martingale', market),
    contract,
    config,
    status: 'AWAIT_ACTIVATION',
    createdAt: now,
    startedAt: -1,
    endedAt: 0,
    modifiedAt: now,
    position: flatPosition(contract, ci.leverageE2),
    wallet: initMargin,
    reserved: 0,
    deposits: initMargin,
    round: null,
    completedRounds: 0,
    roundsProfit: 0,
    addOrder: null,
    tpOrder: null,
    lastTicks,
    markTicks,
    lastTime: now,
    // a position opened at `now` owes nothing at a funding instant ≤ now
    fundedUntil: now,
    nextRef: 1,
    stopType: null,
    closeCode: null,
    closeTicks: 0,
  };
  if (risk !== undefined) state.risk = cloneRiskWatch(risk);
  const core = new MartingaleCore(state);
  if (entryDirection === 0) {
    if (ci.entryTicks !== null) core.events.push({ type: 'entry_triggered', time: now, priceTicks: lastTicks });
    core.activate(lastTicks, now);
  } else core.events.push({ type: 'status', time: now, status: 'AWAIT_ACTIVATION' });
  return { ok: true, state, events: core.events, limits };
}

/** Walks the bot through last-price points, mark points and funding fixes, merged by time (types.ts MartingaleStepInput). */
export function stepMartingale(state: MartingaleState, input: MartingaleStepInput): MartingaleStep {
  const s = cloneMartingale(state);
  const core = new MartingaleCore(s);
  core.step(input);
  return { state: s, events: core.events };
}

/** Options of closeMartingale. */
export interface MartingaleCloseOptions {
  /** Default BY_USER (the owner's close). */
  readonly stopType?: MartingaleCloseStopType;
  /** Last price the position closes at (ticks). */
  readonly priceTicks: number;
  readonly time: number;
}

/**
 * FM-3 close-fmart-bot: cancels the orders and closes the position at market
 * at `priceTicks` (taker, exit.ts closeChunks); the bot completes with the
 * stop type's close code. Throws EngineStateError for a completed bot (405).
 */
export function closeMartingale(state: MartingaleState, opts: MartingaleCloseOptions): MartingaleStep {
  if (state.status === 'COMPLETED') throw new EngineStateError('the bot is already completed');
  if (!Number.isSafeInteger(opts.priceTicks) || opts.priceTicks < 1) throw new EngineInputError('priceTicks', 'must be a positive number of ticks');
  const s = cloneMartingale(state);
  const core = new MartingaleCore(s);
  core.close(opts.stopType ?? 'F_MART_BOT_STOP_TYPE_STOP_TYPE_BY_USER', opts.priceTicks, opts.time);
  return { state: s, events: core.events };
}

/**
 * update-fmart-bot (designed): what may change while the bot runs, its
 * statistics kept. The round TP applies to the running round at once (its
 * take-profit is re-placed); the SL (`""` clears) and auto-cycle at once;
 * `addMargin` (quote) goes into the open position's isolated margin (it
 * moves the liquidation price away; it is not part of the round's TP base),
 * or into the wallet while flat or awaiting activation, and counts in the
 * total margin. The leverage, mode, price float, multiplier, add count and
 * base size shape the worst-case plan the bot was created with and do not
 * change. Absent fields keep their value.
 */
export interface MartingaleUpdate {
  readonly roundTpPercent?: string;
  readonly slPercent?: string;
  readonly autoCycle?: boolean;
  readonly addMargin?: string;
}

export type MartingaleUpdateResult =
  | { readonly ok: true; readonly state: MartingaleState; readonly events: MartingaleStep['events'] }
  | { readonly ok: false; readonly check_code: MartingaleCheckCode };

const inRange = (r: Rate, min: string, max: string): -1 | 0 | 1 => (compareRates(r, parseRate(min, 'range')) < 0 ? -1 : compareRates(r, parseRate(max, 'range')) > 0 ? 1 : 0);

interface ParsedUpdate {
  readonly tp: Rate | null;
  /** undefined: keep; null: clear. */
  readonly sl: Rate | null | undefined;
  readonly autoCycle: boolean | undefined;
  readonly margin: number | null;
}

function parseUpdate(state: MartingaleState, u: MartingaleUpdate): ParsedUpdate {
  const m = state.contract.market;
  const text = (v: string | undefined): v is string => v !== undefined && v !== '';
  return {
    tp: text(u.roundTpPercent) ? parseRate(u.roundTpPercent, 'round_tp_percent') : null,
    sl: u.slPercent === undefined ? undefined : u.slPercent === '' ? null : parseRate(u.slPercent, 'sl_percent'),
    autoCycle: u.autoCycle,
    margin: u.addMargin === undefined || u.addMargin === '' ? null : quoteToUnits(m, u.addMargin, 'add_margin', 'down'),
  };
}

/** The verdict of an update at the bot's last price (designed codes in types.ts). */
export function validateMartingaleUpdate(state: MartingaleState, update: MartingaleUpdate): MartingaleCheckCode {
  if (state.status === 'COMPLETED') return 'F_MART_LIMIT_CHECK_CODE_F_MART_BOT_NOT_RUNNING';
  const p = parseUpdate(state, update);
  const cfg = state.config;
  const changes =
    (p.tp !== null && !sameRate(p.tp, cfg.roundTp)) ||
    (p.sl !== undefined && !sameRate(p.sl, cfg.sl)) ||
    (p.autoCycle !== undefined && p.autoCycle !== cfg.autoCycle) ||
    p.margin !== null;
  if (!changes) return 'F_MART_LIMIT_CHECK_CODE_F_MART_PARAMETERS_NOT_CHANGED';
  const B = MARTINGALE_BOUNDS;
  if (p.tp !== null) {
    const v = inRange(p.tp, B.roundTpPercent.min, B.roundTpPercent.max);
    if (v < 0) return 'F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_LOW';
    if (v > 0) return 'F_MART_LIMIT_CHECK_CODE_F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH';
  }
  if (p.margin !== null && p.margin <= 0) return 'F_MART_LIMIT_CHECK_CODE_F_MART_ADD_MARGIN_TOO_LOW';
  const sl = p.sl === undefined ? cfg.sl : p.sl;
  if (p.sl !== undefined && p.sl !== null) {
    const v = inRange(p.sl, B.slPercent.min, B.slPercent.max);
    if (v < 0) return 'F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW';
    if (v > 0) return 'F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_HIGH';
  }
  if (sl !== null && p.sl !== undefined && state.position.side !== null) {
    // an SL the total PnL has already reached would fire at once: a wider one is needed
    const deposits = state.deposits + (p.margin ?? 0);
    if (BigInt(totalPnl(state, state.lastTicks)) * BigInt(sl.den) <= -BigInt(sl.num) * BigInt(deposits)) return 'F_MART_LIMIT_CHECK_CODE_F_MART_SL_PER_TOO_LOW';
  }
  return MARTINGALE_CHECK_SUCCESS;
}

/** update-fmart-bot: applies `update` at `time` when its verdict is success (MartingaleUpdate). */
export function updateMartingale(state: MartingaleState, update: MartingaleUpdate, time: number): MartingaleUpdateResult {
  const code = validateMartingaleUpdate(state, update);
  if (code !== MARTINGALE_CHECK_SUCCESS) return { ok: false, check_code: code };
  const p = parseUpdate(state, update);
  const s = cloneMartingale(state);
  const cfg = s.config;
  const settings = (p.tp !== null && !sameRate(p.tp, cfg.roundTp)) || (p.sl !== undefined && !sameRate(p.sl, cfg.sl)) || (p.autoCycle !== undefined && p.autoCycle !== cfg.autoCycle);
  if (p.tp !== null) cfg.roundTp = p.tp;
  if (p.sl !== undefined) cfg.sl = p.sl;
  if (p.autoCycle !== undefined) cfg.autoCycle = p.autoCycle;
  const core = new MartingaleCore(s);
  if (settings) {
    s.modifiedAt = time;
    core.events.push({ type: 'settings_changed', time });
  }
  if (p.margin !== null) core.addMargin(p.margin, time);
  if (s.status === 'RUNNING') core.afterChange(time);
  return { ok: true, state: s, events: core.events };
}

/** The bot's total PnL at a last price (quote units): equity − total margin. */
function totalPnl(s: MartingaleState, ticks: number): number {
  return s.wallet + s.reserved + s.position.margin + unrealisedPnl(s.contract, s.position, ticks) - s.deposits;
}

/** FM-4 figures of a round (running or closed), as decimals. */
export interface MartingaleRoundFigures {
  readonly round: number;
  readonly status: 'running' | MartingaleRound['end'];
  readonly start_price: string;
  readonly end_price: string;
  readonly adds: number;
  /** Position at its largest: size and average cost. */
  readonly max_size: string;
  readonly avg_price: string;
  readonly margin: string;
  readonly fees: string;
  readonly funding: string;
  readonly realized_pnl: string;
  /** The round's result: realised − fees − insurance + funding (so far while running). */
  readonly profit: string;
  /** profit / margin, fraction. */
  readonly profit_per: string;
  readonly start_time: number;
  readonly end_time: number;
}

/** The figures a round list and round detail show (times in Unix ms; the service converts to seconds). */
export function martingaleRoundFigures(contract: FuturesContract, round: MartingaleRound): MartingaleRoundFigures {
  const m = contract.market;
  const profit = round.end === null ? roundResult(round) : round.profit;
  const avg = round.maxLots > 0 ? averageEntryPrice(contract, { ...flatPosition(contract, contract.maxLeverageE2), side: 'long', lots: round.maxLots, cost: round.maxCost }) : '';
  return {
    round: round.no,
    status: round.end ?? 'running',
    start_price: ticksToPrice(m, round.startTicks),
    end_price: round.end === null ? '' : ticksToPrice(m, round.endTicks),
    adds: round.adds,
    max_size: lotsToQty(m, round.maxLots),
    avg_price: avg,
    margin: unitsToQuote(m, round.marginPosted),
    fees: unitsToQuote(m, round.fees),
    funding: unitsToQuote(m, round.funding),
    realized_pnl: unitsToQuote(m, round.realisedPnl - round.insurance),
    profit: unitsToQuote(m, profit),
    profit_per: round.marginPosted > 0 ? ratioToDecimal(BigInt(profit), BigInt(round.marginPosted), 6) : '0',
    start_time: round.startedAt,
    end_time: round.end === null ? 0 : round.endedAt,
  };
}

/** FM-4 `fmart_detail` as the engine knows it (the simulator adds ids, coins, copies, rewards, ADL rank). */
export interface MartingaleMetrics {
  readonly bot_display_status: string;
  readonly fmart_mode: string;
  readonly leverage: string;
  readonly actual_leverage: string;
  readonly single_round_target_profit_per: string;
  readonly add_pos_num: string;
  readonly add_pos_per: string;
  readonly price_float_per: string;
  readonly entry_price: string;
  readonly sl_per: string;
  readonly total_margin: string;
  readonly pnl: string;
  readonly pnl_per: string;
  readonly realized_pnl: string;
  readonly unrealized_pnl: string;
  readonly net_funding_fee: string;
  readonly total_apr: string;
  /** Rounds that reached their take profit. */
  readonly completed_rounds: number;
  /** The last round, when a close, stop loss or liquidation ended it before its take profit (0: none). */
  readonly cut_short_round: number;
  readonly current_round: number;
  readonly current_added_pos_num: number;
  readonly pos_size: string;
  readonly avg_pos_price: string;
  readonly pos_balance: string;
  readonly order_balance: string;
  readonly available_balance: string;
  readonly mark_price: string;
  readonly current_price: string;
  readonly estimated_liq_price: string;
  readonly auto_cycle: string;
  readonly stop_type: string;
  readonly close_code: string;
  readonly close_price: string;
  readonly tick_size: string;
  readonly operation_time: string;
  readonly create_time: string;
  readonly modify_time: string;
  readonly end_time: string;
  readonly running_duration: string;
  // extras of the detail screen (designed)
  readonly base_size: string;
  readonly tp_price: string;
  readonly sl_price: string;
  readonly next_add_price: string;
  readonly total_fee: string;
  readonly rounds_profit: string;
}

const DISPLAY = { AWAIT_ACTIVATION: 'F_MART_BOT_DISPLAY_STATUS_AWAIT_ACTIVATION', RUNNING: 'F_MART_BOT_DISPLAY_STATUS_RUNNING', COMPLETED: 'F_MART_BOT_DISPLAY_STATUS_COMPLETED' } as const;
const seconds = (ms: number): string => String(Math.floor(ms / 1000));
/** A rate as its decimal (parseRate keeps the denominator a power of ten). */
const frac = (r: Rate | null): string => (r === null ? '' : unitsToDecimal(r.num, String(r.den).length - 1));

/**
 * FM-4 figures at `now` with the current last and mark prices (defaults: the
 * state's). Units: money in the quote coin, fractions, times in Unix
 * **seconds** (strings, as FM-4). Definitions (designed where FM-4 only
 * names the field):
 * - pnl = realized_pnl + unrealized_pnl + net_funding_fee = equity − total
 *   margin; realized_pnl = closed trades' PnL − every fee − liquidation
 *   losses to insurance; unrealized at the mark; pnl_per = pnl / total margin;
 * - total_apr = pnl / total margin per year over the minutes running
 *   (common/apr.ts); operation_time = seconds since creation,
 *   running_duration = seconds since the first round opened (0 before);
 *   end_time 0 while running (the table's rule; its example's end = create
 *   time is not followed);
 * - stop_type `…_UNKNOWN_UNSPECIFIED` and close_code `BOT_CLOSE_CODE_UNKNOWN`
 *   until the bot stops.
 */
export function martingaleMetrics(state: MartingaleState, at: { readonly now: number; readonly lastTicks?: number; readonly markTicks?: number }): MartingaleMetrics {
  const s = state;
  const c = s.contract;
  const m = c.market;
  const cfg = s.config;
  const done = s.status === 'COMPLETED';
  const last = done ? s.lastTicks : (at.lastTicks ?? s.lastTicks);
  const mark = done ? s.markTicks : (at.markTicks ?? s.markTicks);
  const pos = s.position;
  const q = (units: number): string => unitsToQuote(m, units);
  const upnl = unrealisedPnl(c, pos, mark);
  const realised = pos.realisedPnl - pos.fees - pos.insurance;
  const pnl = realised + upnl + pos.funding;
  const end = done ? s.endedAt : at.now;
  const runMs = s.startedAt < 0 ? 0 : Math.max(0, end - s.startedAt);
  const f = futuresMetrics(c, pos, mark);
  const core = new MartingaleCore(cloneMartingale(s));
  const open = pos.side !== null;
  return {
    bot_display_status: DISPLAY[s.status],
    fmart_mode: cfg.mode === 'long' ? 'F_MART_MODE_MARTINGALE_MODE_LONG' : 'F_MART_MODE_MARTINGALE_MODE_SHORT',
    leverage: unitsToDecimal(cfg.leverageE2, 2),
    actual_leverage: f.realLeverage,
    single_round_target_profit_per: frac(cfg.roundTp),
    add_pos_num: String(cfg.maxAdds),
    add_pos_per: frac(cfg.addMultiplier),
    price_float_per: frac(cfg.priceFloat),
    entry_price: cfg.entryTicks === null ? '' : ticksToPrice(m, cfg.entryTicks),
    sl_per: frac(cfg.sl),
    total_margin: q(s.deposits),
    pnl: q(pnl),
    pnl_per: ratioToDecimal(BigInt(pnl), BigInt(Math.max(1, s.deposits)), 6),
    realized_pnl: q(realised),
    unrealized_pnl: q(upnl),
    net_funding_fee: q(pos.funding),
    total_apr: runMs > 0 ? aprDecimal(pnl, s.deposits, minutesRunning(runMs)) : '0',
    completed_rounds: s.completedRounds,
    cut_short_round: s.cutShortRound ?? 0,
    current_round: s.round?.no ?? 0,
    current_added_pos_num: s.round?.adds ?? 0,
    pos_size: lotsToQty(m, pos.lots),
    avg_pos_price: open ? averageEntryPrice(c, pos) : '',
    pos_balance: q(pos.margin),
    order_balance: q(s.reserved),
    available_balance: q(s.wallet),
    mark_price: ticksToPrice(m, mark),
    current_price: ticksToPrice(m, last),
    estimated_liq_price: f.liquidationPrice,
    auto_cycle: cfg.autoCycle ? 'AUTO_CYCLE_TOGGLE_AUTO_CYCLE_TOGGLE_ENABLE' : 'AUTO_CYCLE_TOGGLE_AUTO_CYCLE_TOGGLE_DISABLE',
    stop_type: s.stopType ?? MARTINGALE_STOP_TYPE_NONE,
    close_code: s.closeCode ?? 'BOT_CLOSE_CODE_UNKNOWN',
    close_price: done ? ticksToPrice(m, s.closeTicks) : '',
    tick_size: m.rules.tickSize,
    operation_time: seconds(Math.max(0, end - s.createdAt)),
    create_time: seconds(s.createdAt),
    modify_time: seconds(s.modifiedAt),
    end_time: done ? seconds(s.endedAt) : '0',
    running_duration: seconds(runMs),
    base_size: s.round === null ? '' : lotsToQty(m, s.round.baseLots),
    tp_price: s.tpOrder === null ? '' : ticksToPrice(m, s.tpOrder.priceTicks),
    sl_price: core.slTicks === null || core.slTicks < 1 || core.slTicks >= LIQ_NEVER ? '' : ticksToPrice(m, core.slTicks),
    next_add_price: s.addOrder === null ? '' : ticksToPrice(m, s.addOrder.priceTicks),
    total_fee: q(pos.fees),
    rounds_profit: q(s.roundsProfit),
  };
}

export { roundSpec };
