import { useMemo } from 'react';
import { skipToken } from '@tb/data-access-api';
import { isApiError, type ApiError } from '@tb/data-access-api';
import { toBigNumber } from '@tb/util-format';
import { useSpotGridValidateQuery } from '../api/endpoints';
import type { ValidateInputResult } from '../api/types';
import { isSuccessCode, useCheckMessage, type CheckMessage } from '@tb/feature-bot-pages';
import { isComplete, toValidateBody, type GridFormValues } from '../lib/form';
import { useDebounced } from '../lib/hooks';

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

/** Which input shows a check code's message: its field, or an alias the form actually shows. */
export function fieldOfMessage(message: CheckMessage, values: GridFormValues): FormField | null {
  const candidates = [message.field, ...message.aliases].filter((f): f is string => !!f).map((f) => FIELD_OF_PAYLOAD[f]).filter(Boolean);
  if (candidates.length === 0) return null;
  // investment codes name quote_investment first; a base-only form shows them at the base input
  if (candidates[0] === 'quoteInvestment' && values.investMode === 'base') return 'baseInvestment';
  return candidates[0];
}

export type ClientError = 'rangeOrder' | 'integer' | 'insufficient';

/**
 * Mistakes the page can see without asking the server: an upper price not
 * above the lower, a fractional grid count, and (when the balance is known)
 * an investment above what is available.
 */
export function clientErrors(values: GridFormValues, available?: { quote?: string; base?: string }): Partial<Record<FormField, ClientError>> {
  const errors: Partial<Record<FormField, ClientError>> = {};
  const over = (amount: string, balance: string | undefined) => {
    const a = toBigNumber(amount);
    const b = toBigNumber(balance);
    return a !== null && b !== null && a.isGreaterThan(b);
  };
  if (values.investMode !== 'base' && over(values.quoteInvestment, available?.quote)) errors.quoteInvestment = 'insufficient';
  if (values.investMode !== 'quote' && over(values.baseInvestment, available?.base)) errors.baseInvestment = 'insufficient';
  const lo = toBigNumber(values.minPrice);
  const hi = toBigNumber(values.maxPrice);
  if (lo && hi && !hi.isGreaterThan(lo)) errors.maxPrice = 'rangeOrder';
  if (values.cellNumber !== '' && !/^\d+$/.test(values.cellNumber)) errors.cellNumber = 'integer';
  return errors;
}

export interface GridValidation {
  /** The latest answer (kept while a newer one loads, so bounds do not flicker). */
  result: ValidateInputResult | undefined;
  /** The answer matches what is typed now and says the parameters are valid. */
  valid: boolean;
  checking: boolean;
  /** The failing check code's message (undefined when valid or still loading). */
  message: CheckMessage | undefined;
  /** Where that message goes. */
  messageField: FormField | null;
  /** A failure that is not a check code (network, server). */
  failure: ApiError | undefined;
  complete: boolean;
}

/**
 * Debounced validate-input for what is typed (350 ms after the last
 * keystroke). `enabled` is false for guests: every bot call is private, so a
 * guest's form is not checked until they log in.
 */
export function useGridValidation(values: GridFormValues, trailingStopAllowed: boolean, coin: string, enabled = true): GridValidation {
  const complete = isComplete(values) && Object.keys(clientErrors(values)).length === 0;
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
  const message = useCheckMessage(code && !isSuccessCode(code) ? code : undefined, result as unknown as Record<string, unknown> | undefined, coin);
  return {
    result,
    valid: current && !!query.currentData && isSuccessCode(query.currentData.check_code) && !error,
    checking: complete && enabled && (bodyKey !== settledKey || query.isFetching),
    message,
    messageField: message ? fieldOfMessage(message, values) : null,
    failure: current && error && !error.checkCode ? error : undefined,
    complete,
  };
}
