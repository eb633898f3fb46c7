/**
 * Futures grid public API: pure transitions `(state, input) → { state,
 * events }`. The input state is never modified; the result is a new
 * JSON-serialisable state. Amounts in states and events are integers (see
 * core/rules.ts); `futuresGridMetrics` gives the FG-4 figures as decimals.
 * How the simulator's driver and the pages use each function:
 * libs/engine/src/futures-grid/README.md.
 */
import { ratioToDecimal, unitsToDecimal } from '../core/decimal';
import { symbolBotHead } from '../common/bot-state';
import { EngineInputError, lotsToQty, notional, parseRate, priceToTicks, ticksToPrice, unitsToQuote } from '../core/rules';
import { aprDecimal, minutesRunning } from '../common/apr';
import { nearestLevel, profitRangeDecimal } from '../common/grid-levels';
import { EngineStateError } from '../common/errors';
import type { DecimalRange } from '../common/ranges';
import { type TpSlInput, updateTpSl } from '../common/stops';
import { CANDLE_PATH_OFFSETS_MS, highFirst } from '../common/price-path';
import { FuturesError } from '../futures/contract';
import { LIQ_NEVER, addMargin, averageEntryPrice, flatPosition, unrealisedPnl } from '../futures/position';
import { type RiskWatch, cloneRiskWatch } from '../futures/risk-watch';
import { EventSink, FuturesGridCore, equityAt, orderReserve, totalInvestment } from './core';
import { plannedFills } from './sizing';
import {
  type LiquidationSides,
  compileFuturesInput,
  moveVerdict,
  plannedSides,
  planFuturesGrid,
  profitOnMargin,
  restingSides,
  stopSides,
  stopVerdict,
} from './validate';
import {
  type FuturesGridCheckCode,
  type FuturesGridConfig,
  type FuturesGridContract,
  type FuturesGridInput,
  type FuturesGridMarket,
  type FuturesGridState,
  type FuturesGridStep,
  type FuturesGridStopType,
  type FuturesGridTick,
  type FuturesGridValidation,
  FGRID_CHECK_SUCCESS,
} from './types';

/** Copy of a state that shares nothing mutable with the original. */
export function cloneFuturesGrid(s: FuturesGridState): FuturesGridState {
  const c: FuturesGridState = { ...s, levels: s.levels.slice(), refs: s.refs.slice(), open: s.open.slice(), tripTimes: s.tripTimes.slice() };
  if (s.risk !== undefined) c.risk = cloneRiskWatch(s.risk);
  return c;
}

export type FuturesGridCreateResult =
  | { readonly ok: true; readonly state: FuturesGridState; readonly events: FuturesGridStep['events']; readonly validation: FuturesGridValidation }
  | { readonly ok: false; readonly validation: FuturesGridValidation };

/**
 * FG-2: creates a futures grid. Validates first (a failing check code
 * creates nothing). The investment goes into the bot's wallet. Without an
 * entry price the bot starts at the last price: a long grid buys at market
 * the position its sells will close (a short grid sells), then one limit
 * order rests per cell, none at the level nearest the price. With an entry
 * price it waits in AWAIT_ACTIVATION until the last price reaches it.
 * `risk`: the liquidation watch it runs with (futures/risk-watch.ts), or none.
 */
export function createFuturesGrid(input: FuturesGridInput, contract: FuturesGridContract, market: FuturesGridMarket, now: number, risk?: RiskWatch): FuturesGridCreateResult {
  const ci = compileFuturesInput(input, contract, market);
  const plan = planFuturesGrid(ci);
  if (plan.validation.check_code !== FGRID_CHECK_SUCCESS || plan.size === null) return { ok: false, validation: plan.validation };
  const { c, config } = ci;
  const n = config.cellNumber;
  const state: FuturesGridState = {
    ...symbolBotHead('futures_grid', market),
    contract: c,
    config,
    status: 'AWAIT_ACTIVATION',
    createdAt: now,
    startedAt: -1,
    endedAt: 0,
    levels: plan.levels,
    shift: 0,
    gap: 0,
    qty: plan.size.q,
    refs: new Array<number>(n).fill(0),
    open: new Array<number>(n).fill(0),
    position: flatPosition(c, config.leverageE2),
    wallet: ci.investment,
    fundingOwed: 0,
    investment: ci.investment,
    marginAdded: 0,
    withdrawn: 0,
    gridProfit: 0,
    arbitrageCount: 0,
    tripTimes: [],
    extremeTicks: ci.lastTicks,
    lastTicks: ci.lastTicks,
    markTicks: ci.lastTicks,
    lastTime: now,
    nextRef: 1,
    stopType: null,
    closeCode: null,
    closeTicks: 0,
    exitEquity: 0,
    settled: 0,
  };
  if (risk !== undefined) state.risk = cloneRiskWatch(risk);
  const sink = new EventSink();
  new FuturesGridCore(state, sink).begin(ci.lastTicks, now);
  return { ok: true, state, events: sink.events, validation: plan.validation };
}

function checkTicks(t: number, field: string): void {
  if (!Number.isInteger(t) || t < 1 || t > 2_147_483_647) throw new EngineInputError(field, `must be a positive integer of ticks, got ${t}`);
}

/**
 * Walks the bot along its inputs in order (types.ts FuturesGridTick): last
 * prices move the grid (fills, stops, moves, entry), mark prices check
 * liquidation, funding fixes settle funding.
 */
export function stepFuturesGrid(state: FuturesGridState, ticks: readonly FuturesGridTick[]): FuturesGridStep {
  const s = cloneFuturesGrid(state);
  const sink = new EventSink();
  const core = new FuturesGridCore(s, sink);
  for (const t of ticks) {
    if (t.type === 'last') {
      checkTicks(t.priceTicks, 'priceTicks');
      core.moveTo(t.priceTicks, t.time);
    } else if (t.type === 'mark') {
      checkTicks(t.priceTicks, 'priceTicks');
      core.mark(t.priceTicks, t.time);
    } else if (t.type === 'funding') {
      checkTicks(t.markTicks, 'markTicks');
      core.funding(t.time, t.rateE8, t.markTicks);
    } else throw new EngineInputError('type', 'must be last, mark or funding');
  }
  return { state: s, events: sink.events };
}

/** One candle's open/high/low/close in ticks. */
export interface CandleTicks {
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
}

/**
 * The step inputs of one 1-minute index (last-price) candle and its mark
 * candle: the four path points of common/price-path.ts, each a last price
 * then its mark (the mark model is monotone in the index within a minute,
 * so the index's high and low points carry the mark's high and low). What
 * the driver's catch-up walks minute by minute.
 */
export function futuresCandleTicks(openTime: number, index: CandleTicks, mark: CandleTicks): FuturesGridTick[] {
  const hf = highFirst(index.open, index.close);
  const last = [index.open, hf ? index.high : index.low, hf ? index.low : index.high, index.close];
  const marks = [mark.open, hf ? mark.high : mark.low, hf ? mark.low : mark.high, mark.close];
  const out: FuturesGridTick[] = [];
  for (let i = 0; i < 4; i++) {
    const time = openTime + CANDLE_PATH_OFFSETS_MS[i];
    out.push({ type: 'last', time, priceTicks: last[i] }, { type: 'mark', time, priceTicks: marks[i] });
  }
  return out;
}

/** Options of closeFuturesGrid. */
export interface FuturesGridCloseOptions {
  /** Default F_GRID_BOT_STOP_TYPE_USER (FG-3). SYMBOL_OFFLINE for a delisting, USER_BAN for a ban. */
  readonly stopType?: FuturesGridStopType;
  /** Last price the position closes at (ticks, taker). */
  readonly lastTicks: number;
  readonly time: number;
}

/**
 * FG-3: closes the bot: cancels every order, closes the position at market
 * (taker) at the last price and hands the wallet back. Throws
 * EngineStateError if the bot is already completed (the API's 405).
 */
export function closeFuturesGrid(state: FuturesGridState, opts: FuturesGridCloseOptions): FuturesGridStep {
  if (state.status === 'COMPLETED') throw new EngineStateError('the bot is already completed');
  checkTicks(opts.lastTicks, 'lastTicks');
  const s = cloneFuturesGrid(state);
  const sink = new EventSink();
  new FuturesGridCore(s, sink).close(opts.stopType ?? 'F_GRID_BOT_STOP_TYPE_USER', opts.lastTicks, opts.time);
  return { state: s, events: sink.events };
}

function requireRunning(state: FuturesGridState, what: string): void {
  if (state.status === 'COMPLETED') throw new EngineStateError(`the bot is completed: no ${what}`);
}

/**
 * add-margin: `amount` quote units from the user go into the position's
 * margin (the liquidation price moves away). Only with an open position
 * (FuturesError NO_POSITION otherwise: a flat grid has nothing to protect).
 * The margin stays in the position until fills reduce it (they release
 * margin in proportion, futures/position.ts); it counts in the total
 * investment.
 */
export function addFuturesGridMargin(state: FuturesGridState, amount: number, time: number): FuturesGridStep {
  requireRunning(state, 'margin can be added');
  if (state.status !== 'RUNNING' || state.position.side === null) throw new FuturesError('NO_POSITION', 'margin can only be added to an open position');
  const s = cloneFuturesGrid(state);
  const result = addMargin(s.contract, s.position, amount);
  s.position = result.position;
  s.marginAdded += amount;
  const sink = new EventSink();
  sink.other({ type: 'margin_added', time, amount, result });
  new FuturesGridCore(s, sink).checkRisk(time);
  return { state: s, events: sink.events };
}

/** What withdraw-profit may take now, and what limits it. */
export interface FuturesGridWithdrawable {
  /** Quote units. */
  readonly amount: number;
  /** The binding limit: grid profit not yet withdrawn, the wallet beyond what the orders need, the total PnL, or a bot not running. */
  readonly limitedBy: 'grid_profit' | 'free_balance' | 'total_pnl' | 'not_running';
  readonly gridProfitLeft: number;
  /** Wallet − owed funding − what the resting orders may need (orderReserve): what leaves the position and its orders safe. */
  readonly freeBalance: number;
  /** Total PnL at the mark less what was withdrawn already. */
  readonly pnlLeft: number;
}

/**
 * How much profit can be withdrawn now and why: the smallest of the
 * realised grid profit not yet withdrawn, the wallet's free balance (wallet
 * − owed funding − the margin and fees every resting order may still need:
 * the position margin is never touched, so the liquidation price does not
 * move, and every order stays paid for) and the total PnL at the mark not
 * yet withdrawn (a bot whose floating loss eats its grid profit has nothing
 * to give).
 */
export function futuresGridWithdrawable(state: FuturesGridState, markTicks: number): FuturesGridWithdrawable {
  const gridProfitLeft = state.gridProfit - state.withdrawn;
  if (state.status !== 'RUNNING') return { amount: 0, limitedBy: 'not_running', gridProfitLeft, freeBalance: 0, pnlLeft: 0 };
  const reserve = orderReserve(state);
  const freeBalance = Number.isFinite(reserve) ? state.wallet - state.fundingOwed - reserve : 0;
  const pnlLeft = equityAt(state, markTicks) - totalInvestment(state);
  const limits: [number, FuturesGridWithdrawable['limitedBy']][] = [
    [gridProfitLeft, 'grid_profit'],
    [freeBalance, 'free_balance'],
    [pnlLeft, 'total_pnl'],
  ];
  let best = limits[0];
  for (const l of limits) if (l[0] < best[0]) best = l;
  return { amount: Math.max(0, best[0]), limitedBy: best[1], gridProfitLeft, freeBalance, pnlLeft };
}

/** withdraw-profit: takes `amount` quote units (≤ futuresGridWithdrawable) from the wallet to the user. */
export function withdrawFuturesGridProfit(state: FuturesGridState, amount: number, markTicks: number, time: number): FuturesGridStep {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new EngineInputError('amount', 'must be a positive number of quote units');
  const max = futuresGridWithdrawable(state, markTicks).amount;
  if (amount > max) throw new EngineInputError('amount', `exceeds the withdrawable profit (${unitsToQuote(state.contract.market, max)})`);
  const s = cloneFuturesGrid(state);
  s.wallet -= amount;
  s.withdrawn += amount;
  const sink = new EventSink();
  sink.other({ type: 'profit_withdrawn', time, amount });
  new FuturesGridCore(s, sink);
  return { state: s, events: sink.events };
}

/** Liquidation sides of a bot now: planned from its start while it awaits activation, else its resting orders'. */
function sidesOf(s: FuturesGridState): { sides: LiquidationSides; ref: number } {
  if (s.status === 'RUNNING') return { sides: restingSides(s), ref: s.lastTicks };
  const px = s.config.entryTicks ?? s.lastTicks;
  const gap = nearestLevel(s.levels, px);
  const plan = plannedFills(s.contract, s.config.mode, s.levels, gap, px, s.qty);
  return { sides: plannedSides(s.contract, plan, s.config.leverageE2), ref: px };
}

/** query-fgrid-tpsl-range / update checks: the TP / SL / trailing ranges of a bot now and the verdict of `config`. */
export interface FuturesGridTpSlRange {
  readonly check_code: FuturesGridCheckCode;
  readonly take_profit: DecimalRange;
  readonly stop_loss: DecimalRange;
  readonly take_profit_price: DecimalRange;
  readonly stop_loss_price: DecimalRange;
  readonly trailing_stop_per: DecimalRange;
  readonly last_price: string;
  /** Liquidation after every resting opening order fills (FG-1's estimates, live): "" when none. */
  readonly long_liq_price: string;
  readonly short_liq_price: string;
}

function tpSlRangeOf(state: FuturesGridState, config: FuturesGridConfig, lastTicks: number): FuturesGridTpSlRange {
  const m = state.contract.market;
  const { sides, ref } = sidesOf(state);
  const at = state.status === 'RUNNING' ? lastTicks : ref;
  const v = stopVerdict(m, config, at, lastTicks, sides, totalInvestment(state));
  const liq = (x: { liqTicks: number } | null): string => (x === null ? '' : ticksToPrice(m, x.liqTicks));
  return {
    check_code: v.code,
    take_profit: v.take_profit,
    stop_loss: v.stop_loss,
    take_profit_price: v.take_profit_price,
    stop_loss_price: v.stop_loss_price,
    trailing_stop_per: v.trailing_stop_per,
    last_price: ticksToPrice(m, lastTicks),
    long_liq_price: liq(sides.long),
    short_liq_price: liq(sides.short),
  };
}

/** The configuration a TP/SL / trailing update gives (common/stops.ts updateTpSl: absent keeps, "" clears). */
function updatedConfig(state: FuturesGridState, update: TpSlInput, lastTicks: number): FuturesGridConfig {
  const next = { ...state.config, ...updateTpSl(state.contract.market, state.config, update) };
  const ref = state.status === 'RUNNING' ? lastTicks : (state.config.entryTicks ?? lastTicks);
  return { ...next, ...stopSides(next.mode, next, ref) };
}

/** query-fgrid-tpsl-range: the ranges now (and the verdict of the current settings) at the last price. */
export function futuresGridTpSlRange(state: FuturesGridState, lastTicks: number): FuturesGridTpSlRange {
  checkTicks(lastTicks, 'lastTicks');
  return tpSlRangeOf(state, state.config, lastTicks);
}

/** The verdict of a TP/SL or trailing-stop update (the ranges are the query's). */
export function validateFuturesGridTpSl(state: FuturesGridState, update: TpSlInput, lastTicks: number): FuturesGridTpSlRange {
  requireRunning(state, 'TP/SL change');
  checkTicks(lastTicks, 'lastTicks');
  return tpSlRangeOf(state, updatedConfig(state, update, lastTicks), lastTicks);
}

export type FuturesGridChangeResult =
  | { readonly ok: true; readonly state: FuturesGridState; readonly events: FuturesGridStep['events'] }
  | { readonly ok: false; readonly check_code: FuturesGridCheckCode };

function applyConfig(state: FuturesGridState, config: FuturesGridConfig, what: 'tp_sl' | 'trailing_stop' | 'move_scope', time: number): FuturesGridChangeResult {
  const s = cloneFuturesGrid(state);
  s.config = config;
  const sink = new EventSink();
  sink.other({ type: 'settings_changed', time, what });
  new FuturesGridCore(s, sink);
  return { ok: true, state: s, events: sink.events };
}

/**
 * update-fgrid-bot-tpsl: changes TP/SL (price or percent of the total
 * investment, by `tpSlType`) while the bot runs or waits; statistics kept.
 * A percent TP/SL the PnL has already reached fires at the next price.
 */
export function updateFuturesGridTpSl(state: FuturesGridState, update: TpSlInput, lastTicks: number, time: number): FuturesGridChangeResult {
  const tpSl: TpSlInput = { ...update, tsPercent: undefined };
  const v = validateFuturesGridTpSl(state, tpSl, lastTicks);
  if (v.check_code !== FGRID_CHECK_SUCCESS) return { ok: false, check_code: v.check_code };
  return applyConfig(state, updatedConfig(state, tpSl, lastTicks), 'tp_sl', time);
}

/** update-trailing-stop: sets (`"0"` or `""` clears) the trailing stop (`trailing_stop_per`, a fraction). */
export function updateFuturesGridTrailingStop(state: FuturesGridState, trailingStopPer: string, lastTicks: number, time: number): FuturesGridChangeResult {
  if (trailingStopPer !== '') parseRate(trailingStopPer, 'trailing_stop_per');
  const update: TpSlInput = { tsPercent: trailingStopPer };
  const v = validateFuturesGridTpSl(state, update, lastTicks);
  if (v.check_code !== FGRID_CHECK_SUCCESS) return { ok: false, check_code: v.check_code };
  return applyConfig(state, updatedConfig(state, update, lastTicks), 'trailing_stop', time);
}

/** query-fgrid-move-scope: the move ranges now, the current bounds and grid. */
export interface FuturesGridMoveScope {
  readonly check_code: FuturesGridCheckCode;
  /** False for geometric grids (FG-2: moving is arithmetic only). */
  readonly supported: boolean;
  readonly move_up_price: DecimalRange;
  readonly move_down_price: DecimalRange;
  /** The bounds set now ("" = not set). */
  readonly current_move_up_price: string;
  readonly current_move_down_price: string;
  readonly curr_min_price: string;
  readonly curr_max_price: string;
  /** Cells moved so far (+ up, − down). */
  readonly shift: number;
}

/** A move-scope change: decimal prices, "" clears, absent keeps. */
export interface FuturesGridMoveUpdate {
  readonly moveUpPrice?: string;
  readonly moveDownPrice?: string;
}

function movedConfig(state: FuturesGridState, u: FuturesGridMoveUpdate): FuturesGridConfig {
  const m = state.contract.market;
  const pick = (text: string | undefined, keep: number | null, field: string): number | null => (text === undefined ? keep : text === '' ? null : priceToTicks(m, text, field));
  return { ...state.config, moveUpTicks: pick(u.moveUpPrice, state.config.moveUpTicks, 'move_up_price'), moveDownTicks: pick(u.moveDownPrice, state.config.moveDownTicks, 'move_down_price') };
}

/** The move scope of a bot now, and the verdict of `update` when given. */
export function futuresGridMoveScope(state: FuturesGridState, lastTicks: number, update: FuturesGridMoveUpdate = {}): FuturesGridMoveScope {
  checkTicks(lastTicks, 'lastTicks');
  const m = state.contract.market;
  const config = movedConfig(state, update);
  const v = moveVerdict(m, config, state.shift, state.qty, lastTicks);
  const price = (t: number | null): string => (t === null ? '' : ticksToPrice(m, t));
  return {
    check_code: v.code,
    supported: config.gridType === 'arithmetic',
    move_up_price: v.move_up_price,
    move_down_price: v.move_down_price,
    current_move_up_price: price(state.config.moveUpTicks),
    current_move_down_price: price(state.config.moveDownTicks),
    curr_min_price: price(state.levels[0]),
    curr_max_price: price(state.levels[state.levels.length - 1]),
    shift: state.shift,
  };
}

/** update-fgrid-move-scope: sets the move bounds of a running (or waiting) bot. */
export function updateFuturesGridMoveScope(state: FuturesGridState, update: FuturesGridMoveUpdate, lastTicks: number, time: number): FuturesGridChangeResult {
  requireRunning(state, 'move-scope change');
  const v = futuresGridMoveScope(state, lastTicks, update);
  if (v.check_code !== FGRID_CHECK_SUCCESS) return { ok: false, check_code: v.check_code };
  return applyConfig(state, movedConfig(state, update), 'move_scope', time);
}

/** FG-4 wire names of the engine's enumerations (util-enums' `toServer` of the same values). */
const STATUS_WIRE = { AWAIT_ACTIVATION: 'FUTURE_GRID_STATUS_AWAIT_ACTIVATION', RUNNING: 'FUTURE_GRID_STATUS_RUNNING', COMPLETED: 'FUTURE_GRID_STATUS_COMPLETED' } as const;
const MODE_WIRE = { neutral: 'FUTURE_GRID_MODE_NEUTRAL', long: 'FUTURE_GRID_MODE_LONG', short: 'FUTURE_GRID_MODE_SHORT' } as const;
const TYPE_WIRE = { arithmetic: 'FUTURE_GRID_TYPE_ARITHMETIC', geometric: 'FUTURE_GRID_TYPE_GEOMETRIC' } as const;
const TP_SL_WIRE = {
  empty: 'TP_SL_TYPE_UNSPECIFIED',
  percent: 'TP_SL_TYPE_PERCENT',
  price: 'TP_SL_TYPE_PRICE',
  tp_price_sl_percent: 'TP_SL_TYPE_TP_PRICE_SL_PERCENT',
  tp_percent_sl_price: 'TP_SL_TYPE_TP_PERCENT_SL_PRICE',
} as const;

/**
 * FG-4 detail figures of a bot at a last price, a mark and a time, as
 * decimal strings (quote amounts in the settle coin, rates as fractions,
 * times in Unix ms). Enumerations are FG-4 wire identifiers, except
 * `bot_close_code`, which is the engine's (common/close-codes.ts: the ban
 * code is spelled `…_USER_BANNED`, the wire's `…_USER_BAN`).
 *
 * PnL (trading-math-and-market.md "Profit and loss", futures/position.ts's
 * identity): pnl = equity + withdrawn − total investment, equity = wallet −
 * owed funding + position margin + unrealised PnL at the mark; realised_pnl
 * = the position's realised PnL + funding − fees − insurance − owed funding,
 * unrealised_pnl at the mark, so pnl = realised_pnl + unrealised_pnl;
 * grid_profit is the round trips' share (core.ts) and never includes the
 * floating part. Per-grid profit: `min_profit` / `max_profit` are the
 * smallest and largest cell's round-trip profit after both maker fees as a
 * fraction of the margin one order posts (× leverage), `profit_per_grid`
 * the same on the order's value (× 1).
 */
export interface FuturesGridMetrics {
  readonly symbol: string;
  readonly base_token: string;
  readonly quote_token: string;
  readonly status: string;
  readonly grid_mode: string;
  readonly grid_type: string;
  readonly min_price: string;
  readonly max_price: string;
  readonly curr_min_price: string;
  readonly curr_max_price: string;
  readonly cell_number: number;
  readonly leverage: string;
  /** Position value at the mark / equity, 2 decimals; "0" flat, "" when equity ≤ 0. */
  readonly real_leverage: string;
  readonly total_investment: string;
  /** Position value at the mark. */
  readonly total_value: string;
  /** Position size (base / contracts), signed: negative for a short. */
  readonly current_position: string;
  readonly pnl: string;
  readonly pnl_per: string;
  readonly grid_profit: string;
  readonly grid_apr: string;
  readonly total_apr: string;
  readonly realised_pnl: string;
  readonly unrealised_pnl: string;
  /** Cumulative funding, + received / − paid (owed funding counted as paid). */
  readonly funding_fee: string;
  /** Position margin. */
  readonly position_balance: string;
  /** Wallet − owed funding − total_order_balance. */
  readonly available_balance: string;
  /** What the resting orders may still need (margin and fees), within the wallet. */
  readonly total_order_balance: string;
  readonly equity: string;
  readonly last_price: string;
  readonly mark_price: string;
  /** The position's liquidation price now; "" when flat or unreachable. */
  readonly liquidation_price: string;
  readonly stop_loss_per: string;
  readonly take_profit_per: string;
  readonly stop_loss_price: string;
  readonly take_profit_price: string;
  readonly tp_sl_type: string;
  /** Entry trigger ("" when none). */
  readonly entry_price: string;
  readonly real_close_price: string;
  readonly tick_size: string;
  readonly min_price_precision: string;
  readonly trailing_stop_per: string;
  readonly trailing_stop_exit_equity: string;
  /** F_GRID_BOT_STOP_TYPE_* ("F_GRID_BOT_STOP_TYPE_UNSPECIFIED" while not closed). */
  readonly close_reason: string;
  readonly bot_close_code: string;
  readonly futures_pos_side: string;
  readonly arbitrage_num: number;
  readonly arbitrage_num_24: number;
  readonly min_profit: string;
  readonly max_profit: string;
  readonly move_up_price: string;
  readonly move_down_price: string;
  readonly i_m_rate: string;
  readonly m_m_rate: string;
  readonly cum_withdrew_amount: string;
  readonly current_profit: string;
  readonly current_per: string;
  readonly taker_fee_rate: string;
  readonly maker_fee_rate: string;
  readonly operation_time: number;
  readonly create_time: number;
  readonly end_time: number;
  // extras (detail screen)
  readonly avg_entry_price: string;
  readonly total_fee: string;
  readonly funding_owed: string;
  readonly withdrawable_profit: string;
  readonly profit_per_grid: DecimalRange;
  readonly qty_per_grid: string;
  /** Estimated liquidation after every resting opening order fills ("" when that side has none). */
  readonly long_liq_price: string;
  readonly short_liq_price: string;
  readonly levels: readonly string[];
}

/** Computes the FG-4 figures (APR = profit / total investment × 525 600 / minutes running). */
export function futuresGridMetrics(state: FuturesGridState, lastTicks: number, markTicks: number, now: number): FuturesGridMetrics {
  const c = state.contract;
  const m = c.market;
  const q = (units: number): string => unitsToQuote(m, units);
  const price = (t: number | null): string => (t === null || t <= 0 ? '' : ticksToPrice(m, t));
  const rate = (r: { num: number; den: number } | null): string => (r === null ? '' : ratioToDecimal(BigInt(r.num), BigInt(r.den), 12, 'half-even').replace(/\.?0+$/, ''));
  const done = state.status === 'COMPLETED';
  const last = done ? state.closeTicks : lastTicks;
  const mark = done ? state.closeTicks : markTicks;
  const pos = state.position;
  const open = pos.side !== null;
  const inv = totalInvestment(state);
  const equity = done ? state.settled : equityAt(state, mark);
  const pnl = equity + state.withdrawn - inv;
  const upnl = unrealisedPnl(c, pos, mark);
  const end = done ? state.endedAt : now;
  const runMs = state.startedAt < 0 ? 0 : Math.max(0, end - state.startedAt);
  const minutes = minutesRunning(runMs);
  const base = Math.max(1, inv);
  const reserve = done ? 0 : orderReserve(state);
  const free = state.wallet - state.fundingOwed;
  const orderBalance = Math.max(0, Math.min(Number.isFinite(reserve) ? reserve : free, free));
  const value = open ? notional(m, mark, pos.lots) : 0;
  const tier = c.tiers[pos.tier];
  const perGrid = profitOnMargin(state.levels, m, state.config.leverageE2);
  const { sides } = done ? { sides: { long: null, short: null } } : sidesOf(state);
  const liqOk = open && pos.liqTicks > 0 && pos.liqTicks < LIQ_NEVER;
  const cfg = state.config;
  return {
    symbol: state.symbol,
    base_token: state.baseCoin,
    quote_token: state.quoteCoin,
    status: STATUS_WIRE[state.status],
    grid_mode: MODE_WIRE[cfg.mode],
    grid_type: TYPE_WIRE[cfg.gridType],
    min_price: price(cfg.minTicks),
    max_price: price(cfg.maxTicks),
    curr_min_price: price(state.levels[0]),
    curr_max_price: price(state.levels[state.levels.length - 1]),
    cell_number: cfg.cellNumber,
    leverage: unitsToDecimal(cfg.leverageE2, 2),
    real_leverage: !open ? '0' : equity <= 0 ? '' : ratioToDecimal(BigInt(value), BigInt(equity), 2, 'half-even'),
    total_investment: q(inv),
    total_value: q(value),
    current_position: (pos.side === 'short' ? '-' : '') + lotsToQty(m, pos.lots),
    pnl: q(pnl),
    pnl_per: ratioToDecimal(BigInt(pnl), BigInt(base), 6),
    grid_profit: q(state.gridProfit),
    grid_apr: runMs > 0 ? aprDecimal(state.gridProfit, base, minutes) : '0',
    total_apr: runMs > 0 ? aprDecimal(pnl, base, minutes) : '0',
    realised_pnl: q(pos.realisedPnl + pos.funding - pos.fees - pos.insurance - state.fundingOwed),
    unrealised_pnl: q(upnl),
    funding_fee: q(pos.funding - state.fundingOwed),
    position_balance: q(pos.margin),
    available_balance: q(Math.max(0, free - orderBalance)),
    total_order_balance: q(orderBalance),
    equity: q(equity),
    last_price: price(last),
    mark_price: price(mark),
    liquidation_price: liqOk ? price(pos.liqTicks) : '',
    stop_loss_per: rate(cfg.slRate),
    take_profit_per: rate(cfg.tpRate),
    stop_loss_price: price(cfg.slTicks),
    take_profit_price: price(cfg.tpTicks),
    tp_sl_type: TP_SL_WIRE[cfg.tpSlType],
    entry_price: price(cfg.entryTicks),
    real_close_price: done ? price(state.closeTicks) : '',
    tick_size: m.rules.tickSize,
    min_price_precision: m.rules.tickSize,
    trailing_stop_per: rate(cfg.tsRate),
    trailing_stop_exit_equity: state.stopType === 'F_GRID_BOT_STOP_TYPE_TRAILING_STOP' ? q(state.exitEquity) : '',
    close_reason: state.stopType ?? 'F_GRID_BOT_STOP_TYPE_UNSPECIFIED',
    bot_close_code: state.closeCode ?? 'BOT_CLOSE_CODE_UNKNOWN',
    futures_pos_side: pos.side === 'long' ? 'FUTURES_POSITION_SIDE_LONG' : pos.side === 'short' ? 'FUTURES_POSITION_SIDE_SHORT' : 'FUTURES_POSITION_SIDE_UNSPECIFIED',
    arbitrage_num: state.arbitrageCount,
    arbitrage_num_24: state.tripTimes.filter((t) => t > now - 86_400_000).length,
    min_profit: perGrid.from,
    max_profit: perGrid.to,
    move_up_price: price(cfg.moveUpTicks),
    move_down_price: price(cfg.moveDownTicks),
    i_m_rate: unitsToDecimal(tier.imrE4, 4),
    m_m_rate: unitsToDecimal(tier.mmrE4, 4),
    cum_withdrew_amount: q(state.withdrawn),
    current_profit: q(pnl),
    current_per: ratioToDecimal(BigInt(pnl), BigInt(base), 6),
    taker_fee_rate: m.rules.takerFee,
    maker_fee_rate: m.rules.makerFee,
    operation_time: runMs,
    create_time: state.createdAt,
    end_time: done ? state.endedAt : 0,
    avg_entry_price: open ? averageEntryPrice(c, pos) : '',
    total_fee: q(pos.fees),
    funding_owed: q(state.fundingOwed),
    withdrawable_profit: q(futuresGridWithdrawable(state, mark).amount),
    profit_per_grid: profitRangeDecimal(state.levels, m.maker),
    qty_per_grid: lotsToQty(m, state.qty),
    long_liq_price: sides.long === null ? '' : price(sides.long.liqTicks),
    short_liq_price: sides.short === null ? '' : price(sides.short.liqTicks),
    levels: state.levels.map((t) => ticksToPrice(m, t)),
  };
}
