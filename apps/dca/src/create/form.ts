/**
 * The create form as data: its values, the limits it is checked against, the
 * checks (pure, run on every keystroke), the DCA-1 payload, and the figures
 * the summary shows. No React here, so every rule is unit-tested directly.
 *
 * Money is exact: amounts stay decimal strings and are compared and added
 * with BigNumber, never through a float.
 */
import { BigNumber, exactCeiling, numberFieldProblem, numberInputProblem, toBigNumber, type NumberFieldProblem } from '@tb/util-format';
import type { DcaParameters } from '@tb/contracts';
import { frequencySeconds, type FrequencyChoice } from './frequency';

/** One coin to buy: a row of the form. `id` is the row's identity (rows can be removed). */
export interface PairRow {
  id: string;
  base: string;
  /** Quote spent on this coin each round, as typed. */
  amount: string;
}

export interface DcaFormValues {
  quoteCoin: string;
  pairs: PairRow[];
  frequency: FrequencyChoice;
  /** Lifetime cap in quote; "" = none. */
  maxInvest: string;
  /** Take-profit in percent as typed ("10" = 10 %); "" = none. Sent as a fraction. */
  takeProfit: string;
}

/** What a coin may be bought for, per round (from the symbol list / configuration). */
export interface BaseOption {
  base: string;
  symbol: string;
  minAmount: string;
  maxAmount: string;
}

export interface DcaLimits {
  minFrequency: number;
  maxFrequency: number;
  maxPairs: number;
  /** Decimal places of the quote coin amounts. */
  quoteDecimals: number;
  /** Take-profit bounds in percent (inclusive min is exclusive of 0: TP must be above 0). */
  takeProfit: { min: string; max: string };
  /** Coins the quote coin can buy. */
  bases: readonly BaseOption[];
  /** Available quote balance; null when unknown (anonymous visitor, still loading). */
  available: string | null;
}

/** The form's fields an error can belong to. Pair fields are `pair.<rowId>.base|amount`. */
export type FieldKey = 'quoteCoin' | 'pairs' | 'frequency' | 'maxInvest' | 'takeProfit' | `pair.${string}.base` | `pair.${string}.amount`;

/**
 * An error as a message key (in the `dca` namespace, under `errors.`) and its
 * filled-in values, or what is wrong with a number as typed (the shared
 * words of `@tb/ui`'s `useNumberProblemText`).
 */
export type FieldError = { key: ErrorKey; params?: Record<string, string> } | { problem: NumberFieldProblem };

export type ErrorKey =
  | 'baseRequired'
  | 'baseDuplicate'
  | 'baseUnavailable'
  | 'amountRequired'
  | 'amountPositive'
  | 'amountMin'
  | 'amountMax'
  | 'pairsRequired'
  | 'pairsTooMany'
  | 'frequencyRequired'
  | 'frequencyWhole'
  | 'frequencyMin'
  | 'frequencyMax'
  | 'maxInvestBelowRound'
  | 'takeProfitMin'
  | 'takeProfitMax'
  | 'insufficientBalance';

export type FormErrors = Partial<Record<FieldKey, FieldError>>;

/** DCA-1's request (fields under `parameters`, as the API reference names them), and a copy's source beside them. */
export interface CreatePayload {
  /** 1 = a copy (util-enums createType), 3 = filled in by hand. */
  create_type?: 1 | 3;
  followed_bot_id?: string;
  parameters: {
    frequency_in_second: number;
    quote_coin: string;
    pairs: Array<{ base: string; amount: string }>;
    max_invest_amount?: string;
    take_profit_per?: string;
  };
}

/** Display values the messages need (already formatted by the caller, e.g. `5 USDT`). */
export type Formatter = (kind: 'amount' | 'seconds' | 'percent', value: string) => string;

const plain: Formatter = (_kind, value) => value;

/** Σ of the per-round amounts that are numbers (blank rows count 0). */
export function roundTotal(pairs: readonly PairRow[]): BigNumber {
  return pairs.reduce((sum, pair) => sum.plus(numberInputProblem(pair.amount) ? 0 : (toBigNumber(pair.amount) ?? 0)), new BigNumber(0));
}

function optionOf(limits: DcaLimits, base: string): BaseOption | undefined {
  return limits.bases.find((option) => option.base === base);
}

/**
 * Every check of the form. Returns the errors by field; an empty object means
 * the payload can be sent. Rules (DCA-1 plus the symbol's order bounds):
 * - 1 to `maxPairs` rows, each with a coin the quote can buy, chosen once;
 * - each amount between the pair's minimum and maximum order value;
 * - a whole number of seconds in [minFrequency, maxFrequency];
 * - an optional cap of at least one round's total (the server's
 *   "max invest amount too small on create");
 * - an optional take-profit above 0 and within the bounds;
 * - an available balance (when known) covering at least the first round:
 *   when it does not, every amount is marked (the amounts are what the trader
 *   lowers), not the coin picker;
 * - every number as typed must be one (`numberInputProblem`: `5e2`, letters,
 *   more decimals than the quote coin has are said so at their field).
 */
export function validateForm(values: DcaFormValues, limits: DcaLimits, format: Formatter = plain): FormErrors {
  const errors: FormErrors = {};
  const coin = values.quoteCoin;
  const amountText = (value: string) => format('amount', value);

  if (values.pairs.length === 0) errors.pairs = { key: 'pairsRequired' };
  if (values.pairs.length > limits.maxPairs) errors.pairs = { key: 'pairsTooMany', params: { max: String(limits.maxPairs) } };

  const firstRowOf = new Map<string, number>();
  values.pairs.forEach((pair, index) => {
    const baseKey = `pair.${pair.id}.base` as const;
    const amountKey = `pair.${pair.id}.amount` as const;
    const option = pair.base ? optionOf(limits, pair.base) : undefined;
    if (!pair.base) errors[baseKey] = { key: 'baseRequired' };
    else if (firstRowOf.has(pair.base)) errors[baseKey] = { key: 'baseDuplicate', params: { coin: pair.base, row: String((firstRowOf.get(pair.base) ?? 0) + 1) } };
    else if (!option) errors[baseKey] = { key: 'baseUnavailable', params: { coin: pair.base, quote: coin } };
    if (pair.base && !firstRowOf.has(pair.base)) firstRowOf.set(pair.base, index);

    const amount = toBigNumber(pair.amount);
    const problem = numberInputProblem(pair.amount, { decimals: limits.quoteDecimals });
    if (problem) errors[amountKey] = { problem };
    else if (pair.amount.trim() === '' || amount === null) errors[amountKey] = { key: 'amountRequired' };
    else if (amount.isZero()) errors[amountKey] = { key: 'amountPositive' };
    else if (option && amount.lt(option.minAmount)) errors[amountKey] = { key: 'amountMin', params: { min: amountText(option.minAmount) } };
    else if (option && amount.gt(option.maxAmount)) errors[amountKey] = { key: 'amountMax', params: { max: amountText(option.maxAmount) } };
  });

  const seconds = frequencySeconds(values.frequency);
  if (values.frequency.mode === 'custom' && values.frequency.value.trim() === '') errors.frequency = { key: 'frequencyRequired' };
  else if (seconds === null) errors.frequency = { key: 'frequencyWhole' };
  else if (seconds < limits.minFrequency) errors.frequency = { key: 'frequencyMin', params: { min: format('seconds', String(limits.minFrequency)) } };
  else if (seconds > limits.maxFrequency) errors.frequency = { key: 'frequencyMax', params: { max: format('seconds', String(limits.maxFrequency)) } };

  const total = roundTotal(values.pairs);
  const cap = toBigNumber(values.maxInvest);
  // the cap has no bound of DCA-1 above: the exact ceiling of the quote coin's units is its own (issue 32)
  const capProblem = numberFieldProblem(values.maxInvest, { decimals: limits.quoteDecimals, max: exactCeiling(limits.quoteDecimals) });
  if (capProblem) errors.maxInvest = { problem: capProblem };
  else if (values.maxInvest.trim() !== '' && cap !== null && !cap.isZero() && cap.lt(total)) {
    errors.maxInvest = { key: 'maxInvestBelowRound', params: { min: amountText(total.toFixed()) } };
  }

  const tp = toBigNumber(values.takeProfit);
  const tpProblem = numberInputProblem(values.takeProfit, { decimals: 2 });
  if (tpProblem) errors.takeProfit = { problem: tpProblem };
  else if (values.takeProfit.trim() !== '' && tp !== null) {
    const min = BigNumber.max(limits.takeProfit.min, 0);
    if (tp.lte(0) || tp.lt(min)) errors.takeProfit = { key: 'takeProfitMin', params: { min: format('percent', min.toFixed()) } };
    else if (tp.gt(limits.takeProfit.max)) errors.takeProfit = { key: 'takeProfitMax', params: { max: format('percent', limits.takeProfit.max) } };
  }

  if (limits.available !== null && !total.isZero() && total.gt(limits.available)) {
    const short: FieldError = { key: 'insufficientBalance', params: { need: amountText(total.toFixed()), available: amountText(limits.available) } };
    for (const pair of values.pairs) {
      const key = `pair.${pair.id}.amount` as const;
      if (!errors[key] && pair.amount.trim() !== '') errors[key] = short;
    }
  }
  return errors;
}

/** The DCA-1 body of valid values (call after {@link validateForm} found nothing); `copyOf`: the bot whose parameters filled the form. */
export function toCreatePayload(values: DcaFormValues, copyOf?: string): CreatePayload {
  const seconds = frequencySeconds(values.frequency);
  if (seconds === null) throw new Error('toCreatePayload: the frequency is not valid');
  const parameters: CreatePayload['parameters'] = {
    frequency_in_second: seconds,
    quote_coin: values.quoteCoin,
    pairs: values.pairs.map((pair) => ({ base: pair.base, amount: new BigNumber(pair.amount).toFixed() })),
  };
  const cap = toBigNumber(values.maxInvest);
  if (cap !== null && !cap.isZero()) parameters.max_invest_amount = cap.toFixed();
  const tp = toBigNumber(values.takeProfit);
  if (tp !== null && !tp.isZero()) parameters.take_profit_per = tp.div(100).toFixed();
  return copyOf ? { create_type: 1, followed_bot_id: copyOf, parameters } : { create_type: 3, parameters };
}

export interface PlanEstimate {
  /** Quote spent each round. */
  perRound: BigNumber;
  /** Rounds until the cap is reached (the last one may be partial); null without a cap. */
  rounds: number | null;
  /** Seconds from the first buy to the last one; null without a cap. */
  lastBuyAfter: number | null;
  /** Rounds the available balance pays for now; null when the balance is unknown. */
  balanceCovers: number | null;
}

/**
 * What the plan amounts to. The first round buys at once; with a cap the
 * bot keeps buying full rounds while they fit, then one last partial round
 * with what is left if that still reaches the smallest order a pair allows
 * (the engine spends "only what is left" in the last round, skipping pairs
 * below their minimum), then closes.
 */
export function estimatePlan(values: DcaFormValues, limits: DcaLimits): PlanEstimate {
  const perRound = roundTotal(values.pairs);
  const seconds = frequencySeconds(values.frequency);
  const cap = toBigNumber(values.maxInvest);
  let rounds: number | null = null;
  if (cap !== null && !cap.isZero() && perRound.gt(0)) {
    const full = cap.div(perRound).integerValue(BigNumber.ROUND_FLOOR);
    const rest = cap.minus(perRound.times(full));
    const minimums = values.pairs.map((pair) => optionOf(limits, pair.base)?.minAmount).filter((min): min is string => min !== undefined);
    const smallest = minimums.length ? BigNumber.min(...minimums) : new BigNumber(0);
    rounds = full.toNumber() + (rest.gt(0) && rest.gte(smallest) ? 1 : 0);
  }
  const balance = limits.available === null ? null : toBigNumber(limits.available);
  return {
    perRound,
    rounds,
    lastBuyAfter: rounds !== null && seconds !== null ? Math.max(0, rounds - 1) * seconds : null,
    balanceCovers: balance !== null && perRound.gt(0) ? balance.div(perRound).integerValue(BigNumber.ROUND_FLOOR).toNumber() : null,
  };
}

/**
 * Where a server answer belongs on the form: the payload field a check or
 * response code names (util-check-codes' `field`, or the field named in an
 * HTTP 400 message) → the form field. Unknown → null (shown for the form).
 */
export function fieldOfPayload(payloadField: string | null | undefined, values: DcaFormValues): FieldKey | null {
  if (!payloadField) return null;
  const pairMatch = /^pairs\[(\d+)\]\.(base|amount)$/.exec(payloadField);
  if (pairMatch) {
    const row = values.pairs[Number(pairMatch[1])];
    return row ? (`pair.${row.id}.${pairMatch[2] as 'base' | 'amount'}` as FieldKey) : 'pairs';
  }
  switch (payloadField) {
    case 'frequency_in_second':
      return 'frequency';
    case 'quote_coin':
    case 'quote_investment':
      return 'quoteCoin';
    case 'pairs':
      return 'pairs';
    case 'max_invest_amount':
      return 'maxInvest';
    case 'take_profit_per':
      return 'takeProfit';
    default:
      return null;
  }
}

/**
 * The form's values from a bot's parameters (the edit dialog's start, and a
 * copy's): rows keyed by their coin (a copy gives them fresh ids).
 */
export function valuesFromParameters(parameters: DcaParameters, presets: readonly number[]): DcaFormValues {
  const seconds = parameters.frequency_in_second;
  const tp = toBigNumber(parameters.take_profit_per);
  const cap = toBigNumber(parameters.max_invest_amount);
  return {
    quoteCoin: parameters.quote_coin,
    pairs: parameters.pairs.map((p) => ({ id: p.base, base: p.base, amount: p.amount })),
    frequency: presets.includes(seconds) ? { mode: 'preset', seconds } : { mode: 'custom', value: String(seconds), unit: 'second' },
    maxInvest: cap !== null && cap.gt(0) ? cap.toFixed() : '',
    takeProfit: tp !== null && tp.gt(0) ? tp.times(100).toFixed() : '',
  };
}
