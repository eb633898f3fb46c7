export { BigNumber, toBigNumber, isBlankNumber, roundingMode, type NumericInput, type Rounding } from './lib/bignumber';
export { localeSymbols, groupDigits, type LocaleSymbols } from './lib/locale-symbols';
export { formatPlainNumber } from './lib/decimal-parts';
export { DASH, formatDecimal, displayNumber, decimalParts, joinDecimalParts, type DecimalOptions, type DecimalParts } from './lib/decimal';
export { formatShort, type ShortOptions } from './lib/short';
export { formatPercent, formatPercentWhole, formatSignedPercent, formatSignedPercentWhole, type PercentOptions } from './lib/percent';
export { formatDuration, durationParts, type DurationInput } from './lib/duration';
export { formatUnit, englishUnit, isEnglishLocale, withIntlLocale, type TimeUnit } from './lib/unit-words';
export { STABLE_COINS, isStableCoin, formatPair, formatPairs, splitSymbol } from './lib/coins';
export { DATE_RULES, formatDateTime, toEpochMs, type DateStyle, type DateOptions } from './lib/dates';
export { formatCount } from './lib/count';
export { normalizeNumberInput, numberInputProblem, type NumberProblem } from './lib/number-input';
export { readNumberField, readNumberFields, numberFieldProblem, ruleDecimals, decimalsOf, exactCeiling, type NumberRule, type NumberFieldProblem, type NumberReading } from './lib/number-field';
export { formatAmountAsSent, formatFractionAsSent, formatLeverageAsSent } from './lib/as-sent';
export {
  scaleDown,
  scaleUp,
  fromE2,
  fromE4,
  fromE8,
  yieldE4ToPercent,
  marginRateToPercent,
  formatLeverage,
  formatLeverageE2,
  formatYieldE4,
  formatMarginRate,
} from './lib/scale';
export { roundToTick, roundToLot, isOnTick, offsetByTicks, decimalsOfStep, PRICE_OFFSET_TICKS, type TickRounding } from './lib/tick';
export {
  FORMAT_RULES,
  ruleFor,
  formatNumber,
  formatPrice,
  formatQuantity,
  formatAmount,
  amountType,
  formatPnl,
  formatPercentNumber,
  type FormatRule,
  type NumberType,
  type FormatNumberOptions,
  type PriceOptions,
} from './lib/rules';
export { quoteChange, changeTone } from './lib/symbol-search';
export { searchSymbols } from './lib/symbol-query';
export { FSI, LRI, PDI, type IsolateKind, isolate, isolated, isolatedFigures, isRtlLanguage } from './lib/bidi';
