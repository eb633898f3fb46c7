/**
 * The combo create form as data: what the trader types (weights and every
 * percent as the page shows them, "5" = 5 %), and the exact bodies it
 * becomes — get-limit (FC-1), create-bot (FC-2) — plus the engine's input
 * for the per-leg estimate and the backtest (fractions, as the API takes
 * them). Percent ↔ fraction is a decimal shift (bignumber.js), never float math.
 *
 * Wire (combo design decisions 1, 2, 6, 8): `target_position_percent` is a
 * fraction with at most 4 decimals and the legs sum to exactly 1; `side` 1
 * long / 2 short; `adjust_position_mode` 1 time, 2 drift, 3 either, 4 by user
 * (5 and 6 are reasons the bot records, never sent); the interval in seconds,
 * one of the presets; `tp_percent` / `sl_percent` / `trailing_stop_percent`
 * fractions, absent when not set; a copy sends `create_type` (createType
 * code), `block_source` (blockSource code) and `followed_bot_id`.
 */
import type { FcomboCreateBody, FcomboLimitBody, FcomboLimitResult } from '@tb/contracts';
import { priceToTicks, type ComboContracts, type ComboInput, type ComboPrices, type FuturesContract } from '@tb/engine';
import { fractionToPercent, percentToFraction } from '@tb/feature-bot-pages';
import type { FormReading } from '@tb/feature-bot-pages';
import { futuresFieldRules, leverageRule, sharedMarginRule } from '@tb/futures-ui';
import { ADJUST_POSITION_INTERVAL_PRESETS, adjustModeNeedsInterval, adjustModeNeedsPercent, adjustPositionMode, blockSource, createType, type AdjustPositionMode } from '@tb/util-enums';
import { toBigNumber, type NumberRule } from '@tb/util-format';
import { evenSplit, percentToWeight, sideCode, sideOf, weightToPercent, weightsExact, type Leg } from './legs';

/** The modes the form offers (ADJUST_POSITION_MODES_OFFERED). */
export type OfferedMode = Extract<AdjustPositionMode, 'time' | 'percent' | 'timeOrPercent' | 'byUser'>;

export interface ComboFormValues {
  legs: Leg[];
  /** Multiplier as typed ("5"). */
  leverage: string;
  /** Quote (USDT). */
  initMargin: string;
  adjustMode: OfferedMode;
  /** Seconds, one of ADJUST_POSITION_INTERVAL_PRESETS. */
  interval: number;
  /** Percent ("5" = 5 %). */
  drift: string;
  /** Percents; "" = none. */
  tp: string;
  sl: string;
  trailing: string;
}

/** The FC-1 fields a bound or a check code belongs to (COMBO_CHECK_CODES' fields). */
export type ComboField = 'symbol_settings' | 'leverage' | 'init_margin' | 'adjust_position_percent' | 'adjust_position_time_interval' | 'tp_percent' | 'sl_percent' | 'trailing_stop_percent';

/** Where a copy came from: a followed combo (rank list) or today's AI pick. */
export interface CopySource {
  kind: 'follow' | 'pick';
  /** The copied combo's id (followed_bot_id), when there is one. */
  botId?: string;
  /** The copy was opened from the ranking (the follow page's `from=rank`): block_source rank list, else main-page create block. */
  fromRank?: boolean;
}

/** Two long legs of the largest contracts, split evenly, rebalanced daily or at a 5 % drift. */
export const DEFAULT_VALUES: ComboFormValues = {
  legs: evenSplit([
    { symbol: 'BTCUSDT', side: 'long', weight: '' },
    { symbol: 'ETHUSDT', side: 'long', weight: '' },
  ]),
  leverage: '3',
  initMargin: '',
  adjustMode: 'timeOrPercent',
  interval: 86400,
  drift: '5',
  tp: '',
  sl: '',
  trailing: '',
};

/** The legs of `?symbols=A,B` (long, split evenly), or the default legs. */
export function legsFromSymbols(symbols: readonly string[]): Leg[] {
  if (symbols.length === 0) return DEFAULT_VALUES.legs;
  return evenSplit(symbols.map((symbol) => ({ symbol, side: 'long' as const, weight: '' })));
}

const given = (text: string) => toBigNumber(text) !== null && text.trim() !== '';

/** The form's number fields besides the legs' weights (legs.ts reads those). */
export const NUMBER_KEYS = ['leverage', 'initMargin', 'drift', 'tp', 'sl', 'trailing'] as const;
export type NumberKey = (typeof NUMBER_KEYS)[number];
export type FieldRules = Readonly<Record<NumberKey, NumberRule>>;
/** The drift's rule while the mode does not rebalance on it: anything (it is not sent). */
const OFF: NumberRule = {};

/**
 * What each number field takes whatever FC-1 answers (issue 32, one exact
 * input path): leverage in 0.01 steps from 1× to the cap of the leg that
 * allows least, the margin in the coarsest quote unit of the legs and under
 * the margin at which a leg would pass its last risk limit (`sharedMarginRule`),
 * percents with two decimals (the drift required only when the mode
 * rebalances on it). Refused values are said at their field and never sent.
 * Each rule is the same object while it stays the same (issue 30: a field's
 * reading of unchanged text is kept, `readNumberField`).
 */
export function fieldRules(contracts: readonly FuturesContract[], v: Pick<ComboFormValues, 'legs' | 'adjustMode'>, legContracts: Readonly<Record<string, FuturesContract>> = {}): FieldRules | null {
  if (contracts.length === 0) return null;
  const cap = Math.min(...contracts.map((c) => c.maxLeverageE2));
  const r = futuresFieldRules(contracts[0]);
  const weights = weightsExact(v.legs) ? v.legs.map((leg) => ({ contract: legContracts[leg.symbol], weight: percentToWeight(leg.weight) })) : [];
  const margin = (weights.length > 0 && weights.every((w) => w.contract) ? sharedMarginRule(weights) : null) ?? sharedMarginRule(contracts.map((contract) => ({ contract })))!;
  return {
    leverage: leverageRule(cap),
    initMargin: margin,
    drift: adjustModeNeedsPercent(v.adjustMode) ? r.percent : OFF,
    tp: r.optionalPercent,
    sl: r.optionalPercent,
    trailing: r.optionalPercent,
  };
}

/** The form read with its rules (@tb/feature-bot-pages' `readCreateForm`): the exact values, what FC-1 may be asked about, each field's problem. */
export type ComboReading = FormReading<ComboFormValues, NumberKey>;

/**
 * FC-1 body for the form as typed (empty optional fields left out), or null
 * while the legs cannot be checked: none chosen, or weights not summing to
 * exactly 100 % (the form says so itself; the call would only answer 400).
 */
export function limitBody(v: ComboFormValues): FcomboLimitBody | null {
  if (v.legs.length === 0 || !weightsExact(v.legs)) return null;
  // leverage and init_margin are always sent; "" = not typed yet (FC-1 still answers every bound)
  const body: FcomboLimitBody = {
    leverage: given(v.leverage) ? v.leverage : '',
    init_margin: given(v.initMargin) ? v.initMargin : '',
    adjust_position_mode: adjustPositionMode.toCode(v.adjustMode) as FcomboLimitBody['adjust_position_mode'],
    symbol_settings: v.legs.map((leg) => ({ symbol: leg.symbol, side: sideCode(leg.side) as 1 | 2, target_position_percent: percentToWeight(leg.weight) })),
  };
  if (adjustModeNeedsPercent(v.adjustMode) && given(v.drift)) body.adjust_position_percent = percentToFraction(v.drift);
  if (adjustModeNeedsInterval(v.adjustMode)) body.adjust_position_time_interval = v.interval;
  if (given(v.tp)) body.tp_percent = percentToFraction(v.tp);
  if (given(v.sl)) body.sl_percent = percentToFraction(v.sl);
  if (given(v.trailing)) body.trailing_stop_percent = percentToFraction(v.trailing);
  return body;
}

/** The engine's input (estimate, backtest): the FC-1 body once leverage and margin are given too. */
export function engineInput(v: ComboFormValues): (ComboInput & FcomboLimitBody) | null {
  const body = limitBody(v);
  if (!body || body.leverage === '' || body.init_margin === '') return null;
  if (adjustModeNeedsPercent(v.adjustMode) && body.adjust_position_percent === undefined) return null;
  return body;
}

/** FC-2 create body: the engine's input and, for a copy, where it came from (decision 8). */
export function createBody(v: ComboFormValues, copy?: CopySource | null): FcomboCreateBody | null {
  const input = engineInput(v);
  if (!input) return null;
  if (!copy) return input;
  return {
    ...input,
    create_type: createType.toCode('copy') as FcomboCreateBody['create_type'],
    block_source: blockSource.toCode(copy.kind === 'pick' ? 'aiCreate' : copy.fromRank ? 'rankList' : 'mainPageCreate') as FcomboCreateBody['block_source'],
    ...(copy.botId ? { followed_bot_id: copy.botId } : {}),
  };
}

/** FC-1's answer (wire shape: check_code and `{min, max}` per field). */
export type ComboLimitAnswer = FcomboLimitResult;

/** Today's prices of the legs in their contracts' ticks (the engine's ComboPrices), or null while one is missing. */
export function comboPrices(symbols: readonly string[], contracts: ComboContracts, lastPrices: Readonly<Record<string, string>>): ComboPrices | null {
  const prices: Record<string, { mark: number }> = {};
  for (const symbol of symbols) {
    const contract = contracts[symbol];
    const price = lastPrices[symbol];
    if (!contract || !price) return null;
    prices[symbol] = { mark: priceToTicks(contract.market, price, 'price', 'half-up') };
  }
  return prices;
}

/** The interval presets as the form offers them (label key, seconds). */
export const INTERVALS = ADJUST_POSITION_INTERVAL_PRESETS;

/** The create parameters a copy carries (get-follow-detail's `parameters`, get-daily-pick's payload): wire names. */
export interface CopyParameters {
  leverage: string;
  symbol_settings: readonly { symbol: string; side: number | string; target_position_percent: string }[];
  adjust_position_mode: number | string;
  adjust_position_percent?: string;
  adjust_position_time_interval?: number | string;
  tp_percent?: string;
  sl_percent?: string;
  trailing_stop_percent?: string;
  /** The smallest init margin these parameters accept now (follow) — or the pick's suggestion. */
  min_init_margin?: string;
  suggested_init_margin?: string;
}

const OFFERED: readonly OfferedMode[] = ['time', 'percent', 'timeOrPercent', 'byUser'];
const positivePercent = (fraction: string | undefined) => (fraction && toBigNumber(fraction)?.gt(0) ? fractionToPercent(fraction) : '');

/**
 * A copied combo's parameters as form values (decision 8): its legs, sides
 * and weights, leverage, rebalancing and stops; the margin the smallest they
 * accept now (a follow) or the pick's suggestion. A mode the form does not
 * offer becomes "only when I ask"; an interval that is not a preset, daily.
 */
export function valuesFromCopy(p: CopyParameters): ComboFormValues {
  const mode = adjustPositionMode.fromServer(p.adjust_position_mode);
  const interval = Number(p.adjust_position_time_interval);
  return {
    legs: p.symbol_settings.map((leg) => ({ symbol: leg.symbol, side: sideOf(leg.side), weight: weightToPercent(leg.target_position_percent) })),
    leverage: p.leverage,
    initMargin: p.min_init_margin || p.suggested_init_margin || '',
    adjustMode: (OFFERED as readonly string[]).includes(mode) ? (mode as OfferedMode) : 'byUser',
    interval: INTERVALS.some((preset) => preset.seconds === interval) ? interval : DEFAULT_VALUES.interval,
    drift: positivePercent(p.adjust_position_percent) || DEFAULT_VALUES.drift,
    tp: positivePercent(p.tp_percent),
    sl: positivePercent(p.sl_percent),
    trailing: positivePercent(p.trailing_stop_percent),
  };
}
