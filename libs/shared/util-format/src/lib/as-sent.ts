import { formatLeverage } from './scale';
import { formatPercentWhole } from './percent';
import { formatAmount, amountType } from './rules';
import { toBigNumber } from './bignumber';
import { decimalsOf } from './number-field';

/**
 * Formatters for a confirmation that shows a request body's values exactly
 * as they are sent (issue 32, "what you confirm is what you get"): the
 * locale's separators, but never fewer decimals than the value carries, so
 * `100.1234` USDT is not shown as `100.12 USDT` and a fraction `0.0123456`
 * not as `1.23%`. Money keeps at least its table's cents (`100` → `100.00
 * USDT`); a percent is shown from the wire fraction (`0.05` → `5%`).
 */
export function formatAmountAsSent(value: string, coin: string, options: { locale?: string } = {}): string {
  const cents = amountType(coin) === 'amount' ? 2 : 0;
  return formatAmount(value, coin, { locale: options.locale, decimals: Math.max(cents, decimalsOf(value)) });
}

/** A wire fraction as the percent it is, every decimal kept (`"0.0123456"` → `1.23456%`). */
export function formatFractionAsSent(fraction: string, options: { locale?: string } = {}): string {
  const n = toBigNumber(fraction);
  if (n === null) return formatPercentWhole(fraction, options);
  const percent = n.times(100).toFixed();
  return formatPercentWhole(percent, { locale: options.locale, minDecimals: 0, maxDecimals: decimalsOf(percent) });
}

/** A leverage as sent ("5.1" → `5.1x`; a leverage has at most two decimals). */
export function formatLeverageAsSent(value: string, options: { locale?: string } = {}): string {
  return formatLeverage(value, options);
}
