import { localeSymbols } from './locale-symbols';

/**
 * Reading what a trader types (or pastes) into a number field. The rule: take
 * every way people write a number, or say clearly why not — never drop a
 * character silently ("5e2" used to become "52").
 *
 * Accepted, and normalised to a plain decimal (`1234.5`):
 * - thousands separators: `1,234.5`, `1 234,5`, `1.234,5`, `1'234.5`, and
 *   the Arabic `٬`;
 * - the decimal sign of any locale: `.`, `,`, the Arabic `٫`; with both a
 *   comma and a point, the last one is the decimal sign; a lone comma is a
 *   decimal sign (phones type one), unless it groups thousands exactly
 *   (`1,234` and `12,345,678` read as thousands where the page's locale
 *   writes its decimals with a point);
 * - Arabic-Indic and Persian digits, spaces, a leading `+`, leading zeros.
 *
 * Refused, with a reason ({@link NumberProblem}): letters and exponents
 * (`5e2`, `12abc`), more than one decimal sign, a minus where none is
 * allowed, more decimals than the field takes.
 */
export type NumberProblem = { kind: 'notNumber' } | { kind: 'negative' } | { kind: 'tooManyDecimals'; decimals: number } | { kind: 'notWhole' };

const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (d) => String((d.charCodeAt(0) & 0x0f) % 10));
}

const GROUPS_OF_THREE = /^\d{1,3}(,\d{3})+$/;

/**
 * The plain decimal (`-1234.5`, `0.25`, `""` for empty) a typed or pasted
 * text means, or null when it is not a number. `locale` decides whether a
 * lone comma before three digits groups thousands.
 */
export function normalizeNumberInput(text: string, locale = 'en'): string | null {
  let value = westernDigits(text)
    .replace(/[\s\u00a0\u202f\u200e\u200f\u066c'’_]/g, '')
    .replace(/\u066b/g, '.')
    .replace(/[\u2212\u2013]/g, '-');
  if (value === '') return '';
  let sign = '';
  if (value.startsWith('-') || value.startsWith('+')) {
    sign = value.startsWith('-') ? '-' : '';
    value = value.slice(1);
  }
  if (!/^[\d.,]*$/.test(value) || !/\d/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastPoint = value.lastIndexOf('.');
  if (lastComma >= 0 && lastPoint >= 0) {
    // both: the last one is the decimal sign, the other groups
    const decimal = lastComma > lastPoint ? ',' : '.';
    const group = decimal === ',' ? '.' : ',';
    const whole = value.slice(0, value.lastIndexOf(decimal)).split(group).join('');
    const fraction = value.slice(value.lastIndexOf(decimal) + 1);
    if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return null;
    value = `${whole}.${fraction}`;
  } else if (lastComma >= 0) {
    const groups = localeSymbols(locale).decimal === '.' && GROUPS_OF_THREE.test(value);
    if (groups) value = value.split(',').join('');
    else if (value.indexOf(',') === lastComma) value = value.replace(',', '.');
    else return null;
  } else if (value.indexOf('.') !== lastPoint) {
    // several points: thousands in a comma-decimal style (1.234.567) only
    if (!/^\d{1,3}(\.\d{3})+$/.test(value)) return null;
    value = value.split('.').join('');
  }
  const [rawWhole, fraction] = value.split('.') as [string, string | undefined];
  let whole = rawWhole.replace(/^0+(?=\d)/, '');
  if (whole === '' && fraction !== undefined) whole = '0';
  return sign + whole + (fraction !== undefined ? `.${fraction}` : '');
}

/** Why a text cannot be a number field's value (null: it can; empty is fine here — "required" is the form's rule). */
export function numberInputProblem(text: string, options: { decimals?: number; allowNegative?: boolean; locale?: string } = {}): NumberProblem | null {
  const value = normalizeNumberInput(text, options.locale);
  if (value === null) return { kind: 'notNumber' };
  if (value === '') return null;
  if (value.startsWith('-') && !options.allowNegative) return { kind: 'negative' };
  const fraction = value.split('.')[1];
  if (options.decimals === 0 && fraction !== undefined && fraction.length > 0) return { kind: 'notWhole' };
  if (options.decimals !== undefined && fraction !== undefined && fraction.length > options.decimals) return { kind: 'tooManyDecimals', decimals: options.decimals };
  return null;
}
