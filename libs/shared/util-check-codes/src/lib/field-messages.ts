import { ALL_PAYLOAD_FIELDS } from './fields';

/**
 * Where a server's refusal belongs and what it says, for every kind: the one
 * reader of the payload field a message names and of the problem it states.
 *
 * Messages that name fields (the simulator's, the exchange's): a bot
 * refusal's `debug_msg` (`cell_number: must be a positive integer`,
 * `pairs[1].base is the same as pairs[0].base`), and an HTTP 400's message
 * from the schema check (`body.cell_number: must be >= 2`,
 * `body.parameters.pairs.1.amount: must match pattern …`, `query.symbol: required`).
 * Paths are read as the payload's own names: `body.` / `query.` /
 * `parameters.` dropped, array items as `pairs[1].amount`.
 */

const WRAPPERS = new Set(['body', 'query', 'params', 'parameters', 'request']);

/** The payload field a server message names (`pairs[1].amount`, `cell_number`), or null when it names none the forms know. */
export function payloadFieldInMessage(message: string, known: ReadonlySet<string> = ALL_PAYLOAD_FIELDS): string | null {
  const tokens = message.match(/[A-Za-z_][A-Za-z0-9_]*(?:(?:\.|\/|\[)\d+\]?|(?:\.|\/)[A-Za-z_][A-Za-z0-9_]*)*/g) ?? [];
  for (const token of tokens) {
    const parts = token.replace(/\[(\d+)\]/g, '.$1').split(/[./]/).filter(Boolean);
    while (parts.length > 0 && WRAPPERS.has(parts[0])) parts.shift();
    if (parts.length === 0 || !known.has(parts[0])) continue;
    let field = parts[0];
    for (const part of parts.slice(1)) field += /^\d+$/.test(part) ? `[${part}]` : `.${part}`;
    return field;
  }
  return null;
}

/** The messages of a field's problem in the `checkCodes` namespace (`field.min` takes `{{min}}`, `field.max` `{{max}}`). */
export const FIELD_PROBLEM_KEYS = ['field.min', 'field.max', 'field.whole', 'field.positive', 'field.number', 'field.required', 'field.unknown', 'field.invalid'] as const;

/** What the message says is wrong with the field, as a message key and its values. */
export interface FieldProblem {
  readonly key: (typeof FIELD_PROBLEM_KEYS)[number];
  readonly params: Readonly<Record<string, string>>;
}

export function fieldProblemInMessage(message: string): FieldProblem {
  const text = message.toLowerCase();
  const bound = /must be\s*(>=|>|<=|<)\s*(-?\d+(?:\.\d+)?)/.exec(text);
  if (bound) {
    const value = bound[2];
    if (bound[1].startsWith('>')) return value === '0' && bound[1] === '>' ? { key: 'field.positive', params: {} } : { key: 'field.min', params: { min: value } };
    return { key: 'field.max', params: { max: value } };
  }
  if (/positive integer|must be integer|whole number/.test(text)) return { key: 'field.whole', params: {} };
  if (/positive|greater than zero|above zero|> ?0/.test(text)) return { key: 'field.positive', params: {} };
  if (/must match pattern|must be string|must be number|not a decimal|decimal/.test(text)) return { key: 'field.number', params: {} };
  if (/required|missing/.test(text)) return { key: 'field.required', params: {} };
  if (/unknown field/.test(text)) return { key: 'field.unknown', params: {} };
  return { key: 'field.invalid', params: {} };
}
