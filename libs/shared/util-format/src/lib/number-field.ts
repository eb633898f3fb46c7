import { BigNumber, toBigNumber } from './bignumber';
import { normalizeNumberInput, numberInputProblem, type NumberProblem } from './number-input';
import { decimalsOfStep } from './tick';

/**
 * The one exact input path of a number field (issue 32): what a field takes
 * — its precision, its step, its bounds — written once as a rule, and the
 * verdict on what was typed, in the terms the field's message needs. Every
 * create and edit form of every kind reads its number fields through
 * `readNumberField`; a request body is built from the `value`s only when no
 * field has a `problem`, so nothing refused at a field is ever sent.
 *
 * Order of the checks (the first one found is the field's message): a
 * number at all (letters, exponents: `numberInputProblem`), the sign, the
 * decimals, then the value against the step (a tick, a lot, a leverage
 * step) and the bounds. Bounds are inclusive (`min`, `max`) or exclusive
 * (`above`: "more than 0"). No float is involved: the text is normalised
 * (the locale's separators and digits) and compared with bignumber.js.
 */
export interface NumberRule {
  /** Most decimal places (a step's decimals when only `step` is given). */
  readonly decimals?: number;
  /** The value must be a whole multiple of this (a tick size, a lot, "0.01" for leverage). */
  readonly step?: string;
  /** Lowest value accepted (inclusive). */
  readonly min?: string;
  /** Highest value accepted (inclusive). */
  readonly max?: string;
  /** The value must be more than this ("0": a positive amount or price). */
  readonly above?: string;
  /** Empty is a problem ("required"); otherwise empty is fine (an optional field). */
  readonly required?: boolean;
  readonly allowNegative?: boolean;
}

/** Why a field refuses what was typed. Bounds are plain decimals; the field formats them for its message. */
export type NumberFieldProblem =
  | NumberProblem
  | { kind: 'required' }
  | { kind: 'low'; min: string }
  | { kind: 'high'; max: string }
  | { kind: 'notAbove'; bound: string }
  | { kind: 'step'; step: string };

export type NumberReading =
  /** `value`: the plain decimal the request carries ("" when the optional field is empty). */
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly problem: NumberFieldProblem };

/** Decimals a rule takes: its own, else its step's. */
export function ruleDecimals(rule: NumberRule): number | undefined {
  if (rule.decimals !== undefined) return rule.decimals;
  return rule.step !== undefined ? decimalsOfStep(rule.step) : undefined;
}

/**
 * Reads a field's text (as typed, or as `NumberInput` handed it on) against
 * its rule: the exact decimal it means, or why it cannot be the field's value.
 * The value is canonical (`"007.50"` → `"7.5"`): what the request carries and
 * what the confirmation shows.
 */
export function readNumberField(text: string, rule: NumberRule, locale = 'en'): NumberReading {
  // a form reads all its fields on every change of one, and again in every render React restarts (issue
  // 30): the reading of a text under the same rule object is kept (a reading is a plain immutable answer)
  let readings = READINGS.get(rule);
  if (!readings) {
    readings = new Map();
    READINGS.set(rule, readings);
  }
  const key = `${locale}\u0000${text}`;
  const known = readings.get(key);
  if (known) return known;
  const reading = readText(text, rule, locale);
  // a field's recent texts only (what was typed lately): the oldest go first
  if (readings.size >= READINGS_PER_RULE) readings.delete(readings.keys().next().value as string);
  readings.set(key, reading);
  return reading;
}

/** The readings kept per rule object (`readNumberField`); a rule no longer used takes its readings with it. */
const READINGS = new WeakMap<NumberRule, Map<string, NumberReading>>();
const READINGS_PER_RULE = 32;

function readText(text: string, rule: NumberRule, locale: string): NumberReading {
  const decimals = ruleDecimals(rule);
  const format = numberInputProblem(text, { decimals, allowNegative: rule.allowNegative, locale });
  if (format) return { ok: false, problem: format };
  const normalised = normalizeNumberInput(text, locale) ?? '';
  if (normalised === '' || normalised === '-') return rule.required ? { ok: false, problem: { kind: 'required' } } : { ok: true, value: '' };
  const n = toBigNumber(normalised);
  if (n === null) return { ok: false, problem: { kind: 'notNumber' } };
  const step = toBigNumber(rule.step);
  if (step && step.gt(0) && !n.mod(step).isZero()) return { ok: false, problem: { kind: 'step', step: step.toFixed() } };
  const above = toBigNumber(rule.above);
  if (above && n.lte(above)) return { ok: false, problem: { kind: 'notAbove', bound: above.toFixed() } };
  const min = toBigNumber(rule.min);
  if (min && n.lt(min)) return { ok: false, problem: { kind: 'low', min: min.toFixed() } };
  const max = toBigNumber(rule.max);
  if (max && n.gt(max)) return { ok: false, problem: { kind: 'high', max: max.toFixed() } };
  return { ok: true, value: new BigNumber(n).toFixed() };
}

/** The problem of a field, or null when it can be sent as it is. */
export function numberFieldProblem(text: string, rule: NumberRule, locale = 'en'): NumberFieldProblem | null {
  const reading = readNumberField(text, rule, locale);
  return reading.ok ? null : reading.problem;
}

/**
 * A whole form's number fields read at once: each field's value (`read`) or
 * problem. `values` is null as soon as one field has a problem, so a body
 * built from it can never carry a refused value.
 */
export function readNumberFields<K extends string>(
  texts: Readonly<Record<K, string>>,
  rules: Readonly<Record<K, NumberRule>>,
  locale = 'en',
): { values: Record<K, string> | null; read: Partial<Record<K, string>>; problems: Partial<Record<K, NumberFieldProblem>> } {
  const read: Partial<Record<K, string>> = {};
  const problems: Partial<Record<K, NumberFieldProblem>> = {};
  for (const key of Object.keys(rules) as K[]) {
    const reading = readNumberField(texts[key] ?? '', rules[key], locale);
    if (reading.ok) read[key] = reading.value;
    else problems[key] = reading.problem;
  }
  return { values: Object.keys(problems).length === 0 ? (read as Record<K, string>) : null, read, problems };
}

/** Decimal places of a plain decimal as written ("100.1230" → 4): how a confirmation shows a sent value without rounding it. */
export function decimalsOf(value: string): number {
  const fraction = value.trim().split('.')[1];
  return fraction === undefined ? 0 : fraction.length;
}

/**
 * The ceiling of an amount field counted in units of `scale` decimals: the
 * largest power of ten whose units an exact integer (below 2^53) still holds,
 * 10^(15 − scale) ("10000000" for 8 decimals). An amount above it cannot be
 * counted exactly by the engine, so the field refuses it ("At most
 * 10,000,000") instead of letting it reach exact code.
 */
export function exactCeiling(scale: number): string {
  // a power of ten written out (no BigNumber: the create forms ask for it on every check, issue 30)
  return `1${'0'.repeat(Math.max(0, 15 - Math.max(0, Math.floor(scale))))}`;
}
