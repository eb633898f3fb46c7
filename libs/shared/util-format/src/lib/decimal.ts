import { BigNumber, roundingMode, toBigNumber, type NumericInput, type Rounding } from './bignumber';
import { DASH, joinDecimalParts, type DecimalParts } from './decimal-parts';

export { DASH, joinDecimalParts, type DecimalParts };

export interface DecimalOptions {
  /** BCP 47 locale for separators and signs; default `en`. */
  readonly locale?: string;
  /** Pad the fraction to at least this many digits; default 0. */
  readonly minDecimals?: number;
  /** Round to at most this many decimals; default 8 (the finest tick the exchange lists). */
  readonly maxDecimals?: number;
  /** Round to this many significant digits first (then `maxDecimals` still caps). */
  readonly significant?: number;
  /** Default `round` (half up). */
  readonly rounding?: Rounding;
  /** Group the integer digits; default true. */
  readonly grouping?: boolean;
  /** `auto`: minus only; `always`: `+` on positives too (zero never gets a sign). */
  readonly sign?: 'auto' | 'always';
}

/** Round a value and split it into digit strings, with no locale applied. `null` when not a number. */
export function decimalParts(value: NumericInput, options: DecimalOptions = {}): DecimalParts | null {
  const n = toBigNumber(value);
  if (n === null) return null;
  const mode = roundingMode(options.rounding ?? 'round');
  const maxDecimals = Math.max(0, options.maxDecimals ?? 8);
  const minDecimals = Math.max(0, options.minDecimals ?? 0);
  let rounded: BigNumber = n;
  if (options.significant !== undefined && !n.isZero()) rounded = new BigNumber(n.precision(options.significant, mode));
  rounded = new BigNumber(rounded.decimalPlaces(maxDecimals, mode));
  const negative = rounded.isNegative() && !rounded.isZero();
  const decimals = Math.max(minDecimals, rounded.decimalPlaces() ?? 0);
  const [integer, fraction = ''] = rounded.abs().toFixed(decimals).split('.');
  return { negative, integer, fraction };
}

/**
 * A decimal in a locale's style, exactly: `formatDecimal('1234567.891', { locale: 'de-DE', maxDecimals: 2 })`
 * → `1.234.567,89`. Not a number → `--`. Negative zero, and negatives that
 * round to zero, print without a sign.
 */
export function formatDecimal(value: NumericInput, options: DecimalOptions = {}): string {
  const parts = decimalParts(value, options);
  return parts ? joinDecimalParts(parts, options) : DASH;
}

/**
 * The spec's numeric-string display helper (§5): `--` for empty, NaN,
 * undefined, null **or zero**; otherwise the value formatted. Use it where
 * zero means "nothing yet" (an unset TP, a bot's max investment of 0, spec
 * §3); use `formatNumber` where zero is a real reading (a PnL of 0.00).
 */
export function displayNumber(value: NumericInput, options: DecimalOptions = {}): string {
  const n = toBigNumber(value);
  if (n === null || n.isZero()) return DASH;
  return formatDecimal(n, options);
}
