/**
 * The futures-grid create form as data: its values (what the trader typed,
 * decimal strings), the bodies of validate-fgrid-input and fgrid-bot-create
 * built from them, the engine's input for the live estimate and the
 * backtest, and which input each payload field belongs to.
 *
 * Units: the form takes TP/SL percents and the trailing stop as whole
 * percents ("20" = 20 %); the API takes fractions (contracts/futures-grid.ts:
 * "0.2"), so they are divided by 100 exactly (bignumber.js) on the way out
 * and multiplied back when a copied bot's parameters come in.
 */
// percent ↔ the API's fraction: the conversion every kind shares (feature-bot-pages tp-sl.ts)
import { creationSource, fractionToPercent, percentToFraction } from '@tb/feature-bot-pages';
import type { FuturesGridAiParams, FuturesGridCreateBody, FuturesGridFollowDetail, FuturesGridValidateBody } from '@tb/contracts';
import { FGRID_CELL_NUMBER_MAX, type FuturesContract, type FuturesGridInput, type FuturesGridMode, type TpSlType } from '@tb/engine';
import { futuresFieldRules, leverageLimit, leverageRule } from '@tb/futures-ui';
import { BigNumber, readNumberFields, type NumberFieldProblem, type NumberRule } from '@tb/util-format';

export type GridMode = FuturesGridMode;
export type GridType = 'arithmetic' | 'geometric';
/** How TP and SL are given (FG-2 `tp_sl_type` 1–4). */
export type TpSlKind = 'percent' | 'price' | 'tpPriceSlPercent' | 'tpPercentSlPrice';
export type CreateType = 'manual' | 'auto' | 'copy';

export const GRID_MODES: readonly GridMode[] = ['neutral', 'long', 'short'];
/** Wire codes (contracts FUTURES_GRID_CODES, spelled here so the page carries no schema code). */
export const MODE_CODE: Readonly<Record<GridMode, 1 | 2 | 3>> = { neutral: 1, long: 2, short: 3 };
const MODE_OF_CODE: Readonly<Record<number, GridMode>> = { 1: 'neutral', 2: 'long', 3: 'short' };
const TYPE_CODE: Readonly<Record<GridType, 1 | 2>> = { arithmetic: 1, geometric: 2 };
const TP_SL_CODE: Readonly<Record<TpSlKind, 1 | 2 | 3 | 4>> = { percent: 1, price: 2, tpPriceSlPercent: 3, tpPercentSlPrice: 4 };
const TP_SL_OF_CODE: Readonly<Record<number, TpSlKind>> = { 1: 'percent', 2: 'price', 3: 'tpPriceSlPercent', 4: 'tpPercentSlPrice' };

export interface FgridFormValues {
  symbol: string;
  mode: GridMode;
  gridType: GridType;
  minPrice: string;
  maxPrice: string;
  cellNumber: string;
  leverage: string;
  /** Margin (total investment) in the settle coin. */
  investment: string;
  entryPrice: string;
  tpSlKind: TpSlKind;
  /** A price or a whole percent, as `tpSlKind` says. */
  takeProfit: string;
  stopLoss: string;
  /** Whole percent ("" = off); long and short grids only. */
  tsPercent: string;
  /** Arithmetic grids: how far the grid may move up / down with the price ("" = not at all). */
  moveUpPrice: string;
  moveDownPrice: string;
  /** The bot copied (`?copy=`), "" when not a copy. */
  followedGridId: string;
}

export const EMPTY_FORM: FgridFormValues = {
  symbol: '',
  mode: 'long',
  gridType: 'arithmetic',
  minPrice: '',
  maxPrice: '',
  cellNumber: '',
  leverage: '5',
  investment: '',
  entryPrice: '',
  tpSlKind: 'percent',
  takeProfit: '',
  stopLoss: '',
  tsPercent: '',
  moveUpPrice: '',
  moveDownPrice: '',
  followedGridId: '',
};

export const tpByPrice = (kind: TpSlKind): boolean => kind === 'price' || kind === 'tpPriceSlPercent';
export const slByPrice = (kind: TpSlKind): boolean => kind === 'price' || kind === 'tpPercentSlPrice';

const given = (text: string): boolean => text.trim() !== '';

/** The form's number fields (every one goes through its rule: `fieldRules`). */
export const NUMBER_FIELDS = ['minPrice', 'maxPrice', 'cellNumber', 'leverage', 'investment', 'entryPrice', 'takeProfit', 'stopLoss', 'tsPercent', 'moveUpPrice', 'moveDownPrice'] as const;
export type NumberFieldKey = (typeof NUMBER_FIELDS)[number];
export type FieldRules = Readonly<Record<NumberFieldKey, NumberRule>>;

/** A field the form does not send now takes anything; the grid count is whole, 2 to the engine's 200 (one object each: see `fieldRules`). */
const OFF: NumberRule = {};
const CELL_NUMBER: NumberRule = { decimals: 0, min: '2', max: String(FGRID_CELL_NUMBER_MAX), required: true };

/**
 * What each number field takes now (issue 32, one exact input path): prices
 * on the tick, the margin in the contract's quote unit, leverage in 0.01
 * steps up to what the contract and the margin's risk tier allow, percents
 * with two decimals, the grid count whole (2 to the engine's 200). A field
 * the form does not send now (trailing stop of a neutral grid, a geometric
 * grid's move bounds) takes anything, since nothing of it is sent. Only the
 * values that change a rule are read, and a rule that stays the same is the
 * same object (the contract's are built once, `futuresFieldRules`): a
 * field's reading of unchanged text is kept (issue 30).
 */
export function fieldRules(contract: FuturesContract, values: Pick<FgridFormValues, 'investment' | 'tpSlKind' | 'mode' | 'gridType'>): FieldRules {
  const r = futuresFieldRules(contract);
  const maxE2 = leverageLimit(contract, { margin: values.investment }).maxE2;
  return {
    minPrice: r.price,
    maxPrice: r.price,
    cellNumber: CELL_NUMBER,
    leverage: leverageRule(Math.max(100, maxE2)),
    investment: r.margin,
    entryPrice: r.optionalPrice,
    takeProfit: tpByPrice(values.tpSlKind) ? r.optionalPrice : r.optionalPercent,
    stopLoss: slByPrice(values.tpSlKind) ? r.optionalPrice : r.optionalPercent,
    tsPercent: values.mode === 'neutral' ? OFF : r.optionalPercent,
    moveUpPrice: values.gridType === 'arithmetic' ? r.optionalPrice : OFF,
    moveDownPrice: values.gridType === 'arithmetic' ? r.optionalPrice : OFF,
  };
}

/** Every number field read with its rule: the exact values, or each field's problem. */
export function readForm(values: FgridFormValues, rules: FieldRules, locale = 'en'): { exact: FgridFormValues | null; problems: Partial<Record<NumberFieldKey, NumberFieldProblem>> } {
  const { values: read, problems } = readNumberFields(values, rules, locale);
  // a field sent only in another mode keeps its text (it is not sent)
  const exact = read ? { ...values, ...read, tsPercent: values.mode === 'neutral' ? '' : read.tsPercent, moveUpPrice: values.gridType === 'arithmetic' ? read.moveUpPrice : '', moveDownPrice: values.gridType === 'arithmetic' ? read.moveDownPrice : '' } : null;
  return { exact, problems };
}

/** The stops as the API's fields (absent when not set; TP/SL type only when one of them is). */
function stopFields(values: FgridFormValues) {
  const out: Pick<FuturesGridValidateBody, 'tp_sl_type' | 'take_profit_per' | 'stop_loss_per' | 'take_profit_price' | 'stop_loss_price' | 'trailing_stop_per'> = {};
  const tp = given(values.takeProfit);
  const sl = given(values.stopLoss);
  if (tp || sl) out.tp_sl_type = TP_SL_CODE[values.tpSlKind];
  if (tp) {
    if (tpByPrice(values.tpSlKind)) out.take_profit_price = values.takeProfit;
    else out.take_profit_per = percentToFraction(values.takeProfit);
  }
  if (sl) {
    if (slByPrice(values.tpSlKind)) out.stop_loss_price = values.stopLoss;
    else out.stop_loss_per = percentToFraction(values.stopLoss);
  }
  if (given(values.tsPercent) && values.mode !== 'neutral') out.trailing_stop_per = percentToFraction(values.tsPercent);
  return out;
}

/** The grid's fields of a body, from exact values (`readForm`). */
function gridFields(values: FgridFormValues) {
  return {
    symbol: values.symbol,
    grid_mode: MODE_CODE[values.mode],
    grid_type: TYPE_CODE[values.gridType],
    min_price: values.minPrice,
    max_price: values.maxPrice,
    cell_number: new BigNumber(values.cellNumber).toNumber(),
    leverage: values.leverage,
    ...(given(values.entryPrice) ? { entry_price: values.entryPrice } : {}),
    // moving is for arithmetic grids only (FG-2): a geometric grid never sends the bounds
    ...(values.gridType === 'arithmetic' && given(values.moveUpPrice) ? { move_up_price: values.moveUpPrice } : {}),
    ...(values.gridType === 'arithmetic' && given(values.moveDownPrice) ? { move_down_price: values.moveDownPrice } : {}),
    ...stopFields(values),
  };
}

/**
 * validate-fgrid-input's body, from the exact values `readForm` gives (null
 * while a field has a problem: nothing refused at a field is ever sent).
 */
export function toValidateBody(exact: FgridFormValues | null): FuturesGridValidateBody | null {
  if (!exact || !exact.symbol) return null;
  return { ...gridFields(exact), init_margin: exact.investment };
}

/** fgrid-bot-create's body from exact values: the grid, the investment from the derivatives account, how it was made (and from where: `fromRank`, a copy opened from the ranking) and (copy) whom it copies. */
export function toCreateBody(exact: FgridFormValues, createType: CreateType, fromRank = false): FuturesGridCreateBody {
  const body: FuturesGridCreateBody = {
    ...gridFields(exact),
    total_investment: exact.investment,
    account_type: 1,
    ...creationSource(createType, fromRank),
  };
  if (createType === 'copy' && exact.followedGridId) body.followed_grid_id = exact.followedGridId;
  return body;
}

const ENGINE_TP_SL: Readonly<Record<number, TpSlType>> = { 0: 'empty', 1: 'percent', 2: 'price', 3: 'tp_price_sl_percent', 4: 'tp_percent_sl_price' };

/** An FG-1 body as the engine's input: the fields the simulator reads, in the engine's names. */
export function inputFromBody(body: FuturesGridValidateBody): FuturesGridInput {
  return {
    gridMode: MODE_OF_CODE[body.grid_mode],
    gridType: body.grid_type === 2 ? 'geometric' : 'arithmetic',
    minPrice: body.min_price,
    maxPrice: body.max_price,
    cellNumber: body.cell_number,
    leverage: body.leverage,
    investment: body.init_margin ?? '0',
    entryPrice: body.entry_price,
    tpSlType: body.tp_sl_type ? ENGINE_TP_SL[body.tp_sl_type] : undefined,
    takeProfitPrice: body.take_profit_price,
    stopLossPrice: body.stop_loss_price,
    takeProfitPercent: body.take_profit_per,
    stopLossPercent: body.stop_loss_per,
    tsPercent: body.trailing_stop_per,
    moveUpPrice: body.move_up_price,
    moveDownPrice: body.move_down_price,
  };
}

/** The engine's input for exact values (the same fields as the create body), or null while a field has a problem. */
export function toEngineInput(exact: FgridFormValues | null): FuturesGridInput | null {
  const body = toValidateBody(exact);
  return body ? inputFromBody(body) : null;
}

/** The inputs of the form a check code can point at. */
export type FormField = 'symbol' | 'minPrice' | 'maxPrice' | 'cellNumber' | 'leverage' | 'investment' | 'entryPrice' | 'takeProfit' | 'stopLoss' | 'tsPercent' | 'moveUpPrice' | 'moveDownPrice';

/** Payload field (FG-1 / FG-2 and the check-code catalogue's names) → the input that edits it. */
export const FIELD_OF_PAYLOAD: Readonly<Record<string, FormField>> = {
  symbol: 'symbol',
  min_price: 'minPrice',
  max_price: 'maxPrice',
  cell_number: 'cellNumber',
  leverage: 'leverage',
  quote_investment: 'investment',
  total_investment: 'investment',
  init_margin: 'investment',
  investment: 'investment',
  entry_price: 'entryPrice',
  take_profit_per: 'takeProfit',
  take_profit_price: 'takeProfit',
  take_profit: 'takeProfit',
  stop_loss_per: 'stopLoss',
  stop_loss_price: 'stopLoss',
  stop_loss: 'stopLoss',
  ts_percent: 'tsPercent',
  trailing_stop_per: 'tsPercent',
  move_up_price: 'moveUpPrice',
  move_down_price: 'moveDownPrice',
};

/** The input a check message belongs next to (its field or an alias), or null (the whole form). */
export function fieldOf(message: { field: string | null; aliases?: readonly string[] } | undefined): FormField | null {
  if (!message) return null;
  for (const name of [message.field, ...(message.aliases ?? [])]) {
    if (name && FIELD_OF_PAYLOAD[name]) return FIELD_OF_PAYLOAD[name];
  }
  return null;
}

/** The grid's shape as the API sends it (a followed bot's parameters, an AI proposal) in the form's terms. */
function gridShape(p: Pick<FuturesGridAiParams, 'grid_mode' | 'grid_type' | 'min_price' | 'max_price' | 'cell_number' | 'leverage'>): Pick<FgridFormValues, 'mode' | 'gridType' | 'minPrice' | 'maxPrice' | 'cellNumber' | 'leverage'> {
  return {
    mode: MODE_OF_CODE[p.grid_mode] ?? 'neutral',
    gridType: p.grid_type === 2 ? 'geometric' : 'arithmetic',
    minPrice: p.min_price,
    maxPrice: p.max_price,
    cellNumber: String(p.cell_number),
    leverage: p.leverage,
  };
}

/** A copied bot's parameters as the form's values (percents back to whole percents). */
export function fromFollowDetail(detail: FuturesGridFollowDetail): FgridFormValues {
  const p = detail.parameters;
  const kind = TP_SL_OF_CODE[p.tp_sl_type] ?? (given(p.take_profit_price) || given(p.stop_loss_price) ? 'price' : 'percent');
  return {
    ...EMPTY_FORM,
    symbol: p.symbol,
    ...gridShape(p),
    investment: p.min_investment,
    entryPrice: p.entry_price,
    tpSlKind: kind,
    takeProfit: tpByPrice(kind) ? p.take_profit_price : fractionToPercent(p.take_profit_per),
    stopLoss: slByPrice(kind) ? p.stop_loss_price : fractionToPercent(p.stop_loss_per),
    tsPercent: fractionToPercent(p.trailing_stop_per),
    moveUpPrice: p.move_up_price,
    moveDownPrice: p.move_down_price,
    followedGridId: detail.bot_id,
  };
}

/** An AI proposal as a patch of the form (the grid's shape and leverage; the margin stays the trader's). */
export function fromAiParams(params: FuturesGridAiParams): Partial<FgridFormValues> {
  return gridShape(params);
}

export const modeOfCode = (code: number): GridMode => MODE_OF_CODE[code] ?? 'neutral';
