import { readNumberFields, type NumberFieldProblem, type NumberRule } from '@tb/util-format';

/** A create form read with its rules. */
export interface FormReading<V, K extends string> {
  /** Every field read: the exact values (null while any field has a problem, an empty required one included). */
  readonly exact: V | null;
  /**
   * What the limit call may be asked about: exact, with every field that is
   * still empty or refused left out ("") — so the bounds of the other fields
   * are still asked for and shown while one field is refused; nothing refused
   * is ever sent.
   */
  readonly partial: V;
  readonly problems: Partial<Record<K, NumberFieldProblem>>;
}

/**
 * A create form's number fields (`rules`' keys) read at once (issue 28: one
 * reading for the martingale and combo forms): nothing refused reaches a body.
 */
export function readCreateForm<V extends Readonly<Record<K, string>>, K extends string>(values: V, rules: Readonly<Record<K, NumberRule>>, locale = 'en'): FormReading<V, K> {
  const { values: all, read, problems } = readNumberFields<K>(values, rules, locale);
  const keys = Object.keys(rules) as K[];
  return {
    exact: all ? { ...values, ...all } : null,
    partial: { ...values, ...Object.fromEntries(keys.map((key) => [key, read[key] ?? ''])) },
    problems,
  };
}
