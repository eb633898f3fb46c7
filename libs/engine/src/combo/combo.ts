/**
 * Futures combo public API: pure transitions `(state, input) → { state,
 * events }`; the input state is never modified. Units and the ledger
 * identity: types.ts; rebalancing, stops and liquidation: core.ts.
 *
 * Which call serves which endpoint (fcombobot/…):
 * - get-limit: `validateCombo` (validate.ts); the create page's leg table:
 *   `estimateComboLegs`;
 * - create-bot: `createCombo`; the live bot: `stepCombo`;
 * - adjust-position: `rebalanceCombo(state, 4, now)`;
 * - modify-setting: `modifyComboSetting` (then a rebalance, reason 5);
 * - transfer: `transferCombo` (then a rebalance, reason 6);
 * - close-bot (and delisting, ban): `closeCombo`;
 * - get-detail / get-positions: `comboMetrics`; get-part-list: the
 *   `rebalance` events' records.
 */
import { type RiskWatch, newRiskWatch } from '../futures/risk-watch';
import { decimalToUnits, ratioToDecimal, unitsToDecimal } from '../core/decimal';
import { EngineInputError, type Rate, lotsToQty, notional, ticksToPrice } from '../core/rules';
import { aprDecimal, minutesRunning } from '../common/apr';
import { EngineStateError } from '../common/errors';
import { LIQ_NEVER, averageEntryPrice, estimateLiquidation, flatPosition, requiredInitialMargin, requiredMaintenanceMargin } from '../futures/position';
import { initialMargin } from '../futures/contract';
import type { ComboChangeResult, ComboCreateResult, ComboLegEstimate, ComboLegMetrics, ComboMetrics, ComboSettingPatch } from './api-types';
import { ComboCore, cloneCombo, comboEquity, legUpnl, legValue, legWeightsBp } from './core';
import { optionalRate, parseCombo, parseInterval, parseMode, type ParsedCombo } from './input';
import { comboBounds, comboVerdict } from './validate';
import {
  type ComboAdjustReason,
  type ComboCheckCode,
  type ComboCloseCause,
  type ComboConfig,
  type ComboContracts,
  type ComboInput,
  type ComboLeg,
  type ComboPrices,
  type ComboState,
  type ComboStep,
  type ComboStepInput,
  type ComboStopType,
  COMBO_CHECK_SUCCESS,
  COMBO_STOP_TYPES,
  COMBO_STOP_TYPE_OF_CAUSE,
} from './types';

export { cloneCombo, comboEquity };

function price(prices: ComboPrices, symbol: string): { mark: number; last: number } {
  const p = Object.prototype.hasOwnProperty.call(prices, symbol) ? prices[symbol] : undefined;
  if (p === undefined) throw new EngineInputError(`prices.${symbol}`, 'no price for this leg');
  const ok = (t: number): boolean => Number.isSafeInteger(t) && t >= 1 && t <= 2_147_483_647;
  const last = p.last ?? p.mark;
  if (!ok(p.mark) || !ok(last)) throw new EngineInputError(`prices.${symbol}`, 'prices must be positive ticks');
  return { mark: p.mark, last };
}

/** Legs of a parsed input at prices, flat. */
function legsOf(p: ParsedCombo, prices: ComboPrices, leverageE2: number): { legs: ComboLeg[]; quoteScale: number } {
  const quoteScale = Math.max(...p.legs.map((l) => l.contract.market.quoteScale));
  const legs = p.legs.map((l): ComboLeg => {
    const px = price(prices, l.symbol);
    return {
      symbol: l.symbol,
      side: l.side,
      targetBp: l.bp,
      contract: l.contract,
      unitFactor: 10 ** (quoteScale - l.contract.market.quoteScale),
      position: flatPosition(l.contract, leverageE2),
      markTicks: px.mark,
      lastTicks: px.last,
      liquidated: false,
      fundedUntil: -1,
    };
  });
  return { legs, quoteScale };
}

function units(text: string, scale: number, field: string): number {
  let u: bigint;
  try {
    u = decimalToUnits(text, scale, 'exact');
  } catch {
    throw new EngineInputError(field, `"${text}" has more decimals than ${scale} or is not a decimal`);
  }
  if (u <= 0n) throw new EngineInputError(field, 'must be positive');
  if (u > BigInt(Number.MAX_SAFE_INTEGER)) throw new EngineInputError(field, 'too large');
  return Number(u);
}

/**
 * FC-2 create: validates (a failing check code creates nothing), then opens
 * every leg at market at its last price: leg i's notional ≈ E × w_i ×
 * leverage rounded down to the lot at the mark, E = init margin (decision 3,
 * core.ts). The opening allocation is a `rebalance` event with record no 0
 * and reason = the bot's mode, carrying any leg's limited reason (below the
 * smallest order, risk limit); its fills are kind 'open'.
 */
export function createCombo(input: ComboInput, contracts: ComboContracts, prices: ComboPrices, now: number, risk?: RiskWatch): ComboCreateResult {
  const p = parseCombo(input, contracts);
  const bounds = comboBounds(p);
  if (p.leverageE2 === null) throw new EngineInputError('leverage', 'is required');
  if (p.initMargin === null) throw new EngineInputError('init_margin', 'is required');
  const checkCode = comboVerdict(p, bounds);
  const limits = { checkCode, bounds };
  if (checkCode !== COMBO_CHECK_SUCCESS) return { ok: false, limits };
  if (!Number.isSafeInteger(now)) throw new EngineInputError('now', 'must be an integer Unix ms time');
  const { legs, quoteScale } = legsOf(p, prices, p.leverageE2);
  const initMargin = units(p.initMargin, quoteScale, 'init_margin');
  const state = newState(legs, quoteScale, { leverageE2: p.leverageE2, adjustMode: p.mode, adjustPercent: p.adjustPercent, adjustIntervalS: p.intervalS, tp: p.tp, sl: p.sl, trailing: p.trailing }, initMargin, now);
  // a position opened at `now` owes nothing at a funding instant ≤ now
  for (const l of legs) l.fundedUntil = now;
  // the liquidation watch (futures/risk-watch.ts), one watched position per leg
  if (risk !== undefined) state.risk = newRiskWatch(risk.alert, risk.guard, legs.length);
  const core = new ComboCore(state);
  core.rebalance(p.mode, now, 'open');
  return { ok: true, state, events: core.events, limits };
}

/** Walks last prices, marks and funding fixes of every symbol merged by time (types.ts ComboStepInput; core.ts). */
export function stepCombo(state: ComboState, input: ComboStepInput): ComboStep {
  const s = cloneCombo(state);
  const core = new ComboCore(s);
  if (s.status === 'RUNNING') core.step(input);
  return { state: s, events: core.events };
}

function running(s: ComboState, what: string): void {
  if (s.status !== 'RUNNING') throw new EngineStateError(`${what}: the combo is not running`);
}

/** A rebalance now for `reason` (4 by user, 5 after modify-setting, 6 after a transfer; 1–3 are stepCombo's own). */
export function rebalanceCombo(state: ComboState, reason: ComboAdjustReason, now: number, prices?: ComboPrices): ComboStep {
  running(state, 'rebalance');
  const s = cloneCombo(state);
  atPrices(s, prices);
  const core = new ComboCore(s);
  core.clock(now);
  if (s.status === 'RUNNING' && !(s.lastRebalanceAt === now && core.events.some((e) => e.type === 'rebalance'))) core.rebalance(reason, now);
  return { state: s, events: core.events };
}

/** modify-setting: new TP / SL / trailing / rebalance mode, percent, interval (checked as FC-1 does); statistics kept; then a rebalance with reason 5. */
export function modifyComboSetting(state: ComboState, patch: ComboSettingPatch, now: number): ComboChangeResult {
  running(state, 'modify-setting');
  const c = state.config;
  const has = (k: keyof ComboSettingPatch): boolean => patch[k] !== undefined;
  const mode = has('adjust_position_mode') ? parseMode(patch.adjust_position_mode) : c.adjustMode;
  const adjustPercent = has('adjust_position_percent') ? optionalRate(patch.adjust_position_percent, 'adjust_position_percent') : c.adjustPercent;
  const intervalS = has('adjust_position_time_interval') ? parseInterval(patch.adjust_position_time_interval) : c.adjustIntervalS;
  if ((mode === 2 || mode === 3) && adjustPercent === null) throw new EngineInputError('adjust_position_percent', 'is required by the percent modes (2, 3)');
  if ((mode === 1 || mode === 3) && intervalS === null) throw new EngineInputError('adjust_position_time_interval', 'is required by the time modes (1, 3)');
  const parsed: ParsedCombo = {
    legs: [],
    leverageE2: null,
    initMargin: null,
    mode,
    adjustPercent,
    intervalS,
    tp: has('tp_percent') ? optionalRate(patch.tp_percent, 'tp_percent') : c.tp,
    sl: has('sl_percent') ? optionalRate(patch.sl_percent, 'sl_percent') : c.sl,
    trailing: has('trailing_stop_percent') ? optionalRate(patch.trailing_stop_percent, 'trailing_stop_percent') : c.trailing,
  };
  // the legs are fixed: check everything but the symbol count
  const verdict: ComboCheckCode = comboVerdict({ ...parsed, legs: state.legs.map((l) => ({ symbol: l.symbol, side: l.side, bp: l.targetBp, contract: l.contract })) }, comboBounds(parsed));
  if (verdict !== COMBO_CHECK_SUCCESS) return { ok: false, checkCode: verdict };
  const s = cloneCombo(state);
  s.config.adjustMode = mode;
  s.config.adjustPercent = adjustPercent;
  s.config.adjustIntervalS = intervalS;
  s.config.tp = parsed.tp;
  s.config.sl = parsed.sl;
  s.config.trailing = parsed.trailing;
  if (c.trailing === null && parsed.trailing !== null) s.peakEquity = comboEquity(s);
  s.modifiedAt = now;
  const core = new ComboCore(s);
  core.events.push({ type: 'settings_changed', time: now });
  core.rebalance(5, now);
  if (s.status === 'RUNNING') core.checkStops(now);
  return { ok: true, state: s, events: core.events };
}

/** Most that may be transferred out now (bot units): the available balance, never a leg's margin. */
export function comboTransferableOut(state: ComboState): number {
  return Math.max(0, state.wallet);
}

/**
 * transfer: `amount` (decimal string, quote) in or out of the bot's wallet,
 * then a rebalance with reason 6. Out above `comboTransferableOut`, a zero
 * or malformed amount throw EngineInputError('amount'); a completed bot
 * EngineStateError.
 */
/**
 * A transfer in or out, then a rebalance (reason 6). With `prices` (each
 * leg's served mark and last price now) the rebalance sizes at those marks —
 * the ones the pages report — not at the marks of the bot's last step.
 */
export function transferCombo(state: ComboState, direction: 'in' | 'out', amount: string, now: number, prices?: ComboPrices): ComboStep {
  running(state, 'transfer');
  if (direction !== 'in' && direction !== 'out') throw new EngineInputError('direction', 'must be "in" or "out"');
  const a = units(String(amount), state.quoteScale, 'amount');
  if (direction === 'out' && a > comboTransferableOut(state)) throw new EngineInputError('amount', `at most ${unitsToDecimal(comboTransferableOut(state), state.quoteScale)} may be transferred out`);
  const s = cloneCombo(state);
  atPrices(s, prices);
  if (direction === 'in') {
    s.wallet += a;
    s.deposits += a;
    s.transferredIn += a;
  } else {
    s.wallet -= a;
    s.deposits -= a;
    s.transferredOut += a;
  }
  const core = new ComboCore(s);
  core.events.push({ type: 'transfer', time: now, direction, amount: a });
  core.rebalance(6, now);
  return { state: s, events: core.events };
}

/**
 * Closes the bot: every live leg closed at market at its last price (after
 * `prices`, when given), stop type and close code per decision 5 (a
 * ComboCloseCause or a stop type itself).
 */
export function closeCombo(state: ComboState, cause: ComboCloseCause | ComboStopType, now: number, prices?: ComboPrices): ComboStep {
  const stopType: ComboStopType | undefined = (COMBO_STOP_TYPES as readonly string[]).includes(cause) ? (cause as ComboStopType) : COMBO_STOP_TYPE_OF_CAUSE[cause as ComboCloseCause];
  if (stopType === undefined) throw new EngineInputError('cause', `unknown close cause "${cause}"`);
  running(state, 'close');
  const s = cloneCombo(state);
  atPrices(s, prices);
  const core = new ComboCore(s);
  core.close(stopType, now);
  return { state: s, events: core.events };
}

/** Puts each leg at its given mark and last price (a working copy; legs without a price keep theirs). */
function atPrices(s: ComboState, prices: ComboPrices | undefined): void {
  if (prices === undefined) return;
  for (const l of s.legs) {
    if (!Object.prototype.hasOwnProperty.call(prices, l.symbol)) continue;
    const px = price(prices, l.symbol);
    l.markTicks = px.mark;
    l.lastTicks = px.last;
  }
}

const secs = (ms: number): string => String(Math.floor(ms / 1000));
const frac = (r: Rate | null): string => (r === null ? '' : ratioToDecimal(BigInt(r.num), BigInt(r.den), Math.max(0, String(r.den).length - 1), 'half-even'));

/** FC-4's figures at the legs' current marks (or `prices`), at `now` (ms). */
export function comboMetrics(state: ComboState, at: { readonly now: number; readonly prices?: ComboPrices }): ComboMetrics {
  const s = at.prices === undefined ? state : cloneCombo(state);
  if (at.prices !== undefined) {
    for (const l of s.legs) {
      if (!Object.prototype.hasOwnProperty.call(at.prices, l.symbol)) continue;
      const px = price(at.prices, l.symbol);
      l.markTicks = px.mark;
      l.lastTicks = px.last;
    }
  }
  const S = s.quoteScale;
  const q = (u: number): string => unitsToDecimal(u, S);
  let realised = 0;
  let fees = 0;
  let funding = 0;
  let insurance = 0;
  let upnl = 0;
  let value = 0;
  let im = 0;
  let mm = 0;
  for (const l of s.legs) {
    const f = l.unitFactor;
    realised += l.position.realisedPnl * f;
    fees += l.position.fees * f;
    funding += l.position.funding * f;
    insurance += l.position.insurance * f;
    upnl += legUpnl(l);
    value += legValue(l);
    if (l.position.side !== null) {
      im += requiredInitialMargin(l.contract, l.position) * f;
      mm += requiredMaintenanceMargin(l.contract, l.position) * f;
    }
  }
  const equity = comboEquity(s);
  const D = s.deposits;
  const total = equity - D;
  const end = s.status === 'COMPLETED' ? s.endedAt : at.now;
  const weights = legWeightsBp(s);
  const rate = (n: number): string => (equity <= 0 || n === 0 ? '0' : ratioToDecimal(BigInt(n), BigInt(equity), 4, 'half-even'));
  const sides = new Set(s.legs.map((l) => l.side));
  const legs = s.legs.map((l, i): ComboLegMetrics => {
    const m = l.contract.market;
    const open = l.position.side !== null;
    const liqOk = open && l.position.liqTicks > 0 && l.position.liqTicks < LIQ_NEVER;
    return {
      symbol: l.symbol,
      side: l.side,
      target_position_percent: unitsToDecimal(l.targetBp, 4),
      current_position_percent: unitsToDecimal(weights[i], 4),
      qty: lotsToQty(m, l.position.lots),
      entry_price: averageEntryPrice(l.contract, l.position),
      mark_price: ticksToPrice(m, l.markTicks),
      position_value: q(legValue(l)),
      unrealized_pnl: q(legUpnl(l)),
      realized_pnl: q((l.position.realisedPnl - l.position.insurance) * l.unitFactor),
      funding_fee: q(l.position.funding * l.unitFactor),
      exec_fee: q(l.position.fees * l.unitFactor),
      margin: q(l.position.margin * l.unitFactor),
      liquidation_price: liqOk ? ticksToPrice(m, l.position.liqTicks) : '',
      liquidated: l.liquidated,
    };
  });
  const c = s.config;
  const exit = s.status === 'COMPLETED' ? q(s.exitEquity) : '0';
  return {
    bot_mode: sides.size > 1 ? 'BOT_MODE_MIX' : sides.has('long') ? 'BOT_MODE_LONG' : 'BOT_MODE_SHORT',
    leverage: unitsToDecimal(c.leverageE2, 2),
    total_margin: q(D),
    equity: q(equity),
    total_pnl: q(total),
    total_pnl_per: D > 0 ? ratioToDecimal(BigInt(total), BigInt(D), 6, 'half-even') : '0',
    roi: D > 0 ? ratioToDecimal(BigInt(total) * 100n, BigInt(D), 2, 'half-even') : '0',
    total_apr: aprDecimal(total, D, minutesRunning(end - s.createdAt)),
    realized_pnl: q(realised - insurance),
    unrealized_pnl: q(upnl),
    total_exec_fee: q(fees),
    funding_fee: q(funding),
    total_position_value: q(value),
    margin_balance: q(equity),
    available_balance: q(s.wallet),
    imr: rate(im),
    mmr: rate(mm),
    adjust_position_mode: c.adjustMode,
    adjust_position_percent: frac(c.adjustPercent),
    adjust_position_time_interval: c.adjustIntervalS ?? 0,
    adjusted_position_num: String(s.rebalances),
    last_adjust_position_time: secs(s.lastRebalanceAt),
    sl_percent: frac(c.sl),
    tp_percent: frac(c.tp),
    trailing_stop_percent: frac(c.trailing),
    midway_transfer: q(s.transferredIn - s.transferredOut),
    exit_equity: exit,
    sl_exit_equity: s.stopType === 'BOT_STOP_TYPE_STOP_LOSS' ? exit : '0',
    tp_exit_equity: s.stopType === 'BOT_STOP_TYPE_TAKE_PROFIT' ? exit : '0',
    stop_type: s.stopType ?? 'BOT_STOP_TYPE_UNSPECIFIED',
    close_code: s.closeCode ?? '',
    run_time_duration: secs(Math.max(0, end - s.createdAt)),
    create_time: secs(s.createdAt),
    end_time: s.status === 'COMPLETED' ? secs(s.endedAt) : '0',
    last_modify_setting_time: secs(s.modifiedAt),
    symbol_settings: legs,
  };
}

/**
 * Per leg what opening now would do (the create page's table): the same
 * sizing as createCombo (core.ts, k = 1), its initial margin, notional, qty
 * and the futures core's estimated liquidation price after the opening
 * fill. Needs leverage and init margin; throws EngineInputError like
 * validateCombo for malformed input.
 */
export function estimateComboLegs(input: ComboInput, contracts: ComboContracts, prices: ComboPrices): ComboLegEstimate[] {
  const p = parseCombo(input, contracts);
  if (p.leverageE2 === null) throw new EngineInputError('leverage', 'is required');
  if (p.initMargin === null) throw new EngineInputError('init_margin', 'is required');
  if (p.legs.length === 0) return [];
  const L = p.leverageE2;
  const { legs, quoteScale } = legsOf(p, prices, L);
  const E = units(p.initMargin, quoteScale, 'init_margin');
  // run the real opening on a scratch state and read its legs
  const scratch = newState(legs, quoteScale, { leverageE2: L, adjustMode: 4, adjustPercent: null, adjustIntervalS: null, tp: null, sl: null, trailing: null }, E, 0);
  const core = new ComboCore(scratch);
  core.rebalance(4, 0, 'open');
  const rec = core.events.find((e) => e.type === 'rebalance');
  return scratch.legs.map((l, i): ComboLegEstimate => {
    const m = l.contract.market;
    const lots = l.position.lots;
    const est = lots > 0 ? estimateLiquidation(l.contract, L, [{ side: l.side === 'long' ? 'buy' : 'sell', ticks: l.lastTicks, lots, liquidity: 'taker' }]) : null;
    const liqOk = est !== null && est.liqTicks > 0 && est.liqTicks < LIQ_NEVER;
    const n = notional(m, l.lastTicks, lots);
    return {
      symbol: l.symbol,
      side: l.side,
      weightBp: l.targetBp,
      margin: unitsToDecimal(lots > 0 ? initialMargin(n, L) * l.unitFactor : 0, quoteScale),
      notional: unitsToDecimal(n * l.unitFactor, quoteScale),
      qty: lotsToQty(m, lots),
      lots,
      liquidation_price: liqOk ? ticksToPrice(m, est.liqTicks) : '',
      limitedReason: rec?.type === 'rebalance' ? rec.record.legs[i].limitedReason : null,
    };
  });
}

/** A running combo with flat legs and `initMargin` in its wallet, created at `now`. */
function newState(legs: ComboLeg[], quoteScale: number, config: ComboConfig, initMargin: number, now: number): ComboState {
  return {
    v: 1,
    kind: 'combo',
    quoteScale,
    config,
    legs,
    status: 'RUNNING',
    createdAt: now,
    endedAt: 0,
    modifiedAt: now,
    wallet: initMargin,
    deposits: initMargin,
    initMargin,
    transferredIn: 0,
    transferredOut: 0,
    lastRebalanceAt: now,
    rebalances: 0,
    peakEquity: initMargin,
    lastTime: now,
    nextRef: 1,
    stopType: null,
    closeCode: null,
    exitEquity: 0,
  };
}

