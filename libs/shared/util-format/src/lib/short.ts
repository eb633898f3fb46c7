import { BigNumber, toBigNumber, type NumericInput } from './bignumber';
import { DASH, formatDecimal, type DecimalOptions } from './decimal';

/**
 * Short numbers (spec §9): from 1e9 as `b`, from 1e6 as `m`. Documented
 * choices:
 * - `k` is off by default: exchanges print thousands in full with grouping
 *   (`12,345.67`), which is as short and more exact; pass `thousands: true`
 *   for very narrow cells (ranking cards).
 * - No `t`: 1e12 prints `1,000b`.
 * - The scaled value is cut, not rounded (`999,999,999` → `999.99m`, never a
 *   misleading `1000.00m`), to `decimals` places (default 2), trailing zeros
 *   trimmed (`1.5m`).
 * - Suffixes are the same in every locale, as on the exchange.
 */
export interface ShortOptions extends Pick<DecimalOptions, 'locale' | 'sign'> {
  readonly decimals?: number;
  readonly thousands?: boolean;
  /** Decimals below the first threshold (default: `decimals`). */
  readonly smallDecimals?: number;
}

const UNITS: readonly { readonly at: BigNumber; readonly suffix: string; readonly optional?: true }[] = [
  { at: new BigNumber('1e9'), suffix: 'b' },
  { at: new BigNumber('1e6'), suffix: 'm' },
  { at: new BigNumber('1e3'), suffix: 'k', optional: true },
];

export function formatShort(value: NumericInput, options: ShortOptions = {}): string {
  const n = toBigNumber(value);
  if (n === null) return DASH;
  const decimals = options.decimals ?? 2;
  for (const unit of UNITS) {
    if (unit.optional && !options.thousands) continue;
    if (n.abs().gte(unit.at)) {
      const scaled = n.div(unit.at);
      return `${formatDecimal(scaled, { locale: options.locale, sign: options.sign, maxDecimals: decimals, rounding: 'down' })}${unit.suffix}`;
    }
  }
  return formatDecimal(n, { locale: options.locale, sign: options.sign, maxDecimals: options.smallDecimals ?? decimals });
}
