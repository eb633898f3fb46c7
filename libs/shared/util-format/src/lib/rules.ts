import { toBigNumber, type BigNumber, type NumericInput, type Rounding } from './bignumber';
import { isStableCoin } from './coins';
import { DASH, formatDecimal } from './decimal';
import { localeSymbols } from './locale-symbols';
import { formatLeverage } from './scale';
import { formatShort } from './short';
import { decimalsOfStep, roundToTick, type TickRounding } from './tick';

/**
 * Number formatting as rule tables per use case, in the manner of Uniswap's
 * formatter: for each kind of number, an ordered list of bands by absolute
 * value; the first band whose `below` exceeds |value| decides how it prints.
 * A band can print a fixed text instead (`<0.00000001`), or switch to short
 * units. Keeping the rules as data makes every screen agree and lets a test
 * walk every band.
 *
 * Tiny values: a non-zero value under the finest band prints as `<x` (or
 * `>-x` for negatives) rather than as a misleading `0`.
 */
export interface FormatRule {
  /** The band covers |value| < below (`null`: no upper end). Zero is matched by `zero` rules only. */
  readonly below: string | null;
  /** Match exactly zero (checked before the bands). */
  readonly zero?: true;
  /** Print this instead of the number (for the tiny band: the band's upper end). */
  readonly text?: string;
  readonly minDecimals?: number;
  readonly maxDecimals?: number;
  readonly significant?: number;
  readonly rounding?: Rounding;
  /** Print with short units (`m`, `b`). */
  readonly short?: true;
}

export type NumberType = 'price' | 'quantity' | 'amount' | 'shortAmount' | 'pnl' | 'coinAmount' | 'coinPnl' | 'percent' | 'pnlPercent' | 'apr' | 'leverage';

const TINY = '0.00000001';

/**
 * The rule tables. Choices:
 * - price (when the symbol's tick is unknown): 4 significant digits under 1
 *   (up to 8 decimals), 2–4 decimals under 100 000, 2 above;
 * - quantity: up to 8 decimals under 1, up to 4 under 1e6, short above;
 * - amount (money in a stablecoin: USDT, USDC, …): always 2 decimals (cents)
 *   on every screen — a PnL, a grid profit, a fee, a settlement and its
 *   estimate read alike; a non-zero amount under one cent prints `<0.01`
 *   (never a misleading `0.00`); full digits up to 1e9, short above
 *   (`shortAmount` goes short from 1e6, for cards);
 * - pnl: the amount rule, signed;
 * - coinAmount / coinPnl (money in any other coin: BTC, ETH…): the quantity
 *   rule (up to 8 decimals under 1, 4 under 1e6), coinPnl signed;
 *   `formatAmount` / `formatPnl` pick the table by the coin (`isStableCoin`);
 * - percent / pnlPercent / apr take a **fraction** and print 2 decimals
 *   (pnlPercent and apr signed); under 0.01 % they print `<0.01%`; from
 *   1 000 000 % short;
 * - leverage: `5x`, `12.5x`.
 */
export const FORMAT_RULES: Readonly<Record<Exclude<NumberType, 'leverage'>, readonly FormatRule[]>> = {
  price: [
    { below: null, zero: true, text: '0' },
    { below: TINY, text: TINY },
    { below: '1', significant: 4, maxDecimals: 8 },
    { below: '100000', minDecimals: 2, maxDecimals: 4 },
    { below: null, minDecimals: 2, maxDecimals: 2 },
  ],
  quantity: [
    { below: null, zero: true, text: '0' },
    { below: TINY, text: TINY },
    { below: '1', maxDecimals: 8 },
    { below: '1000000', maxDecimals: 4 },
    { below: null, short: true, maxDecimals: 2 },
  ],
  amount: [
    { below: null, zero: true, text: '0.00' },
    { below: '0.01', text: '0.01' },
    { below: '1000000000', minDecimals: 2, maxDecimals: 2 },
    { below: null, short: true, maxDecimals: 2 },
  ],
  shortAmount: [
    { below: null, zero: true, text: '0.00' },
    { below: '0.01', text: '0.01' },
    { below: '1000000', minDecimals: 2, maxDecimals: 2 },
    { below: null, short: true, maxDecimals: 2 },
  ],
  pnl: [
    { below: null, zero: true, text: '0.00' },
    { below: '0.01', text: '0.01' },
    { below: '1000000000', minDecimals: 2, maxDecimals: 2 },
    { below: null, short: true, maxDecimals: 2 },
  ],
  coinAmount: [
    { below: null, zero: true, text: '0' },
    { below: TINY, text: TINY },
    { below: '1', maxDecimals: 8 },
    { below: '1000000', maxDecimals: 4 },
    { below: null, short: true, maxDecimals: 2 },
  ],
  coinPnl: [
    { below: null, zero: true, text: '0' },
    { below: TINY, text: TINY },
    { below: '1', maxDecimals: 8 },
    { below: '1000000', maxDecimals: 4 },
    { below: null, short: true, maxDecimals: 2 },
  ],
  // Percent tables are in percent units (the fraction × 100).
  percent: [
    { below: null, zero: true, text: '0.00' },
    { below: '0.01', text: '0.01' },
    { below: '1000000', minDecimals: 2, maxDecimals: 2 },
    { below: null, short: true, maxDecimals: 2 },
  ],
  pnlPercent: [
    { below: null, zero: true, text: '0.00' },
    { below: '0.01', text: '0.01' },
    { below: '1000000', minDecimals: 2, maxDecimals: 2 },
    { below: null, short: true, maxDecimals: 2 },
  ],
  apr: [
    { below: null, zero: true, text: '0.00' },
    { below: '0.01', text: '0.01' },
    { below: '1000000', minDecimals: 2, maxDecimals: 2 },
    { below: null, short: true, maxDecimals: 2 },
  ],
};

const SIGNED: ReadonlySet<NumberType> = new Set(['pnl', 'coinPnl', 'pnlPercent', 'apr']);
const PERCENT: ReadonlySet<NumberType> = new Set(['percent', 'pnlPercent', 'apr']);

export interface FormatNumberOptions {
  readonly locale?: string;
  /** Show `--` for zero (the spec's display helper rule), e.g. an unset TP. */
  readonly zeroAsDash?: boolean;
}

/** The rule a value falls under (exported for tests and for screens that need the band). */
export function ruleFor(type: Exclude<NumberType, 'leverage'>, value: BigNumber): FormatRule {
  const rules = FORMAT_RULES[type];
  if (value.isZero()) return rules.find((rule) => rule.zero) ?? rules[rules.length - 1];
  const abs = value.abs();
  return rules.find((rule) => !rule.zero && (rule.below === null || abs.lt(rule.below))) ?? rules[rules.length - 1];
}

function withPercent(text: string, locale: string | undefined): string {
  const symbols = localeSymbols(locale);
  return `${symbols.percentPrefix}${text}${symbols.percentSuffix}`;
}

/**
 * Format a number for a use case. Percent types take a fraction
 * (`formatNumber('0.0123', 'pnlPercent')` → `+1.23%`). Not a number → `--`.
 */
export function formatNumber(value: NumericInput, type: NumberType, options: FormatNumberOptions = {}): string {
  const raw = toBigNumber(value);
  if (raw === null) return DASH;
  if (options.zeroAsDash && raw.isZero()) return DASH;
  if (type === 'leverage') return formatLeverage(raw, options);
  const n = PERCENT.has(type) ? raw.times(100) : raw;
  const rule = ruleFor(type, n);
  const sign = SIGNED.has(type) ? 'always' : 'auto';
  const locale = options.locale;
  let text: string;
  if (rule.text !== undefined) {
    // Fixed text: zero prints it plainly; a tiny value prints "<text" / ">-text".
    const fixed = formatDecimal(rule.text, { locale, minDecimals: rule.text.split('.')[1]?.length ?? 0, maxDecimals: 20 });
    if (n.isZero()) text = fixed;
    else text = n.isNegative() ? `>${localeSymbols(locale).minus}${fixed}` : `<${fixed}`;
    return PERCENT.has(type) ? withPercent(text, locale) : text;
  }
  if (rule.short) {
    text = formatShort(n, { locale, sign, decimals: rule.maxDecimals ?? 2 });
  } else {
    text = formatDecimal(n, {
      locale,
      sign,
      minDecimals: rule.minDecimals,
      maxDecimals: rule.maxDecimals,
      significant: rule.significant,
      rounding: rule.rounding,
    });
  }
  return PERCENT.has(type) ? withPercent(text, locale) : text;
}

export interface PriceOptions {
  readonly locale?: string;
  /** The symbol's tick size (`"0.5"`): the price is rounded to it and shows its decimals. */
  readonly tickSize?: NumericInput;
  /** Or the symbol's price precision in decimals (price scale). */
  readonly precision?: number;
  /** Rounding to the tick (default `round`; use `floor` for bids, `ceil` for asks). */
  readonly rounding?: TickRounding;
  readonly zeroAsDash?: boolean;
}

/** A price at the symbol's precision (tick size or price scale), else by the price rule table. */
export function formatPrice(value: NumericInput, options: PriceOptions = {}): string {
  const n = toBigNumber(value);
  if (n === null || (options.zeroAsDash && n.isZero())) return DASH;
  if (options.tickSize !== undefined && options.tickSize !== null) {
    const decimals = decimalsOfStep(options.tickSize);
    const rounded = roundToTick(n, options.tickSize, options.rounding ?? 'round');
    return formatDecimal(rounded, { locale: options.locale, minDecimals: decimals, maxDecimals: decimals });
  }
  if (options.precision !== undefined) {
    const rm: Rounding = options.rounding === 'floor' ? 'floor' : options.rounding === 'ceil' ? 'ceil' : 'round';
    return formatDecimal(n, { locale: options.locale, minDecimals: options.precision, maxDecimals: options.precision, rounding: rm });
  }
  return formatNumber(n, 'price', options);
}

/** A quantity cut to the lot size (never shown larger than held), or by the quantity rule table. */
export function formatQuantity(value: NumericInput, options: { locale?: string; lotSize?: NumericInput } = {}): string {
  const n = toBigNumber(value);
  if (n === null) return DASH;
  if (options.lotSize !== undefined && options.lotSize !== null) {
    const decimals = decimalsOfStep(options.lotSize);
    return formatDecimal(roundToTick(n, options.lotSize, 'floor'), { locale: options.locale, minDecimals: decimals, maxDecimals: decimals });
  }
  return formatNumber(n, 'quantity', options);
}

/**
 * Money with its coin: `1,234.56 USDT`, `0.00085 BTC`. The coin picks the
 * table (a stablecoin: `amount`/`pnl`, cents; any other coin:
 * `coinAmount`/`coinPnl`); `decimals` fixes the places instead.
 */
export function formatAmount(
  value: NumericInput,
  coin?: string,
  options: FormatNumberOptions & { decimals?: number; type?: 'amount' | 'shortAmount' | 'pnl' } = {},
): string {
  const n = toBigNumber(value);
  if (n === null || (options.zeroAsDash && n.isZero())) return DASH;
  const signed = options.type === 'pnl';
  const type = amountType(coin, options.type ?? 'amount');
  const text =
    options.decimals !== undefined
      ? formatDecimal(n, {
          locale: options.locale,
          minDecimals: options.decimals,
          maxDecimals: options.decimals,
          sign: signed ? 'always' : 'auto',
        })
      : formatNumber(n, type, options);
  return coin ? `${text} ${coin}` : text;
}

/** The rule table of money in `coin`: the stablecoin tables, or the coin tables for any other coin. */
export function amountType(coin: string | undefined, type: 'amount' | 'shortAmount' | 'pnl' = 'amount'): 'amount' | 'shortAmount' | 'pnl' | 'coinAmount' | 'coinPnl' {
  if (!coin || isStableCoin(coin)) return type;
  return type === 'pnl' ? 'coinPnl' : 'coinAmount';
}

/** Signed PnL with its coin: `+12.34 USDT`. */
export function formatPnl(value: NumericInput, coin?: string, options: FormatNumberOptions & { decimals?: number } = {}): string {
  return formatAmount(value, coin, { ...options, type: 'pnl' });
}

/** A value that is already a whole percent, by a percent rule (`formatPercentNumber(12.3, 'apr')` → `+12.30%`). */
export function formatPercentNumber(percent: NumericInput, type: 'percent' | 'pnlPercent' | 'apr', options: FormatNumberOptions = {}): string {
  const n = toBigNumber(percent);
  return n === null ? DASH : formatNumber(n.div(100), type, options);
}
