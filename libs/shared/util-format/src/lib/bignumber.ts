import BigNumberBase from 'bignumber.js';

/**
 * The formatting libs' own BigNumber constructor: never exponential notation
 * in `toString()` (so 1e-8 prints `0.00000001` and 1e21 prints all its
 * digits), 40 decimal places for division. It reads BigNumbers made by any
 * other constructor of the page (the shared `bignumber.js` singleton).
 *
 * Amounts never pass through a JS float here: strings go straight into
 * BigNumber. A JS `number` input is read through its shortest decimal form
 * (`0.1` → "0.1"), which is the best a number can give; APIs send strings.
 */
export const BigNumber = BigNumberBase.clone({ EXPONENTIAL_AT: 1e9, DECIMAL_PLACES: 40 });
export type BigNumber = BigNumberBase;

/** Anything the formatters accept as a number. */
export type NumericInput = string | number | bigint | BigNumberBase | null | undefined;

/** A plain decimal, optionally signed, optionally with an exponent: what the API sends. No grouping, no hex. */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The value as a finite BigNumber, or `null` for anything that is not a
 * number: `null`, `undefined`, `""`, whitespace, `"abc"`, `"1,000"`, NaN,
 * ±Infinity. Negative zero becomes zero.
 */
export function toBigNumber(value: unknown): BigNumber | null {
  let result: BigNumber | null = null;
  if (value === null || value === undefined) return null;
  if (BigNumberBase.isBigNumber(value)) result = new BigNumber(value);
  else if (typeof value === 'bigint') result = new BigNumber(value.toString());
  else if (typeof value === 'number') result = Number.isFinite(value) ? new BigNumber(value) : null;
  else if (typeof value === 'string') {
    const text = value.trim();
    result = DECIMAL.test(text) ? new BigNumber(text) : null;
  }
  if (!result || !result.isFinite()) return null;
  return result.isZero() ? new BigNumber(0) : result;
}

/** True for what the spec's display helper shows as "--": empty, NaN, undefined, null or zero. */
export function isBlankNumber(value: unknown): boolean {
  const n = toBigNumber(value);
  return n === null || n.isZero();
}

export type Rounding = 'round' | 'floor' | 'ceil' | 'down' | 'up' | 'halfEven';

/** bignumber.js rounding mode of a rounding name (`round` is half-up, away from zero on .5). */
export function roundingMode(rounding: Rounding): BigNumberBase.RoundingMode {
  switch (rounding) {
    case 'floor':
      return BigNumber.ROUND_FLOOR;
    case 'ceil':
      return BigNumber.ROUND_CEIL;
    case 'down':
      return BigNumber.ROUND_DOWN;
    case 'up':
      return BigNumber.ROUND_UP;
    case 'halfEven':
      return BigNumber.ROUND_HALF_EVEN;
    default:
      return BigNumber.ROUND_HALF_UP;
  }
}
