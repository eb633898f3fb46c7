import type { ComboField, DcaField, FuturesGridField, MartingaleField, PayloadField, SpotGridField } from './fields';

/**
 * Check codes and bot response codes → what a trader is told, and where.
 *
 * Check codes come from the pre-check endpoints (`result.check_code` of
 * validate-input / get-limit, and of the create calls). The lists are the
 * API reference's (spot 25, futures grid 21 "selected", martingale 17,
 * combo 17) plus the spec §5 extras the reference does not list, named in the
 * same pattern (documented per entry below).
 *
 * Each code has:
 * - `key`: its message key in the `checkCodes` i18n namespace (`fgrid.lowPriceTooLow`);
 *   bounded codes have two messages, `<key>.range` (with `{{min}}`/`{{max}}`)
 *   and `<key>.plain` (when no range is known);
 * - `field`: the request payload field it concerns, or `null` when it
 *   concerns the whole request; `aliases` are other payload names of that
 *   input (validate vs create spellings);
 * - `severity`: `success`; `info` (nothing wrong, nothing done); `warning`
 *   (the user can fix the input); `error` (the request cannot go through as
 *   it is: account, market or system state);
 * - `number`: the proto-style integer of the identifier. Only SPOT's
 *   success is documented (0); the rest are designed: each family numbers
 *   its codes in the reference's order, the spec extras after them.
 */
export type CheckCodeFamily = 'fgrid' | 'spot' | 'martingale' | 'combo';
export type Severity = 'success' | 'info' | 'warning' | 'error';

/**
 * Units of a validator's range, so `{{min}}`/`{{max}}` read right:
 * `fraction` ranges (`"0.05"`) show as percents (`5%`), `percent` ranges are
 * whole percents already (FG-1's `stop_loss`/`take_profit`, 0–100/0–500),
 * `leverage` shows `5x`, `multiplier` `1.5×`, `seconds` a duration.
 */
export type RangeUnit = 'price' | 'amount' | 'count' | 'fraction' | 'percent' | 'leverage' | 'multiplier' | 'seconds';

/** Which end of the range was crossed: `min` → `{{min}}`, `max` → `{{max}}`, `range` → both. */
export type BoundKind = 'min' | 'max' | 'range';

/** Input names used by the shared "too low / too high" message templates. */
export type SubjectId =
  | 'minPrice'
  | 'maxPrice'
  | 'gridCount'
  | 'investment'
  | 'leverage'
  | 'tpPercent'
  | 'slPercent'
  | 'tpPrice'
  | 'slPrice'
  | 'entryPrice'
  | 'moveUpPrice'
  | 'moveDownPrice'
  | 'trailingStopPercent'
  | 'limitUpPrice'
  | 'addInvestment'
  | 'priceFloatPercent'
  | 'addPositionMultiple'
  | 'addPositionCount'
  | 'initMargin'
  | 'roundTpPercent'
  | 'adjustPositionPercent'
  | 'adjustInterval';

export interface Bound {
  readonly kind: BoundKind;
  /** Key of the range object in the validator's result (`investment`, `cell_number`, …). */
  readonly rangeKey: string;
  readonly unit: RangeUnit;
  /** Set when the message is the shared template for this input; unset → the code has its own range/plain text. */
  readonly subject?: SubjectId;
}

export interface CheckCodeDef<F extends PayloadField = PayloadField> {
  readonly code: string;
  readonly family: CheckCodeFamily;
  readonly number: number;
  /** Message key inside the `checkCodes` namespace (without `.range`/`.plain`). */
  readonly key: string;
  readonly field: F | null;
  readonly aliases: readonly F[];
  readonly success: boolean;
  readonly severity: Severity;
  readonly bound?: Bound;
  /** Other identifiers the server sends for this code (e.g. `FGRID_CHECK_CODE_UNSPECIFIED`). */
  readonly also?: readonly string[];
}

interface Row<F extends PayloadField> {
  suffix: string;
  key: string;
  field: F | null;
  aliases?: readonly F[];
  severity?: Severity;
  bound?: Bound;
  also?: readonly string[];
}

function family<F extends PayloadField>(name: CheckCodeFamily, prefix: string, rows: readonly Row<F>[]): readonly CheckCodeDef<F>[] {
  return rows.map((row, index) => ({
    code: `${prefix}${row.suffix}`,
    family: name,
    number: index,
    key: `${name}.${row.key}`,
    field: row.field,
    aliases: row.aliases ?? [],
    success: row.severity === 'success',
    severity: row.severity ?? (row.bound ? 'warning' : 'error'),
    ...(row.bound ? { bound: row.bound } : {}),
    ...(row.also ? { also: row.also } : {}),
  }));
}

const low = (rangeKey: string, unit: RangeUnit, subject?: SubjectId): Bound => ({ kind: 'min', rangeKey, unit, subject });
const high = (rangeKey: string, unit: RangeUnit, subject?: SubjectId): Bound => ({ kind: 'max', rangeKey, unit, subject });
const within = (rangeKey: string, unit: RangeUnit, subject?: SubjectId): Bound => ({ kind: 'range', rangeKey, unit, subject });

const FG_INVEST: Pick<Row<FuturesGridField>, 'field' | 'aliases'> = {
  field: 'quote_investment',
  aliases: ['total_investment', 'init_margin'],
};

/**
 * Futures grid (`FGRID_CHECK_CODE_*`). The reference's 21 plus the spec §5
 * extras. Readings of the extras:
 * - `AMOUNT_TOO_LOW/HIGH`: one grid order's quantity (investment × leverage
 *   spread over the cells) is under the symbol's minimum / over its maximum
 *   order quantity; `AMOUNT_TOO_BIG`: the grid's whole position would exceed
 *   the largest position allowed at this leverage. All three point at the
 *   investment input, the one the user changes.
 * - `TP_SL_FAILED`: the TP/SL could not be placed (update-fgrid-bot-tpsl).
 * - TP/SL vs last price and liquidation: a long grid's TP must be above the
 *   last price and its SL below the last price but above liquidation; a short
 *   grid's the other way round. One code per broken ordering.
 * - `SL_PRICE_*`, `TP_PRICE_*`: price-form TP/SL outside FG-1's
 *   `stop_loss_price`/`take_profit_price` ranges; `SL_TOO_*`/`TP_TOO_*` are the
 *   percent form (FG-1 `stop_loss`/`take_profit`, whole percents).
 * - `TOP_PRICE_*`/`BOTTOM_PRICE_*`: the grid's top must lie above the last
 *   price and its bottom below it (and neither too far away): the range is
 *   the validator's `max_price`/`min_price`, but the message speaks of the
 *   last price, unlike `HIGH_PRICE_*`/`LOW_PRICE_*`.
 * - `PRE_SETTLE_REDUCE_ONLY`: the contract is about to settle and only
 *   reduces positions; `COIN_NOT_MATCH`: the margin coin is not the
 *   contract's settle coin; `OPERATE_DENIED`: the account may not do this
 *   now (e.g. unified account upgrading).
 */
export const FGRID_CHECK_CODES = family<FuturesGridField>('fgrid', 'FGRID_CHECK_CODE_', [
  { suffix: 'SUCCESS', key: 'success', field: null, severity: 'success', also: ['FGRID_CHECK_CODE_UNSPECIFIED'] },
  { suffix: 'LOW_PRICE_TOO_LOW', key: 'lowPriceTooLow', field: 'min_price', bound: low('min_price', 'price', 'minPrice') },
  { suffix: 'LOW_PRICE_TOO_HIGH', key: 'lowPriceTooHigh', field: 'min_price', bound: high('min_price', 'price', 'minPrice') },
  { suffix: 'HIGH_PRICE_TOO_LOW', key: 'highPriceTooLow', field: 'max_price', bound: low('max_price', 'price', 'maxPrice') },
  { suffix: 'HIGH_PRICE_TOO_HIGH', key: 'highPriceTooHigh', field: 'max_price', bound: high('max_price', 'price', 'maxPrice') },
  { suffix: 'GRID_NO_TOO_LOW', key: 'gridNoTooLow', field: 'cell_number', bound: low('cell_number', 'count', 'gridCount') },
  { suffix: 'GRID_NO_TOO_HIGH', key: 'gridNoTooHigh', field: 'cell_number', bound: high('cell_number', 'count', 'gridCount') },
  { suffix: 'INVESTMENT_TOO_LOW', key: 'investmentTooLow', ...FG_INVEST, bound: low('investment', 'amount', 'investment') },
  { suffix: 'INVESTMENT_TOO_HIGH', key: 'investmentTooHigh', ...FG_INVEST, bound: high('investment', 'amount', 'investment') },
  { suffix: 'LEVERAGE_TOO_LOW', key: 'leverageTooLow', field: 'leverage', bound: low('leverage', 'leverage', 'leverage') },
  { suffix: 'LEVERAGE_TOO_HIGH', key: 'leverageTooHigh', field: 'leverage', bound: high('leverage', 'leverage', 'leverage') },
  { suffix: 'TP_TOO_LOW', key: 'tpTooLow', field: 'take_profit_per', bound: low('take_profit', 'percent', 'tpPercent') },
  { suffix: 'TP_TOO_HIGH', key: 'tpTooHigh', field: 'take_profit_per', bound: high('take_profit', 'percent', 'tpPercent') },
  { suffix: 'SL_TOO_LOW', key: 'slTooLow', field: 'stop_loss_per', bound: low('stop_loss', 'percent', 'slPercent') },
  { suffix: 'SL_TOO_HIGH', key: 'slTooHigh', field: 'stop_loss_per', bound: high('stop_loss', 'percent', 'slPercent') },
  { suffix: 'SL_CAUSE_LIQUIDATION', key: 'slCauseLiquidation', field: 'stop_loss_price', aliases: ['stop_loss_per'], severity: 'warning' },
  { suffix: 'RISK_LIMIT', key: 'riskLimit', field: 'leverage' },
  { suffix: 'OI_POS_LIMIT', key: 'oiPosLimit', ...FG_INVEST },
  { suffix: 'SYMBOL_NOT_EXISTS', key: 'symbolNotExists', field: 'symbol' },
  { suffix: 'USER_BANNED', key: 'userBanned', field: null },
  {
    suffix: 'INVALID_TRAILING_STOP_PERCENT',
    key: 'invalidTrailingStopPercent',
    field: 'ts_percent',
    aliases: ['trailing_stop_per'],
    bound: within('trailing_stop_per', 'fraction', 'trailingStopPercent'),
  },
  // Spec §5 extras (not in the reference's "selected" list).
  { suffix: 'AMOUNT_TOO_LOW', key: 'amountTooLow', ...FG_INVEST, severity: 'warning' },
  { suffix: 'AMOUNT_TOO_HIGH', key: 'amountTooHigh', ...FG_INVEST, severity: 'warning' },
  { suffix: 'AMOUNT_TOO_BIG', key: 'amountTooBig', ...FG_INVEST, severity: 'warning' },
  { suffix: 'TP_SL_FAILED', key: 'tpSlFailed', field: null },
  { suffix: 'TP_PRICE_LOWER_THAN_LAST_PRICE', key: 'tpBelowLastPrice', field: 'take_profit_price', severity: 'warning' },
  { suffix: 'TP_PRICE_HIGHER_THAN_LAST_PRICE', key: 'tpAboveLastPrice', field: 'take_profit_price', severity: 'warning' },
  { suffix: 'SL_PRICE_HIGHER_THAN_LAST_PRICE', key: 'slAboveLastPrice', field: 'stop_loss_price', severity: 'warning' },
  { suffix: 'SL_PRICE_LOWER_THAN_LAST_PRICE', key: 'slBelowLastPrice', field: 'stop_loss_price', severity: 'warning' },
  { suffix: 'SL_PRICE_LOWER_THAN_LIQ_PRICE', key: 'slBelowLiqPrice', field: 'stop_loss_price', severity: 'warning' },
  { suffix: 'SL_PRICE_HIGHER_THAN_LIQ_PRICE', key: 'slAboveLiqPrice', field: 'stop_loss_price', severity: 'warning' },
  { suffix: 'SL_PRICE_TOO_LOW', key: 'slPriceTooLow', field: 'stop_loss_price', bound: low('stop_loss_price', 'price', 'slPrice') },
  { suffix: 'SL_PRICE_TOO_HIGH', key: 'slPriceTooHigh', field: 'stop_loss_price', bound: high('stop_loss_price', 'price', 'slPrice') },
  { suffix: 'TP_PRICE_TOO_LOW', key: 'tpPriceTooLow', field: 'take_profit_price', bound: low('take_profit_price', 'price', 'tpPrice') },
  { suffix: 'TP_PRICE_TOO_HIGH', key: 'tpPriceTooHigh', field: 'take_profit_price', bound: high('take_profit_price', 'price', 'tpPrice') },
  { suffix: 'TOP_PRICE_TOO_LOW', key: 'topPriceTooLow', field: 'max_price', bound: low('max_price', 'price') },
  { suffix: 'TOP_PRICE_TOO_HIGH', key: 'topPriceTooHigh', field: 'max_price', bound: high('max_price', 'price') },
  { suffix: 'BOTTOM_PRICE_TOO_LOW', key: 'bottomPriceTooLow', field: 'min_price', bound: low('min_price', 'price') },
  { suffix: 'BOTTOM_PRICE_TOO_HIGH', key: 'bottomPriceTooHigh', field: 'min_price', bound: high('min_price', 'price') },
  { suffix: 'ENTRY_PRICE_TOO_LOW', key: 'entryPriceTooLow', field: 'entry_price', bound: low('entry_price', 'price', 'entryPrice') },
  { suffix: 'ENTRY_PRICE_TOO_HIGH', key: 'entryPriceTooHigh', field: 'entry_price', bound: high('entry_price', 'price', 'entryPrice') },
  { suffix: 'MOVE_UP_PRICE_TOO_LOW', key: 'moveUpPriceTooLow', field: 'move_up_price', bound: low('move_up_price', 'price', 'moveUpPrice') },
  { suffix: 'MOVE_UP_PRICE_TOO_HIGH', key: 'moveUpPriceTooHigh', field: 'move_up_price', bound: high('move_up_price', 'price', 'moveUpPrice') },
  {
    suffix: 'MOVE_DOWN_PRICE_TOO_LOW',
    key: 'moveDownPriceTooLow',
    field: 'move_down_price',
    bound: low('move_down_price', 'price', 'moveDownPrice'),
  },
  {
    suffix: 'MOVE_DOWN_PRICE_TOO_HIGH',
    key: 'moveDownPriceTooHigh',
    field: 'move_down_price',
    bound: high('move_down_price', 'price', 'moveDownPrice'),
  },
  { suffix: 'PRE_SETTLE_REDUCE_ONLY', key: 'preSettleReduceOnly', field: 'symbol' },
  { suffix: 'COIN_NOT_MATCH', key: 'coinNotMatch', field: 'symbol' },
  { suffix: 'OPERATE_DENIED', key: 'operateDenied', field: null },
  { suffix: 'NOT_LOGIN', key: 'notLogin', field: null, severity: 'info' },
  { suffix: 'SERVER_ERROR', key: 'serverError', field: null },
  { suffix: 'INVALID_PARAM', key: 'invalidParam', field: null },
]);

const SPOT_INVEST: Pick<Row<SpotGridField>, 'field' | 'aliases'> = { field: 'quote_investment', aliases: ['base_investment'] };

/**
 * Spot grid (`SPOT_CHECK_CODE_*`): the reference's 25 plus the spec's
 * add-investment bounds (`ADD_INVESTMENT_TOO_LOW/HIGH`, range key
 * `add_investment` of validate-update-sgrid) and `PARAMETERS_NOT_CHANGED`
 * (an update that changes nothing: info, not an error). SG-1 names TP/SL
 * `take_profit`/`stop_loss`; SG-2 `…_price`: the create names are the field,
 * the validate names aliases.
 */
export const SPOT_CHECK_CODES = family<SpotGridField>('spot', 'SPOT_CHECK_CODE_', [
  { suffix: 'SUCCESS_UNSPECIFIED', key: 'success', field: null, severity: 'success' },
  { suffix: 'LOW_PRICE_TOO_LOW', key: 'lowPriceTooLow', field: 'min_price', bound: low('min_price', 'price', 'minPrice') },
  { suffix: 'LOW_PRICE_TOO_HIGH', key: 'lowPriceTooHigh', field: 'min_price', bound: high('min_price', 'price', 'minPrice') },
  { suffix: 'HIGH_PRICE_TOO_LOW', key: 'highPriceTooLow', field: 'max_price', bound: low('max_price', 'price', 'maxPrice') },
  { suffix: 'HIGH_PRICE_TOO_HIGH', key: 'highPriceTooHigh', field: 'max_price', bound: high('max_price', 'price', 'maxPrice') },
  { suffix: 'GRID_NO_TOO_LOW', key: 'gridNoTooLow', field: 'cell_number', bound: low('cell_number', 'count', 'gridCount') },
  { suffix: 'GRID_NO_TOO_HIGH', key: 'gridNoTooHigh', field: 'cell_number', bound: high('cell_number', 'count', 'gridCount') },
  { suffix: 'INVESTMENT_TOO_LOW', key: 'investmentTooLow', ...SPOT_INVEST, bound: low('investment', 'amount', 'investment') },
  { suffix: 'INVESTMENT_TOO_HIGH', key: 'investmentTooHigh', ...SPOT_INVEST, bound: high('investment', 'amount', 'investment') },
  {
    suffix: 'TP_TOO_LOW',
    key: 'tpTooLow',
    field: 'take_profit_price',
    aliases: ['take_profit'],
    bound: low('take_profit', 'price', 'tpPrice'),
  },
  {
    suffix: 'TP_TOO_HIGH',
    key: 'tpTooHigh',
    field: 'take_profit_price',
    aliases: ['take_profit'],
    bound: high('take_profit', 'price', 'tpPrice'),
  },
  { suffix: 'SL_TOO_LOW', key: 'slTooLow', field: 'stop_loss_price', aliases: ['stop_loss'], bound: low('stop_loss', 'price', 'slPrice') },
  { suffix: 'SL_TOO_HIGH', key: 'slTooHigh', field: 'stop_loss_price', aliases: ['stop_loss'], bound: high('stop_loss', 'price', 'slPrice') },
  { suffix: 'EP_TOO_LOW', key: 'epTooLow', field: 'entry_price', bound: low('entry_price', 'price', 'entryPrice') },
  { suffix: 'EP_TOO_HIGH', key: 'epTooHigh', field: 'entry_price', bound: high('entry_price', 'price', 'entryPrice') },
  { suffix: 'TS_PERCENT_TOO_LOW', key: 'tsPercentTooLow', field: 'ts_percent', bound: low('ts_percent', 'fraction', 'trailingStopPercent') },
  { suffix: 'TS_PERCENT_TOO_HIGH', key: 'tsPercentTooHigh', field: 'ts_percent', bound: high('ts_percent', 'fraction', 'trailingStopPercent') },
  { suffix: 'TP_TOO_LOW_THAN_MARKET', key: 'tpBelowMarket', field: 'take_profit_price', aliases: ['take_profit'], severity: 'warning' },
  { suffix: 'SL_TOO_HIGH_THAN_MARKET', key: 'slAboveMarket', field: 'stop_loss_price', aliases: ['stop_loss'], severity: 'warning' },
  {
    suffix: 'LIMIT_UP_PRICE_TOO_LOW',
    key: 'limitUpPriceTooLow',
    field: 'limit_up_price',
    bound: low('limit_up_price', 'price', 'limitUpPrice'),
  },
  {
    suffix: 'LIMIT_UP_PRICE_TOO_HIGH',
    key: 'limitUpPriceTooHigh',
    field: 'limit_up_price',
    bound: high('limit_up_price', 'price', 'limitUpPrice'),
  },
  { suffix: 'CAN_NOT_ENABLE_TRAILING_UP', key: 'cannotEnableTrailingUp', field: 'enable_trailing', severity: 'warning' },
  { suffix: 'ENTRY_PRICE_FORBIDDEN_TRAILING_UP', key: 'entryPriceForbidsTrailingUp', field: 'entry_price', severity: 'warning' },
  { suffix: 'LAST_PRICE_FORBIDDEN_TRAILING_UP', key: 'lastPriceForbidsTrailingUp', field: 'enable_trailing', severity: 'warning' },
  { suffix: 'INVESTMENT_FORBIDDEN_TRAILING_UP', key: 'investmentForbidsTrailingUp', ...SPOT_INVEST, severity: 'warning' },
  // Spec §5 extras.
  {
    suffix: 'ADD_INVESTMENT_TOO_LOW',
    key: 'addInvestmentTooLow',
    field: 'add_investment',
    bound: low('add_investment', 'amount', 'addInvestment'),
  },
  {
    suffix: 'ADD_INVESTMENT_TOO_HIGH',
    key: 'addInvestmentTooHigh',
    field: 'add_investment',
    bound: high('add_investment', 'amount', 'addInvestment'),
  },
  { suffix: 'PARAMETERS_NOT_CHANGED', key: 'parametersNotChanged', field: null, severity: 'info' },
]);

/** Martingale (`F_MART_LIMIT_CHECK_CODE_*`, FM-1's 17). Ranges are `{min, max}`. */
export const MARTINGALE_CHECK_CODES = family<MartingaleField>('martingale', 'F_MART_LIMIT_CHECK_CODE_', [
  { suffix: 'F_MART_CHECK_CODE_SUCCESS_UNSPECIFIED', key: 'success', field: null, severity: 'success' },
  {
    suffix: 'F_MART_PRICE_FLOAT_PERCENT_TOO_HIGH',
    key: 'priceFloatPercentTooHigh',
    field: 'price_float_percent',
    bound: high('price_float_percent', 'fraction', 'priceFloatPercent'),
  },
  {
    suffix: 'F_MART_PRICE_FLOAT_PERCENT_TOO_LOW',
    key: 'priceFloatPercentTooLow',
    field: 'price_float_percent',
    bound: low('price_float_percent', 'fraction', 'priceFloatPercent'),
  },
  {
    suffix: 'F_MART_ADD_POSITION_PERCENT_TOO_HIGH',
    key: 'addPositionPercentTooHigh',
    field: 'add_position_percent',
    bound: high('add_position_percent', 'multiplier', 'addPositionMultiple'),
  },
  {
    suffix: 'F_MART_ADD_POSITION_PERCENT_TOO_LOW',
    key: 'addPositionPercentTooLow',
    field: 'add_position_percent',
    bound: low('add_position_percent', 'multiplier', 'addPositionMultiple'),
  },
  {
    suffix: 'F_MART_ADD_POSITION_NUM_TOO_HIGH',
    key: 'addPositionNumTooHigh',
    field: 'add_position_num',
    bound: high('add_position_num', 'count', 'addPositionCount'),
  },
  {
    suffix: 'F_MART_ADD_POSITION_NUM_TOO_LOW',
    key: 'addPositionNumTooLow',
    field: 'add_position_num',
    bound: low('add_position_num', 'count', 'addPositionCount'),
  },
  { suffix: 'F_MART_INIT_MARGIN_TOO_HIGH', key: 'initMarginTooHigh', field: 'init_margin', bound: high('init_margin', 'amount', 'initMargin') },
  { suffix: 'F_MART_INIT_MARGIN_TOO_LOW', key: 'initMarginTooLow', field: 'init_margin', bound: low('init_margin', 'amount', 'initMargin') },
  {
    suffix: 'F_MART_ROUND_TARGET_TP_PERCENT_TOO_HIGH',
    key: 'roundTpPercentTooHigh',
    field: 'round_tp_percent',
    bound: high('round_tp_percent', 'fraction', 'roundTpPercent'),
  },
  {
    suffix: 'F_MART_ROUND_TARGET_TP_PERCENT_TOO_LOW',
    key: 'roundTpPercentTooLow',
    field: 'round_tp_percent',
    bound: low('round_tp_percent', 'fraction', 'roundTpPercent'),
  },
  { suffix: 'F_MART_SL_PER_TOO_HIGH', key: 'slPerTooHigh', field: 'sl_percent', bound: high('sl_percent', 'fraction', 'slPercent') },
  { suffix: 'F_MART_SL_PER_TOO_LOW', key: 'slPerTooLow', field: 'sl_percent', bound: low('sl_percent', 'fraction', 'slPercent') },
  { suffix: 'F_MART_ENTRY_PRICE_TOO_HIGH', key: 'entryPriceTooHigh', field: 'entry_price', bound: high('entry_price', 'price', 'entryPrice') },
  { suffix: 'F_MART_ENTRY_PRICE_TOO_LOW', key: 'entryPriceTooLow', field: 'entry_price', bound: low('entry_price', 'price', 'entryPrice') },
  { suffix: 'F_MART_LEVERAGE_TOO_HIGH', key: 'leverageTooHigh', field: 'leverage', bound: high('leverage', 'leverage', 'leverage') },
  { suffix: 'F_MART_LEVERAGE_TOO_LOW', key: 'leverageTooLow', field: 'leverage', bound: low('leverage', 'leverage', 'leverage') },
]);

/**
 * Combo (`LIMIT_CHECK_CODE_*`, FC-1's 17). FC-1 returns no range for the leg
 * count, so the symbol-number codes have plain messages only.
 */
export const COMBO_CHECK_CODES = family<ComboField>('combo', 'LIMIT_CHECK_CODE_', [
  { suffix: 'SUCCESS_UNSPECIFIED', key: 'success', field: null, severity: 'success' },
  { suffix: 'SYMBOL_NUM_TOO_LOW', key: 'symbolNumTooLow', field: 'symbol_settings', severity: 'warning' },
  { suffix: 'SYMBOL_NUM_TOO_HIGH', key: 'symbolNumTooHigh', field: 'symbol_settings', severity: 'warning' },
  {
    suffix: 'ADJUST_POSITION_PERCENT_TOO_LOW',
    key: 'adjustPositionPercentTooLow',
    field: 'adjust_position_percent',
    bound: low('adjust_position_percent', 'fraction', 'adjustPositionPercent'),
  },
  {
    suffix: 'ADJUST_POSITION_PERCENT_TOO_HIGH',
    key: 'adjustPositionPercentTooHigh',
    field: 'adjust_position_percent',
    bound: high('adjust_position_percent', 'fraction', 'adjustPositionPercent'),
  },
  {
    suffix: 'ADJUST_POSITION_TIME_INTERVAL_TOO_LOW',
    key: 'adjustIntervalTooLow',
    field: 'adjust_position_time_interval',
    bound: low('adjust_position_time_interval', 'seconds', 'adjustInterval'),
  },
  {
    suffix: 'ADJUST_POSITION_TIME_INTERVAL_TOO_HIGH',
    key: 'adjustIntervalTooHigh',
    field: 'adjust_position_time_interval',
    bound: high('adjust_position_time_interval', 'seconds', 'adjustInterval'),
  },
  { suffix: 'INIT_MARGIN_TOO_HIGH', key: 'initMarginTooHigh', field: 'init_margin', bound: high('init_margin', 'amount', 'initMargin') },
  { suffix: 'INIT_MARGIN_TOO_LOW', key: 'initMarginTooLow', field: 'init_margin', bound: low('init_margin', 'amount', 'initMargin') },
  { suffix: 'SL_PER_TOO_HIGH', key: 'slPerTooHigh', field: 'sl_percent', bound: high('sl_percent', 'fraction', 'slPercent') },
  { suffix: 'SL_PER_TOO_LOW', key: 'slPerTooLow', field: 'sl_percent', bound: low('sl_percent', 'fraction', 'slPercent') },
  { suffix: 'TP_PER_TOO_HIGH', key: 'tpPerTooHigh', field: 'tp_percent', bound: high('tp_percent', 'fraction', 'tpPercent') },
  { suffix: 'TP_PER_TOO_LOW', key: 'tpPerTooLow', field: 'tp_percent', bound: low('tp_percent', 'fraction', 'tpPercent') },
  { suffix: 'LEVERAGE_TOO_HIGH', key: 'leverageTooHigh', field: 'leverage', bound: high('leverage', 'leverage', 'leverage') },
  { suffix: 'LEVERAGE_TOO_LOW', key: 'leverageTooLow', field: 'leverage', bound: low('leverage', 'leverage', 'leverage') },
  {
    suffix: 'TRAILING_STOP_PERCENT_TOO_LOW',
    key: 'trailingStopPercentTooLow',
    field: 'trailing_stop_percent',
    bound: low('trailing_stop_percent', 'fraction', 'trailingStopPercent'),
  },
  {
    suffix: 'TRAILING_STOP_PERCENT_TOO_HIGH',
    key: 'trailingStopPercentTooHigh',
    field: 'trailing_stop_percent',
    bound: high('trailing_stop_percent', 'fraction', 'trailingStopPercent'),
  },
]);

export const ALL_CHECK_CODES: readonly CheckCodeDef[] = [
  ...FGRID_CHECK_CODES,
  ...SPOT_CHECK_CODES,
  ...MARTINGALE_CHECK_CODES,
  ...COMBO_CHECK_CODES,
];

/** Payload fields each family may name (for tests and form wiring). */
export type FieldOfFamily = {
  fgrid: FuturesGridField;
  spot: SpotGridField;
  martingale: MartingaleField;
  combo: ComboField;
  dca: DcaField;
};
