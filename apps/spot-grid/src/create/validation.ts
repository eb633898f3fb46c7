import { useMemo } from 'react';
import { skipToken } from '@tb/data-access-api';
import { isApiError, type ApiError } from '@tb/data-access-api';
import { decimalsOfStep, exactCeiling, numberFieldProblem, toBigNumber, type NumberFieldProblem, type NumberRule } from '@tb/util-format';
import { useSpotGridValidateQuery } from '../api/create-endpoints';
import type { ValidateInputResult } from '../api/types';
import { isSuccessCode, useCheckMessage, useRefusalMessage, type CheckMessage } from '@tb/feature-bot-pages';
import type { SpotSymbolItem } from '../api/types';
import { isComplete, toValidateBody, type GridFormValues } from './form';
import { useDebounced } from '@tb/ui';

/** Form inputs a check code can point at. */
export type FormField =
  | 'minPrice'
  | 'maxPrice'
  | 'cellNumber'
  | 'quoteInvestment'
  | 'baseInvestment'
  | 'entryPrice'
  | 'takeProfit'
  | 'stopLoss'
  | 'tsPercent'
  | 'limitUpPrice'
  | 'enableTrailing';

/** Payload field (SG-1 / SG-2 names) → the input that edits it. */
export const FIELD_OF_PAYLOAD: Readonly<Record<string, FormField>> = {
  min_price: 'minPrice',
  max_price: 'maxPrice',
  cell_number: 'cellNumber',
  quote_investment: 'quoteInvestment',
  base_investment: 'baseInvestment',
  investment: 'quoteInvestment',
  entry_price: 'entryPrice',
  take_profit: 'takeProfit',
  take_profit_price: 'takeProfit',
  take_profit_per: 'takeProfit',
  stop_loss: 'stopLoss',
  stop_loss_price: 'stopLoss',
  stop_loss_per: 'stopLoss',
  ts_percent: 'tsPercent',
  limit_up_price: 'limitUpPrice',
  enable_trailing: 'enableTrailing',
};

/** Which input shows a server message: its field, or an alias the form actually shows. */
export function fieldOfMessage(message: { field: string | null; aliases?: readonly string[] }, values: GridFormValues): FormField | null {
  const candidates = [message.field, ...(message.aliases ?? [])].filter((f): f is string => !!f).map((f) => FIELD_OF_PAYLOAD[f]).filter(Boolean);
  if (candidates.length === 0) return null;
  // investment codes name quote_investment first; a base-only form shows them at the base input
  if (candidates[0] === 'quoteInvestment' && values.investMode === 'base') return 'baseInvestment';
  return candidates[0];
}

/** Decimal places each kind of input takes: the pair's tick (prices), 8 (quote), its lot scale (base). */
export interface Precision {
  price: number;
  quote: number;
  base: number;
}
export const DEFAULT_PRECISION: Precision = { price: 8, quote: 8, base: 8 };

export function precisionOf(item: SpotSymbolItem | undefined): Precision {
  return item ? { price: decimalsOfStep(item.tick_size), quote: 8, base: item.qty_scale } : DEFAULT_PRECISION;
}

/** Spot grids need at least two grid lines (the validator's own lower bound). */
export const MIN_GRIDS = 2;
/** At most 200 grids (the engine's CELL_NUMBER_MAX). */
export const MAX_GRIDS = 200;
/** A percent (TP/SL, trailing stop) no validator answers anything near. */
const PERCENT_CEILING = '1000000';

export type ClientError =
  | { kind: 'number'; problem: NumberFieldProblem }
  | { kind: 'rangeOrder' }
  | { kind: 'gridsMin'; min: number }
  | { kind: 'positive' }
  | { kind: 'insufficient' };

/**
 * The number inputs of the form and what each takes (the one exact input
 * path of `@tb/util-format`, issue 32): the pair's decimals, and a ceiling
 * no valid grid passes — a price or an amount whose quote units (price
 * decimals + base decimals) an exact integer still holds (`exactCeiling`),
 * 200 grids, a percent under 1,000,000 %. A value past it is refused at its
 * field, never sent.
 */
function numberFields(values: GridFormValues, p: Precision): Array<[FormField, string, NumberRule]> {
  const ceiling = exactCeiling(p.price + p.base);
  const price: NumberRule = { decimals: p.price, max: ceiling };
  const percent: NumberRule = { decimals: 2, max: PERCENT_CEILING };
  const out: Array<[FormField, string, NumberRule]> = [
    ['minPrice', values.minPrice, price],
    ['maxPrice', values.maxPrice, price],
    ['cellNumber', values.cellNumber, { decimals: 0, max: String(MAX_GRIDS) }],
    ['entryPrice', values.entryPrice, price],
    ['takeProfit', values.takeProfit, values.tpMode === 'price' ? price : percent],
    ['stopLoss', values.stopLoss, values.slMode === 'price' ? price : percent],
    ['limitUpPrice', values.limitUpPrice, price],
    ['tsPercent', values.tsPercent, percent],
  ];
  if (values.investMode !== 'base') out.push(['quoteInvestment', values.quoteInvestment, { decimals: p.quote, max: exactCeiling(Math.max(p.quote, p.price + p.base)) }]);
  if (values.investMode !== 'quote') out.push(['baseInvestment', values.baseInvestment, { decimals: p.base, max: exactCeiling(p.price + p.base) }]);
  return out;
}

/**
 * Mistakes the page can see without asking the server, each at its field:
 * what was typed is not a number (or has too many decimals), a price or an
 * investment of 0, an upper price not above the lower, fewer than two grids,
 * and (when the balance is known) an investment above what is available.
 */
export function clientErrors(values: GridFormValues, available?: { quote?: string; base?: string }, precision: Precision = DEFAULT_PRECISION): Partial<Record<FormField, ClientError>> {
  const errors: Partial<Record<FormField, ClientError>> = {};
  for (const [field, text, rule] of numberFields(values, precision)) {
    const problem = numberFieldProblem(text, rule);
    if (problem) errors[field] = { kind: 'number', problem };
  }
  const number = (field: FormField, text: string) => (errors[field] ? null : toBigNumber(text));
  for (const field of ['minPrice', 'maxPrice', 'quoteInvestment', 'baseInvestment'] as const) {
    const n = number(field, values[field]);
    if (n !== null && n.isZero() && !(field === 'quoteInvestment' && values.investMode === 'base') && !(field === 'baseInvestment' && values.investMode === 'quote')) errors[field] = { kind: 'positive' };
  }
  const over = (field: FormField, amount: string, balance: string | undefined) => {
    const a = number(field, amount);
    const b = toBigNumber(balance);
    return !errors[field] && a !== null && b !== null && a.isGreaterThan(b);
  };
  if (values.investMode !== 'base' && over('quoteInvestment', values.quoteInvestment, available?.quote)) errors.quoteInvestment = { kind: 'insufficient' };
  if (values.investMode !== 'quote' && over('baseInvestment', values.baseInvestment, available?.base)) errors.baseInvestment = { kind: 'insufficient' };
  const lo = number('minPrice', values.minPrice);
  const hi = number('maxPrice', values.maxPrice);
  if (lo && hi && !lo.isZero() && !errors.maxPrice && !hi.isGreaterThan(lo)) errors.maxPrice = { kind: 'rangeOrder' };
  const cells = number('cellNumber', values.cellNumber);
  if (cells !== null && values.cellNumber.trim() !== '' && cells.isLessThan(MIN_GRIDS)) errors.cellNumber = { kind: 'gridsMin', min: MIN_GRIDS };
  return errors;
}

export interface GridValidation {
  /** The latest answer (kept while a newer one loads, so bounds do not flicker). */
  result: ValidateInputResult | undefined;
  /** Mistakes seen without the server, by field (the balance left out: the page adds it). */
  local: Partial<Record<FormField, ClientError>>;
  /** The answer matches what is typed now and says the parameters are valid. */
  valid: boolean;
  checking: boolean;
  /** Why the server refused these inputs, in words: a failing check code, or a refusal (a 400 naming a field). Undefined when valid or still loading. */
  message: Pick<CheckMessage, 'message' | 'field'> | undefined;
  /** Where that message goes (null: the form as a whole). */
  messageField: FormField | null;
  /** A failure that is not about the inputs (network, time-out, server trouble). */
  failure: ApiError | undefined;
  complete: boolean;
}

/**
 * Debounced validate-input for what is typed (350 ms after the last
 * keystroke). `enabled` is false for guests: every bot call is private, so a
 * guest's form is not checked until they log in.
 */
export function useGridValidation(values: GridFormValues, trailingStopAllowed: boolean, coin: string, enabled = true, precision: Precision = DEFAULT_PRECISION): GridValidation {
  // checked when the values change, not on every render of the page (a quote, a timer, an answer elsewhere: issue 30)
  const local = useMemo(() => clientErrors(values, undefined, precision), [values, precision]);
  const complete = isComplete(values) && Object.keys(local).length === 0;
  const body = useMemo(() => (complete && enabled ? toValidateBody(values, trailingStopAllowed) : undefined), [complete, enabled, values, trailingStopAllowed]);
  const settled = useDebounced(body, 350);
  const bodyKey = body ? JSON.stringify(body) : '';
  const settledKey = settled ? JSON.stringify(settled) : '';
  const query = useSpotGridValidateQuery(settled ?? skipToken);
  const error = isApiError(query.error) ? query.error : undefined;
  const errorResult = error?.result as ValidateInputResult | undefined;
  const result = query.data ?? (errorResult && typeof errorResult === 'object' && 'check_code' in errorResult ? errorResult : undefined);
  const current = bodyKey !== '' && bodyKey === settledKey && !query.isFetching;
  const code = current ? (query.currentData?.check_code ?? error?.checkCode) : undefined;
  const checkMessage = useCheckMessage(code && !isSuccessCode(code) ? code : undefined, result as unknown as Record<string, unknown> | undefined, coin);
  // a refusal that is not a check code (a 400 naming its field, a bot refusal) in words, at its field
  const refusedInputs = current && error && !error.checkCode && (error.statusCode !== undefined || (error.kind === 'http' && error.status === 400)) ? error : undefined;
  const refusal = useRefusalMessage(refusedInputs, { coin });
  const message = checkMessage ?? refusal;
  const valid = current && !!query.currentData && isSuccessCode(query.currentData.check_code) && !error;
  const checking = complete && enabled && (bodyKey !== settledKey || query.isFetching);
  const messageField = checkMessage ? fieldOfMessage(checkMessage, values) : refusal ? fieldOfMessage({ field: refusal.field }, values) : null;
  const failure = current && error && !error.checkCode && !refusedInputs ? error : undefined;
  // one object while nothing in it changes: the page's form is memoised on it (a render of the page for
  // anything else — a tab, an answer elsewhere — does not re-render the whole form, issue 30)
  return useMemo(
    () => ({ result, local, valid, checking, message, messageField, failure, complete }),
    [result, local, valid, checking, message, messageField, failure, complete],
  );
}
