/**
 * The martingale create form as data: what the trader types (percents as
 * the page shows them, "1" = 1 %), and the exact bodies it becomes —
 * get-fmart-limit (FM-1), create-fmart-bot (FM-2) and the engine's input for
 * the worst-case plan and the backtest (fractions, as the API takes them).
 * Percent ↔ fraction is a decimal shift (bignumber.js), never float math.
 */
import type { FmartAiParams, FmartCreateBody, FmartDetail, FmartLimitBody } from '@tb/contracts';
import type { FuturesContract, MartingaleInput } from '@tb/engine';
import { creationSource, percentToFraction, fractionToPercent } from '@tb/feature-bot-pages';
import type { FormReading } from '@tb/feature-bot-pages';
import { futuresFieldRules, leverageRule } from '@tb/futures-ui';
import { BigNumber, toBigNumber, type NumberRule } from '@tb/util-format';
import type { FmartFollowSource } from '../api/create-endpoints';

export type MartMode = 'long' | 'short';

export interface MartFormValues {
  mode: MartMode;
  leverage: string;
  /** Percent of the average cost ("1" = 1 %). */
  priceFloat: string;
  /** Add multiple ("2" doubles each add). */
  addMultiple: string;
  /** Adds per round at most (digits). */
  maxAdds: string;
  initMargin: string;
  /** Percent of the round's margin. */
  roundTp: string;
  /** Percent of the total margin; "" none. */
  stopLoss: string;
  /** "" opens at market. */
  entryPrice: string;
  autoCycle: boolean;
}

/** The fields a check code or a bound can belong to (FM-1's field names). */
export type MartField = 'leverage' | 'price_float_percent' | 'add_position_percent' | 'add_position_num' | 'init_margin' | 'round_tp_percent' | 'sl_percent' | 'entry_price';

export const DEFAULT_VALUES: MartFormValues = {
  mode: 'long',
  leverage: '5',
  priceFloat: '1',
  addMultiple: '2',
  maxAdds: '4',
  initMargin: '',
  roundTp: '1',
  stopLoss: '',
  entryPrice: '',
  autoCycle: true,
};

const intOf = (text: string): number | undefined => (/^\d{1,4}$/.test(text) ? new BigNumber(text).toNumber() : undefined);

/** The form's number fields, each read with its rule (`fieldRules`). */
export const NUMBER_KEYS = ['leverage', 'initMargin', 'priceFloat', 'addMultiple', 'maxAdds', 'roundTp', 'stopLoss', 'entryPrice'] as const;
export type NumberKey = (typeof NUMBER_KEYS)[number];
export type FieldRules = Readonly<Record<NumberKey, NumberRule>>;

/**
 * What each field takes whatever FM-1 answers (issue 32, one exact input
 * path): leverage in 0.01 steps from 1× to the contract's cap, the margin in
 * the contract's quote unit up to its ceiling, percents with two decimals,
 * the add multiple with two, the adds whole (at most 1000, the API's own
 * bound), the entry price on the tick. A value outside these is refused at
 * its field and never sent; FM-1's own ranges (which move with the other
 * fields) are said at the field too, but do not stop the form from asking
 * FM-1 again.
 */
export function fieldRules(contract: FuturesContract): FieldRules {
  const r = futuresFieldRules(contract);
  return {
    leverage: leverageRule(contract.maxLeverageE2),
    initMargin: r.margin,
    priceFloat: r.percent,
    addMultiple: { decimals: 2, above: '0', max: '1000', required: true },
    maxAdds: { decimals: 0, min: '0', max: '1000', required: true },
    roundTp: r.percent,
    stopLoss: r.optionalPercent,
    entryPrice: r.optionalPrice,
  };
}

/** The form read with its rules (@tb/feature-bot-pages' `readCreateForm`, module comment): nothing refused reaches a body. */
export type MartReading = FormReading<MartFormValues, NumberKey>;

const modeCode = (mode: MartMode) => (mode === 'long' ? 1 : 2);

/** FM-1 get-fmart-limit body: the fields given so far (empty ones left out). */
export function limitBody(symbol: string, v: MartFormValues): FmartLimitBody {
  const body: FmartLimitBody = { symbol, martingale_mode: modeCode(v.mode), leverage: v.leverage, auto_cycle_toggle: v.autoCycle ? 1 : 2 };
  const pf = percentToFraction(v.priceFloat);
  if (pf) body.price_float_percent = pf;
  if (toBigNumber(v.addMultiple)) body.add_position_percent = v.addMultiple;
  const n = intOf(v.maxAdds);
  if (n !== undefined) body.add_position_num = n;
  if (toBigNumber(v.initMargin)) body.init_margin = v.initMargin;
  const tp = percentToFraction(v.roundTp);
  if (tp) body.round_tp_percent = tp;
  const sl = percentToFraction(v.stopLoss);
  if (sl) body.sl_percent = sl;
  if (toBigNumber(v.entryPrice)) body.entry_price = v.entryPrice;
  return body;
}

/**
 * FM-2 create-fmart-bot body (every required field; SL and entry price only when given; a copy names the
 * bot it follows) with how it was made: copy, AI parameters (`viaAi`) or by hand, and a copy opened from
 * the ranking attributed to the rank list (`fromRank`).
 */
export function createBody(symbol: string, v: MartFormValues, followedBotId?: string, source: { viaAi?: boolean; fromRank?: boolean } = {}): FmartCreateBody {
  const body: FmartCreateBody = {
    symbol,
    martingale_mode: modeCode(v.mode),
    leverage: v.leverage,
    price_float_percent: percentToFraction(v.priceFloat),
    add_position_percent: v.addMultiple,
    add_position_num: intOf(v.maxAdds) ?? 0,
    init_margin: v.initMargin,
    round_tp_percent: percentToFraction(v.roundTp),
    auto_cycle_toggle: v.autoCycle ? 1 : 2,
    account_type: 1,
  };
  const sl = percentToFraction(v.stopLoss);
  if (sl) body.sl_percent = sl;
  if (toBigNumber(v.entryPrice)) body.entry_price = v.entryPrice;
  if (followedBotId) body.followed_bot_id = followedBotId;
  return { ...body, ...creationSource(followedBotId ? 'copy' : source.viaAi ? 'auto' : 'manual', !!source.fromRank) };
}

/** The engine's input (plan, backtest), or null while a field the plan needs is missing. */
export function engineInput(v: MartFormValues): MartingaleInput | null {
  const n = intOf(v.maxAdds);
  const pf = percentToFraction(v.priceFloat);
  const tp = percentToFraction(v.roundTp);
  if (n === undefined || !pf || !tp || !toBigNumber(v.addMultiple) || !toBigNumber(v.initMargin) || !toBigNumber(v.leverage)) return null;
  const sl = percentToFraction(v.stopLoss);
  return {
    mode: v.mode,
    leverage: v.leverage,
    priceFloatPercent: pf,
    addPositionPercent: v.addMultiple,
    addPositionNum: n,
    initMargin: v.initMargin,
    roundTpPercent: tp,
    autoCycle: v.autoCycle,
    ...(sl ? { slPercent: sl } : {}),
    ...(toBigNumber(v.entryPrice) ? { entryPrice: v.entryPrice } : {}),
  };
}

/** A copied bot's parameters (get-fmart-detail / follow detail) as form values. */
export function valuesFromDetail(d: Pick<FmartDetail, 'fmart_mode' | 'leverage' | 'price_float_per' | 'add_pos_per' | 'add_pos_num' | 'total_margin' | 'single_round_target_profit_per' | 'sl_per' | 'entry_price' | 'auto_cycle'>): MartFormValues {
  const positive = (text: string) => (toBigNumber(text)?.gt(0) ? text : '');
  return {
    mode: /short/i.test(d.fmart_mode) ? 'short' : 'long',
    leverage: d.leverage,
    priceFloat: fractionToPercent(d.price_float_per),
    addMultiple: d.add_pos_per,
    maxAdds: d.add_pos_num,
    initMargin: d.total_margin,
    roundTp: fractionToPercent(d.single_round_target_profit_per),
    stopLoss: fractionToPercent(positive(d.sl_per)),
    entryPrice: positive(d.entry_price),
    autoCycle: !/disable|off|false/i.test(d.auto_cycle),
  };
}

/** A followed bot's create parameters (get-fmart-follow-detail) as form values; the margin starts at the smallest they accept now. */
export function valuesFromFollow(p: FmartFollowSource['detail']['parameters']): MartFormValues {
  return {
    mode: p.martingale_mode === 2 ? 'short' : 'long',
    leverage: p.leverage,
    priceFloat: fractionToPercent(p.price_float_percent),
    addMultiple: p.add_position_percent,
    maxAdds: String(p.add_position_num),
    initMargin: p.min_init_margin,
    roundTp: fractionToPercent(p.round_tp_percent),
    stopLoss: fractionToPercent(p.sl_percent),
    entryPrice: p.entry_price,
    autoCycle: p.auto_cycle_toggle !== 2,
  };
}

/** An AI proposal applied to the form (the trader's stop loss and entry price are kept). */
export function valuesFromAi(row: FmartAiParams, current: MartFormValues): MartFormValues {
  return {
    ...current,
    mode: row.martingale_mode === 2 ? 'short' : 'long',
    leverage: row.leverage,
    priceFloat: fractionToPercent(row.price_float_percent),
    addMultiple: row.add_position_percent,
    maxAdds: String(row.add_position_num),
    initMargin: row.init_margin,
    roundTp: fractionToPercent(row.round_tp_percent),
    autoCycle: row.auto_cycle_toggle !== 2,
  };
}
