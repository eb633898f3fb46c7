import { formatDecimal } from './decimal';

/** A whole count (rounds, trades, bots) with the locale's grouping and Western digits: `1,440`. */
export function formatCount(value: number | string | null | undefined, options: { locale?: string } = {}): string {
  return formatDecimal(value, { locale: options.locale, maxDecimals: 0, rounding: 'down' });
}
