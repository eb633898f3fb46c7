import { groupDigits, localeSymbols } from './locale-symbols';

/**
 * Decimal digit strings and the locale's separators — no bignumber.js here,
 * so that a page which only shows plain JS numbers (the clock's rate, a
 * count) does not download it (the shell's first visit).
 */

/** What every formatter shows for a value it cannot show (spec §5: "--"). */
export const DASH = '--';

/** The sign-less digits of a rounded value and whether it is negative (rounded zero is never negative). */
export interface DecimalParts {
  readonly negative: boolean;
  readonly integer: string;
  readonly fraction: string;
}

/** Apply a locale's separators and sign to decimal parts. */
export function joinDecimalParts(parts: DecimalParts, options: { readonly locale?: string; readonly grouping?: boolean; readonly sign?: 'auto' | 'always' } = {}): string {
  const symbols = localeSymbols(options.locale);
  const integer = options.grouping === false ? parts.integer : groupDigits(parts.integer, symbols);
  const body = parts.fraction ? `${integer}${symbols.decimal}${parts.fraction}` : integer;
  const zero = /^0*$/.test(parts.integer + parts.fraction);
  if (parts.negative) return `${symbols.minus}${body}`;
  if (options.sign === 'always' && !zero) return `${symbols.plus}${body}`;
  return body;
}

/**
 * A plain JS number that is not money (a clock rate, a count of things) in a
 * locale's style, rounded half up to at most `maxDecimals` (default 2), trailing
 * zeros dropped: `formatPlainNumber(1234.5, { locale: 'de-DE' })` → `1.234,5`.
 * Not finite → `--`. Money, prices and quantities go through `formatDecimal`.
 */
export function formatPlainNumber(value: number, options: { readonly locale?: string; readonly maxDecimals?: number } = {}): string {
  if (!Number.isFinite(value)) return DASH;
  const maxDecimals = Math.min(20, Math.max(0, options.maxDecimals ?? 2));
  const scale = 10 ** maxDecimals;
  const rounded = Math.round(Math.abs(value) * scale) / scale;
  const [integer, fraction = ''] = rounded.toFixed(maxDecimals).split('.');
  const negative = value < 0 && rounded !== 0;
  return joinDecimalParts({ negative, integer, fraction: fraction.replace(/0+$/, '') }, { locale: options.locale });
}
