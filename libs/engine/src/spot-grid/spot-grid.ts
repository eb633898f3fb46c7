/**
 * Spot grid public API: pure transitions `(state, input) → { state, events }`.
 * The input state is never modified; the result is a new JSON-serialisable
 * state. Amounts in states and events are integers (see core/rules.ts);
 * convert with `ticksToPrice`, `lotsToQty`, `unitsToQuote` at the API edge.
 *
 * Intra-candle path (stepSpotGridCandle and the backtests): common/price-path.ts.
 */
import { ratioToDecimal } from '../core/decimal';
import { symbolBotHead } from '../common/bot-state';
import { EngineInputError, maxLotsAt, notional, quoteToUnits, qtyToLots, unitsToQuote } from '../core/rules';
import type { Candle } from '../market/candles';
import { aprDecimal, minutesRunning } from '../common/apr';
import { EngineStateError } from '../common/errors';
import { gridLevels, profitRangeDecimal } from '../common/grid-levels';
import { buyReserve } from '../common/orders';
import { type PricePoint, candlePath } from '../common/price-path';
import { type TpSlInput, sameTpSl, updateTpSl } from '../common/stops';
import { EventSink, GridCore, fundingPlan, quoteFunding, quoteHeld, baseHeld, totalPnl } from './core';
import { quoteBound, rateVersusRange } from '../common/ranges';
import { largestPassing } from '../common/search';
import { compileSpotInput, validateCompiled, SL_PERCENT_RANGE, TP_PERCENT_RANGE, TS_PERCENT_RANGE } from './validate';
import {
  type DecimalRange,
  type SpotCheckCode,
  type SpotCloseMode,
  type SpotGridCloseReason,
  type SpotGridConfig,
  type SpotGridInput,
  type SpotGridState,
  type SpotGridStep,
  type SpotGridValidation,
  type SpotMarket,
  SPOT_CHECK_SUCCESS,
} from './types';

/** Copy of a state that shares nothing mutable with the original. */
export function cloneSpotGrid(s: SpotGridState): SpotGridState {
  return { ...s, levels: s.levels.slice(), qty: s.qty.slice(), refs: s.refs.slice() };
}

export type SpotGridCreateResult =
  | { readonly ok: true; readonly state: SpotGridState; readonly events: SpotGridStep['events']; readonly validation: SpotGridValidation }
  | { readonly ok: false; readonly validation: SpotGridValidation };

/**
 * SG-2: creates a spot grid. Validates first (a failing check code creates
 * nothing). Without an entry price the bot starts at the last price: it buys
 * (or sells) at market what the grid needs, then places one limit order per
 * level except the one nearest the price. With an entry price it waits in
 * AWAIT_ACTIVATION, holding the funds, until the price reaches the entry.
 */
export function createSpotGrid(input: SpotGridInput, market: SpotMarket, now: number): SpotGridCreateResult {
  const ci = compileSpotInput(input, market);
  const validation = validateCompiled(ci, market.supportsTrailingStop !== false);
  if (validation.check_code !== SPOT_CHECK_SUCCESS) return { ok: false, validation };
  const { m, config: c } = ci;
  const n = c.cellNumber;
  const state: SpotGridState = {
    ...symbolBotHead('spot_grid', market),
    market: m,
    config: c,
    status: 'AWAIT_ACTIVATION',
    createdAt: now,
    startedAt: -1,
    endedAt: 0,
    levels: gridLevels(c.gridType, c.minTicks, c.maxTicks, n),
    qty: new Array<number>(n).fill(0),
    refs: new Array<number>(n).fill(0),
    gap: 0,
    shift: 0,
    quoteFree: ci.quote,
    baseFree: ci.base,
    quoteInBuys: 0,
    baseInSells: 0,
    profitHeld: 0,
    investedQuote: ci.quote,
    investedBase: ci.base,
    investmentValue: ci.quote + notional(m, ci.lastTicks, ci.base),
    gridProfit: 0,
    withdrawn: 0,
    feesPaid: 0,
    arbitrageCount: 0,
    peakTicks: ci.lastTicks,
    lastTicks: ci.lastTicks,
    lastTime: now,
    nextRef: 1,
    closeReason: null,
    closeCode: null,
    closeMode: null,
    settledQuote: 0,
    settledBase: 0,
  };
  const sink = new EventSink();
  new GridCore(state, sink).begin(ci.lastTicks, now);
  return { ok: true, state, events: sink.events, validation };
}

/** Walks the bot along live price points (e.g. the model's intra-minute path). */
export function stepSpotGrid(state: SpotGridState, points: readonly PricePoint[]): SpotGridStep {
  const s = cloneSpotGrid(state);
  const sink = new EventSink();
  const core = new GridCore(s, sink);
  for (const p of points) {
    if (!Number.isInteger(p.priceTicks) || p.priceTicks < 1) throw new EngineInputError('priceTicks', `must be a positive integer, got ${p.priceTicks}`);
    core.moveTo(p.priceTicks, p.time);
  }
  return { state: s, events: sink.events };
}

/** Walks the bot through one candle (along common/price-path.ts candlePath). */
export function stepSpotGridCandle(state: SpotGridState, candle: Candle): SpotGridStep {
  return stepSpotGrid(state, candlePath(candle));
}

/** Options of closeSpotGrid. */
export interface SpotGridCloseOptions {
  readonly mode: SpotCloseMode;
  /** Default CLOSED_MANUALLY. */
  readonly reason?: SpotGridCloseReason;
  /** Market price for the conversion (ticks). */
  readonly priceTicks: number;
  readonly time: number;
}

/**
 * SG-3: closes the bot: cancels all orders and settles per the close mode at
 * the market price (taker fee). Delisted symbols and failed initiations hand
 * back the coins as held (no trading possible). Base that is below the
 * symbol's minimum order is handed back as base. Throws EngineStateError if
 * the bot is already completed (the API's 405).
 */
export function closeSpotGrid(state: SpotGridState, opts: SpotGridCloseOptions): SpotGridStep {
  if (state.status === 'COMPLETED') throw new EngineStateError('the bot is already completed');
  if (!['bit', 'base', 'quote', 'base_and_quote'].includes(opts.mode)) throw new EngineInputError('close_mode', 'must be bit, base, quote or base_and_quote');
  const s = cloneSpotGrid(state);
  const sink = new EventSink();
  new GridCore(s, sink).close(opts.mode, opts.reason ?? 'CLOSED_MANUALLY', opts.priceTicks, opts.time);
  return { state: s, events: sink.events };
}

/**
 * Profit that can be taken out now without touching the grid's orders: the
 * booked grid profit not yet withdrawn, but never so much that the total taken
 * out exceeds the total PnL at `priceTicks` (a losing bot's grid profit is
 * covering its floating loss).
 */
export function withdrawableProfit(state: SpotGridState, priceTicks: number): number {
  if (state.status !== 'RUNNING') return 0;
  return Math.max(0, Math.min(state.profitHeld, totalPnl(state, priceTicks) - state.withdrawn));
}

/** Withdraws `amount` quote units of profit (≤ withdrawableProfit). */
export function withdrawProfit(state: SpotGridState, amount: number, priceTicks: number, time: number): SpotGridStep {
  if (!Number.isSafeInteger(amount) || amount <= 0) throw new EngineInputError('amount', 'must be a positive number of quote units');
  const max = withdrawableProfit(state, priceTicks);
  if (amount > max) throw new EngineInputError('amount', `exceeds the withdrawable profit (${unitsToQuote(state.market, max)})`);
  const s = cloneSpotGrid(state);
  s.profitHeld -= amount;
  s.withdrawn += amount;
  return { state: s, events: [{ type: 'profit_withdrawn', time, amount }] };
}

/** Funds to add: quote units and/or base lots. */
export interface SpotGridAddition {
  readonly quote?: string;
  readonly base?: string;
}

export type SpotGridChangeResult =
  | { readonly ok: true; readonly state: SpotGridState; readonly events: SpotGridStep['events'] }
  | { readonly ok: false; readonly check_code: SpotCheckCode };

function additionNeeds(s: SpotGridState, dq: number): { needQuote: number; needBase: number } {
  const m = s.market;
  let needQuote = 0;
  for (let c = 0; c < s.gap; c++) needQuote += buyReserve(m, s.levels[c], s.qty[c] + dq) - buyReserve(m, s.levels[c], s.qty[c]);
  return { needQuote, needBase: (s.qty.length - s.gap) * dq };
}

/** Most lots a cell can gain: its order must stay valid at both its prices, so its upper level (the dearer) binds. */
function maxAddLots(s: SpotGridState): number {
  let max = Number.MAX_SAFE_INTEGER;
  for (let c = 0; c < s.qty.length; c++) max = Math.min(max, maxLotsAt(s.market, s.levels[c + 1]) - s.qty[c]);
  return Math.max(0, max);
}

/** Largest extra lots per cell `quote`/`base` can fund at `px`, or 0. */
function plannedAddition(s: SpotGridState, quote: number, base: number, px: number): number {
  const feasible = (dq: number): boolean => {
    const need = additionNeeds(s, dq);
    return fundingPlan(s.market, need.needQuote, need.needBase, quote, base, px) !== null;
  };
  return largestPassing(0, maxAddLots(s), feasible);
}

/** Quote needed to add `dq` lots to every cell from quote alone. */
function additionQuoteCost(s: SpotGridState, dq: number, px: number): number {
  const need = additionNeeds(s, dq);
  return quoteFunding(s.market, need.needQuote, need.needBase, px);
}

/** Validate-update for an addition: check code and the allowed quote range. */
export function validateAddInvestment(state: SpotGridState, add: SpotGridAddition, priceTicks: number): { check_code: SpotCheckCode; investment: DecimalRange } {
  const m = state.market;
  const quote = add.quote ? quoteToUnits(m, add.quote, 'quote_investment') : 0;
  const base = add.base ? qtyToLots(m, add.base, 'base_investment', 'down') : 0;
  if (state.status === 'COMPLETED') return { check_code: 'SPOT_CHECK_CODE_BOT_NOT_RUNNING', investment: { from: '', to: '' } };
  if (state.status === 'AWAIT_ACTIVATION') {
    const ok = quote > 0 || base > 0;
    return { check_code: ok ? SPOT_CHECK_SUCCESS : 'SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_LOW', investment: { from: unitsToQuote(m, 1), to: '' } };
  }
  const maxDq = maxAddLots(state);
  const range = {
    from: maxDq >= 1 ? quoteBound(m, additionQuoteCost(state, 1, priceTicks)) : '',
    to: maxDq >= 1 ? quoteBound(m, additionQuoteCost(state, maxDq, priceTicks)) : '',
  };
  if (quote === 0 && base === 0) return { check_code: 'SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_LOW', investment: range };
  const dq = plannedAddition(state, quote, base, priceTicks);
  if (dq < 1) return { check_code: 'SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_LOW', investment: range };
  if (dq >= maxDq && quote + notional(m, priceTicks, base) > additionQuoteCost(state, maxDq, priceTicks))
    return { check_code: 'SPOT_CHECK_CODE_ADD_INVESTMENT_TOO_HIGH', investment: range };
  return { check_code: SPOT_CHECK_SUCCESS, investment: range };
}

/**
 * Adds funds to a running bot: every cell's quantity grows by the same number
 * of lots (orders are cancelled and re-placed), the base the sell side needs
 * is bought at market; statistics are kept. While awaiting activation the
 * funds simply join the bot's balance. Leftovers stay in the bot and are
 * handed back at close.
 */
export function addInvestment(state: SpotGridState, add: SpotGridAddition, priceTicks: number, time: number): SpotGridChangeResult {
  const v = validateAddInvestment(state, add, priceTicks);
  if (v.check_code !== SPOT_CHECK_SUCCESS) return { ok: false, check_code: v.check_code };
  const m = state.market;
  const quote = add.quote ? quoteToUnits(m, add.quote, 'quote_investment') : 0;
  const base = add.base ? qtyToLots(m, add.base, 'base_investment', 'down') : 0;
  const s = cloneSpotGrid(state);
  const sink = new EventSink();
  s.quoteFree += quote;
  s.baseFree += base;
  s.investedQuote += quote;
  s.investedBase += base;
  s.investmentValue += quote + notional(m, priceTicks, base);
  sink.other({ type: 'investment_added', time, quote, base });
  if (s.status === 'RUNNING') {
    const dq = plannedAddition(s, s.quoteFree, s.baseFree, priceTicks);
    const need = additionNeeds(s, dq);
    const lots = fundingPlan(m, need.needQuote, need.needBase, s.quoteFree, s.baseFree, priceTicks)!;
    const core = new GridCore(s, sink);
    if (lots > 0) core.market('buy', lots, priceTicks, time);
    else if (lots < 0) core.market('sell', -lots, priceTicks, time);
    for (let c = 0; c < s.qty.length; c++) {
      const buy = c < s.gap;
      const price = buy ? s.levels[c] : s.levels[c + 1];
      sink.cancelled(s.refs[c], buy ? 'buy' : 'sell', price, s.qty[c], c, 'replaced');
      if (buy) {
        const delta = buyReserve(m, price, s.qty[c] + dq) - buyReserve(m, price, s.qty[c]);
        s.quoteFree -= delta;
        s.quoteInBuys += delta;
      } else {
        s.baseFree -= dq;
        s.baseInSells += dq;
      }
      s.qty[c] += dq;
      s.refs[c] = s.nextRef++;
      sink.placed(s.refs[c], buy ? 'buy' : 'sell', price, s.qty[c], c);
    }
  }
  return { ok: true, state: s, events: sink.events };
}

/** A TP/SL / trailing-stop modification (update-sgrid): common/stops.ts TpSlInput; absent fields keep their value, "" clears. */
export type SpotGridUpdate = TpSlInput;

function updatedConfig(state: SpotGridState, u: SpotGridUpdate): SpotGridConfig {
  return { ...state.config, ...updateTpSl(state.market, state.config, u) };
}

/** validate-update-sgrid for TP/SL and trailing stop: the check code of `update` at `priceTicks`. */
export function validateSpotGridUpdate(state: SpotGridState, update: SpotGridUpdate, priceTicks: number): SpotCheckCode {
  if (state.status === 'COMPLETED') return 'SPOT_CHECK_CODE_BOT_NOT_RUNNING';
  const n = updatedConfig(state, update);
  if (sameTpSl(n, state.config)) return 'SPOT_CHECK_CODE_PARAMETERS_NOT_CHANGED';
  const pnl = state.status === 'RUNNING' ? totalPnl(state, priceTicks) : 0;
  const inv = BigInt(state.investmentValue);
  if (n.tpTicks !== null && n.tpTicks <= priceTicks) return 'SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET';
  if (n.tpRate !== null) {
    const v = rateVersusRange(n.tpRate, TP_PERCENT_RANGE);
    if (v < 0) return 'SPOT_CHECK_CODE_TP_TOO_LOW';
    if (v > 0) return 'SPOT_CHECK_CODE_TP_TOO_HIGH';
    if (BigInt(pnl) * BigInt(n.tpRate.den) >= BigInt(n.tpRate.num) * inv) return 'SPOT_CHECK_CODE_TP_TOO_LOW_THAN_MARKET';
  }
  if (n.slTicks !== null && n.slTicks >= priceTicks) return 'SPOT_CHECK_CODE_SL_TOO_HIGH_THAN_MARKET';
  if (n.slRate !== null) {
    const v = rateVersusRange(n.slRate, SL_PERCENT_RANGE);
    if (v < 0) return 'SPOT_CHECK_CODE_SL_TOO_LOW';
    if (v > 0) return 'SPOT_CHECK_CODE_SL_TOO_HIGH';
    if (BigInt(pnl) * BigInt(n.slRate.den) <= -BigInt(n.slRate.num) * inv) return 'SPOT_CHECK_CODE_SL_TOO_HIGH_THAN_MARKET';
  }
  if (n.tsRate !== null) {
    const v = rateVersusRange(n.tsRate, TS_PERCENT_RANGE);
    if (v > 0) return 'SPOT_CHECK_CODE_TS_PERCENT_TOO_HIGH';
    if (v < 0) return 'SPOT_CHECK_CODE_TS_PERCENT_TOO_LOW';
  }
  return SPOT_CHECK_SUCCESS;
}

/** update-sgrid: applies a TP/SL / trailing-stop change while the bot runs (statistics kept). */
export function modifySpotGrid(state: SpotGridState, update: SpotGridUpdate, priceTicks: number): SpotGridChangeResult {
  const code = validateSpotGridUpdate(state, update, priceTicks);
  if (code !== SPOT_CHECK_SUCCESS) return { ok: false, check_code: code };
  const s = cloneSpotGrid(state);
  const next: SpotGridState = { ...s, config: updatedConfig(state, update) };
  return { ok: true, state: next, events: [] };
}

/** SG-4 figures of a bot at a price and time; money as decimal strings, rates as fraction strings. */
export interface SpotGridMetrics {
  readonly status: SpotGridState['status'];
  readonly total_investment: string;
  readonly equity: string;
  readonly grid_profit: string;
  /** Floating (unrealised) PnL = total − grid profit. */
  readonly floating_profit: string;
  readonly total_profit: string;
  /** Total PnL / investment. */
  readonly current_per: string;
  readonly grid_apr: string;
  readonly total_apr: string;
  readonly arbitrage_num: number;
  readonly withdrawable_profit: string;
  readonly cum_withdrew_amount: string;
  readonly fees_paid: string;
  /** Per-grid profit rate range of the current levels (maker fee both sides). */
  readonly profit_per_grid: DecimalRange;
  readonly min_price_ticks: number;
  readonly max_price_ticks: number;
  /** ms the grid has been running (0 while awaiting activation). */
  readonly operation_ms: number;
  readonly base_held_lots: number;
  readonly quote_held_units: number;
}

/** Computes the bot's figures at `priceTicks` and `now` (APR = profit / investment × 525 600 / minutes running). */
export function spotGridMetrics(state: SpotGridState, priceTicks: number, now: number): SpotGridMetrics {
  const m = state.market;
  const done = state.status === 'COMPLETED';
  const px = done ? state.lastTicks : priceTicks;
  const equity = done ? state.settledQuote + notional(m, px, state.settledBase) : quoteHeld(state) + notional(m, px, baseHeld(state));
  const total = equity + state.withdrawn - state.investmentValue;
  const end = done ? state.endedAt : now;
  const runMs = state.startedAt < 0 ? 0 : Math.max(0, end - state.startedAt);
  const minutes = minutesRunning(runMs);
  const inv = Math.max(1, state.investmentValue);
  const apr = (x: number): string => aprDecimal(x, inv, minutes);
  return {
    status: state.status,
    total_investment: unitsToQuote(m, state.investmentValue),
    equity: unitsToQuote(m, equity),
    grid_profit: unitsToQuote(m, state.gridProfit),
    floating_profit: unitsToQuote(m, total - state.gridProfit),
    total_profit: unitsToQuote(m, total),
    current_per: ratioToDecimal(BigInt(total), BigInt(inv), 6),
    grid_apr: runMs > 0 ? apr(state.gridProfit) : '0',
    total_apr: runMs > 0 ? apr(total) : '0',
    arbitrage_num: state.arbitrageCount,
    withdrawable_profit: unitsToQuote(m, withdrawableProfit(state, px)),
    cum_withdrew_amount: unitsToQuote(m, state.withdrawn),
    fees_paid: unitsToQuote(m, state.feesPaid),
    profit_per_grid: profitRangeDecimal(state.levels, m.maker),
    min_price_ticks: state.levels[0],
    max_price_ticks: state.levels[state.levels.length - 1],
    operation_ms: runMs,
    base_held_lots: done ? state.settledBase : baseHeld(state),
    quote_held_units: done ? state.settledQuote : quoteHeld(state),
  };
}
