import { toBigNumber, type NumericInput } from './bignumber';
import { DASH, decimalParts, joinDecimalParts, type DecimalOptions } from './decimal';
import { localeSymbols } from './locale-symbols';

/**
 * Percents. The API sends ratios as fractions (`"0.0123"` = 1.23 %), so
 * `formatPercent` takes a fraction; `formatPercentWhole` takes a value that
 * is already a percent (FG-1's whole-number ranges, `yieldRateE4 / 100`).
 * Two decimals by default (spec §9), fixed (`5.00%`); the locale decides the
 * separators and where the sign goes (`12,5 %` in de-DE).
 */
export type PercentOptions = Pick<DecimalOptions, 'locale' | 'minDecimals' | 'maxDecimals' | 'rounding' | 'sign'>;

export function formatPercentWhole(percent: NumericInput, options: PercentOptions = {}): string {
  const maxDecimals = options.maxDecimals ?? 2;
  const parts = decimalParts(percent, { ...options, maxDecimals, minDecimals: options.minDecimals ?? Math.min(2, maxDecimals) });
  if (!parts) return DASH;
  const symbols = localeSymbols(options.locale);
  const number = joinDecimalParts(parts, { locale: options.locale, sign: options.sign });
  return `${symbols.percentPrefix}${number}${symbols.percentSuffix}`;
}

export function formatPercent(fraction: NumericInput, options: PercentOptions = {}): string {
  const n = toBigNumber(fraction);
  return n === null ? DASH : formatPercentWhole(n.times(100), options);
}

/** A signed percent for PnL and APR: `+1.23%`, `-0.50%`, `0.00%`. */
export function formatSignedPercent(fraction: NumericInput, options: Omit<PercentOptions, 'sign'> = {}): string {
  return formatPercent(fraction, { ...options, sign: 'always' });
}

/** A signed whole percent: `+12.34%`. */
export function formatSignedPercentWhole(percent: NumericInput, options: Omit<PercentOptions, 'sign'> = {}): string {
  return formatPercentWhole(percent, { ...options, sign: 'always' });
}
