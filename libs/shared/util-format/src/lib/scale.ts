import { BigNumber, toBigNumber, type NumericInput } from './bignumber';
import { DASH, formatDecimal, type DecimalOptions } from './decimal';
import { formatPercentWhole, type PercentOptions } from './percent';

/**
 * Fixed-point scales of the spec's own shapes (§3, §9). The public API sends
 * plain decimal strings; the web API's summaries and configs use these:
 * - E2: leverage (`leverageE2` 500 = 5×, `config.max_leverage_e2`);
 * - E4: yield (`yieldRateE4` 1234 → 12.34 %: divided by 100 gives the percent);
 * - E8: designated margin (divided by 1e8);
 * - margin rates in 1/10000, shown divided by 100 as a percent (50 → 0.5 %).
 * Each returns a BigNumber (exact) or `null` when the input is not a number.
 */
export function scaleDown(value: NumericInput, exponent: number): BigNumber | null {
  return toBigNumber(value)?.shiftedBy(-exponent) ?? null;
}
export const fromE2 = (value: NumericInput) => scaleDown(value, 2);
export const fromE4 = (value: NumericInput) => scaleDown(value, 4);
export const fromE8 = (value: NumericInput) => scaleDown(value, 8);

/** Scale a decimal up to an integer string (`toE2('5.5')` → `"550"`), cutting extra digits. */
export function scaleUp(value: NumericInput, exponent: number): string | null {
  return toBigNumber(value)?.shiftedBy(exponent).integerValue(BigNumber.ROUND_DOWN).toFixed() ?? null;
}

/** `yieldRateE4` as a percent number: 1234 → 12.34. */
export const yieldE4ToPercent = (value: NumericInput) => scaleDown(value, 2);
/** A margin rate in 1/10000 as a percent number: 50 → 0.5. */
export const marginRateToPercent = (value: NumericInput) => scaleDown(value, 2);

/** Leverage as shown: `5x`, `12.5x`; up to 2 decimals, trailing zeros dropped. */
export function formatLeverage(value: NumericInput, options: Pick<DecimalOptions, 'locale'> = {}): string {
  const text = formatDecimal(value, { locale: options.locale, maxDecimals: 2, grouping: false });
  return text === DASH ? DASH : `${text}x`;
}
export function formatLeverageE2(value: NumericInput, options: Pick<DecimalOptions, 'locale'> = {}): string {
  return formatLeverage(fromE2(value), options);
}
export function formatYieldE4(value: NumericInput, options: PercentOptions = {}): string {
  return formatPercentWhole(yieldE4ToPercent(value), options);
}
export function formatMarginRate(value: NumericInput, options: PercentOptions = {}): string {
  return formatPercentWhole(marginRateToPercent(value), { minDecimals: 0, maxDecimals: 4, ...options });
}
