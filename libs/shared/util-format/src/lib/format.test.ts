import {
  formatPlainNumber,
  BigNumber,
  DASH,
  decimalsOfStep,
  displayNumber,
  durationParts,
  FORMAT_RULES,
  formatAmount,
  amountType,
  formatDecimal,
  formatDuration,
  formatLeverage,
  formatLeverageE2,
  formatMarginRate,
  formatNumber,
  formatPercent,
  formatPercentNumber,
  formatPercentWhole,
  formatPnl,
  formatPrice,
  formatQuantity,
  formatShort,
  formatSignedPercent,
  formatYieldE4,
  fromE2,
  fromE4,
  fromE8,
  isBlankNumber,
  isOnTick,
  localeSymbols,
  marginRateToPercent,
  offsetByTicks,
  roundToLot,
  roundToTick,
  ruleFor,
  scaleUp,
  toBigNumber,
  yieldE4ToPercent,
  formatDateTime,
  toEpochMs,
  formatPair,
  formatPairs,
  splitSymbol,
  isStableCoin,
  formatCount,
  normalizeNumberInput,
  numberInputProblem,
  type DateStyle,
} from '../index';

const LRM = '\u200e';

describe('toBigNumber', () => {
  it.each([
    ['123.45', '123.45'],
    [' 42 ', '42'],
    ['-0', '0'],
    [-0, '0'],
    ['1e-8', '0.00000001'],
    ['1e12', '1000000000000'],
    ['+7', '7'],
    ['.5', '0.5'],
    [0.1, '0.1'],
    [12n, '12'],
    ['123456789012345678901234567890.123456789', '123456789012345678901234567890.123456789'],
  ])('reads %p as %s', (input, expected) => {
    expect(toBigNumber(input)?.toString()).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['  '], ['abc'], ['1,000'], ['0x10'], [Number.NaN], [Infinity], ['Infinity'], [{}], [true]])(
    'refuses %p',
    (input) => {
      expect(toBigNumber(input)).toBeNull();
    },
  );

  it('reads BigNumbers of the shared constructor', () => {
    expect(toBigNumber(new BigNumber('2.5'))?.toString()).toBe('2.5');
  });
});

describe('the "--" display helper (spec §5)', () => {
  it.each([[''], [null], [undefined], ['NaN'], [Number.NaN], ['0'], [0], ['-0'], ['0.000'], ['abc']])('shows -- for %p', (input) => {
    expect(displayNumber(input as string)).toBe(DASH);
    expect(isBlankNumber(input)).toBe(true);
  });
  it.each([
    ['1234.5', '1,234.5'],
    ['0.00000001', '0.00000001'],
    ['-3', '-3'],
  ])('shows %p as %s', (input, expected) => {
    expect(displayNumber(input)).toBe(expected);
    expect(isBlankNumber(input)).toBe(false);
  });
});

describe('formatDecimal: locale separators applied to exact digits', () => {
  it.each<[string, string, string]>([
    ['en', '-1234567.891', '-1,234,567.891'],
    ['de-DE', '-1234567.891', '-1.234.567,891'],
    ['fr-FR', '1234567.891', '1\u202f234\u202f567,891'],
    ['en-IN', '1234567.891', '12,34,567.891'],
    ['es-ES', '1234.5', '1234,5'],
    ['es-ES', '12345.5', '12.345,5'],
    ['de-CH', '1234567.5', "1'234'567.5"],
    ['zh-TW', '1234567.5', '1,234,567.5'],
    ['ar-SA', '1234567.5', '1,234,567.5'],
    ['ar-SA', '-1234.5', `${LRM}-1,234.5`],
    ['ar-ARE', '-1234.5', `${LRM}-1,234.5`],
    ['not a locale tag!', '1234.5', '1,234.5'],
  ])('%s: %s → %s', (locale, value, expected) => {
    expect(formatDecimal(value, { locale })).toBe(expected);
  });

  it('keeps Western digits in Arabic locales', () => {
    expect(formatDecimal('9876543210.5', { locale: 'ar-SA' })).toMatch(/^[0-9,.]+$/);
  });

  it('is exact on huge and tiny values (no float anywhere)', () => {
    expect(formatDecimal('123456789012345678901234567890.123456789', { maxDecimals: 9 })).toBe(
      '123,456,789,012,345,678,901,234,567,890.123456789',
    );
    expect(formatDecimal('1e-8')).toBe('0.00000001');
    expect(formatDecimal('1e12', { minDecimals: 2 })).toBe('1,000,000,000,000.00');
    expect(formatDecimal('0.1').toString()).toBe('0.1');
    expect(formatDecimal('9007199254740993')).toBe('9,007,199,254,740,993');
  });

  it('rounds half up by default, and as asked', () => {
    expect(formatDecimal('1.005', { maxDecimals: 2 })).toBe('1.01');
    expect(formatDecimal('-1.005', { maxDecimals: 2 })).toBe('-1.01');
    expect(formatDecimal('1.009', { maxDecimals: 2, rounding: 'down' })).toBe('1');
    expect(formatDecimal('1.001', { maxDecimals: 2, rounding: 'up' })).toBe('1.01');
    expect(formatDecimal('-1.001', { maxDecimals: 2, rounding: 'floor' })).toBe('-1.01');
    expect(formatDecimal('2.5', { maxDecimals: 0, rounding: 'halfEven' })).toBe('2');
  });

  it('never prints a negative zero', () => {
    expect(formatDecimal('-0')).toBe('0');
    expect(formatDecimal(-0, { minDecimals: 2 })).toBe('0.00');
    expect(formatDecimal('-0.001', { maxDecimals: 2, minDecimals: 2 })).toBe('0.00');
    expect(formatDecimal('-0.001', { maxDecimals: 2, sign: 'always' })).toBe('0');
  });

  it('signs, pads and groups on request', () => {
    expect(formatDecimal('5', { sign: 'always', minDecimals: 2 })).toBe('+5.00');
    expect(formatDecimal('0', { sign: 'always' })).toBe('0');
    expect(formatDecimal('12345', { grouping: false })).toBe('12345');
    expect(formatDecimal('0.000123456', { significant: 3 })).toBe('0.000123');
  });

  it('shows -- for what is not a number', () => {
    expect(formatDecimal('abc')).toBe(DASH);
    expect(formatDecimal(undefined)).toBe(DASH);
  });

  it('reads each locale once', () => {
    expect(localeSymbols('de-DE')).toBe(localeSymbols('de-DE'));
    expect(localeSymbols('de-DE').percentSuffix).toBe('\u00a0%');
    expect(localeSymbols('ar-SA').percentSuffix).toBe('%');
  });
});

describe('formatPlainNumber: plain JS numbers that are not money, without bignumber.js', () => {
  it('rounds to at most the decimals asked, drops trailing zeros and applies the locale', () => {
    expect(formatPlainNumber(60, { locale: 'en' })).toBe('60');
    expect(formatPlainNumber(0.5, { locale: 'en' })).toBe('0.5');
    expect(formatPlainNumber(1234.567, { locale: 'de-DE' })).toBe('1.234,57');
    expect(formatPlainNumber(1234.5, { locale: 'en', maxDecimals: 0 })).toBe('1,235');
    expect(formatPlainNumber(-0.001, { locale: 'en' })).toBe('0');
    expect(formatPlainNumber(-2.5, { locale: 'en' })).toBe('-2.5');
  });

  it('shows the dash for what is not a finite number', () => {
    expect(formatPlainNumber(Number.NaN)).toBe('--');
    expect(formatPlainNumber(Number.POSITIVE_INFINITY)).toBe('--');
  });

  it('reads like formatDecimal for the same value', () => {
    for (const value of [0, 1, 60, 0.25, 1999.99, 1e6]) expect(formatPlainNumber(value, { locale: 'ar-SA' })).toBe(formatDecimal(value, { locale: 'ar-SA', maxDecimals: 2 }));
  });
});

describe('formatShort (spec §9: 1e9 → b, 1e6 → m)', () => {
  it.each([
    ['1000000000', '1b'],
    ['1500000000', '1.5b'],
    ['1e12', '1,000b'],
    ['999999999', '999.99m'],
    ['1000000', '1m'],
    ['1234567', '1.23m'],
    ['-2500000', '-2.5m'],
    ['999999', '999,999'],
    ['12345.678', '12,345.68'],
    ['0.00000001', '0'],
  ])('%s → %s', (input, expected) => {
    expect(formatShort(input)).toBe(expected);
  });
  it('adds k only when asked', () => {
    expect(formatShort('12345', { thousands: true })).toBe('12.34k');
    expect(formatShort('999', { thousands: true })).toBe('999');
  });
  it('keeps the locale decimal separator', () => {
    expect(formatShort('1234567', { locale: 'de-DE' })).toBe('1,23m');
  });
  it('shows -- for non-numbers', () => {
    expect(formatShort(null)).toBe(DASH);
  });
});

describe('percent', () => {
  it.each([
    ['0.0123', '1.23%'],
    ['0.1', '10.00%'],
    ['-0.005', '-0.50%'],
    ['1', '100.00%'],
    ['0', '0.00%'],
    ['-0', '0.00%'],
    ['-0.00001', '0.00%'],
    ['123456.789', '12,345,678.90%'],
  ])('fraction %s → %s', (input, expected) => {
    expect(formatPercent(input)).toBe(expected);
  });
  it('signed variants for PnL', () => {
    expect(formatSignedPercent('0.0123')).toBe('+1.23%');
    expect(formatSignedPercent('-0.0123')).toBe('-1.23%');
    expect(formatSignedPercent('0')).toBe('0.00%');
  });
  it('from a whole percent', () => {
    expect(formatPercentWhole('12.345')).toBe('12.35%');
    expect(formatPercentWhole('5', { minDecimals: 0 })).toBe('5%');
  });
  it('follows the locale pattern, with the ASCII percent sign in Arabic', () => {
    expect(formatPercent('0.125', { locale: 'de-DE' })).toBe('12,50\u00a0%');
    expect(formatPercent('0.125', { locale: 'ar-SA' })).toBe('12.50%');
    expect(formatPercent('-0.125', { locale: 'ar-SA' })).toBe(`${LRM}-12.50%`);
  });
});

describe('durations (spec §9)', () => {
  const MIN = 60_000;
  it.each<[number | string, string]>([
    [0, '0m'],
    [59_999, '0m'],
    [MIN, '1m'],
    [59 * MIN + 59_999, '59m'],
    [60 * MIN, '1h 0m'],
    [2 * 60 * MIN + 48 * MIN, '2h 48m'],
    [23 * 60 * MIN + 59 * MIN, '23h 59m'],
    [24 * 60 * MIN, '1d 0h 0m'],
    [3 * 1440 * MIN + 4 * 60 * MIN + 5 * MIN, '3d 4h 5m'],
    ['86400000000', '1000d 0h 0m'],
    [-5000, '0m'],
  ])('%p ms → %s', (ms, expected) => {
    expect(formatDuration(ms)).toBe(expected);
  });
  it('reads seconds (martingale and combo) and ms objects', () => {
    expect(formatDuration({ seconds: '3600' })).toBe('1h 0m');
    expect(formatDuration({ seconds: 90061 })).toBe('1d 1h 1m');
    expect(formatDuration({ ms: '120000' })).toBe('2m');
    expect(durationParts({ seconds: 90061 })).toEqual({ days: 1, hours: 1, minutes: 1, totalMinutes: 1501 });
  });
  it('localises the unit labels', () => {
    expect(formatDuration({ seconds: 90061 }, { locale: 'zh-TW' })).toBe('1天 1小時 1分鐘');
    expect(formatDuration({ seconds: 90061 }, { locale: 'ar-SA' })).toBe('1 ي 1 س 1 د');
    expect(formatDuration({ seconds: 120 }, { locale: 'ar-ARE' })).toBe('2 د');
    expect(formatDuration({ seconds: 7200 }, { locale: 'fr-FR' })).toBe('2h 0m');
    expect(formatDuration({ seconds: 10_080 }, { locale: 'ar-SA' })).toBe('2 س 48 د');
  });
  it('shows -- for non-numbers', () => {
    expect(formatDuration('soon')).toBe(DASH);
    expect(formatDuration({ seconds: null })).toBe(DASH);
  });
});

describe('fixed-point scales (spec §9)', () => {
  it('E2 leverage, E4 yield, E8 designated margin, 1/10000 margin rates', () => {
    expect(fromE2('500')?.toString()).toBe('5');
    expect(fromE2('1250')?.toString()).toBe('12.5');
    expect(formatLeverageE2('1250')).toBe('12.5x');
    expect(fromE4('12345')?.toString()).toBe('1.2345');
    expect(yieldE4ToPercent('1234')?.toString()).toBe('12.34');
    expect(formatYieldE4('1234')).toBe('12.34%');
    expect(formatYieldE4('-56')).toBe('-0.56%');
    expect(fromE8('150000000')?.toString()).toBe('1.5');
    expect(fromE8('1')?.toString()).toBe('0.00000001');
    expect(marginRateToPercent('50')?.toString()).toBe('0.5');
    expect(formatMarginRate('50')).toBe('0.5%');
    expect(formatMarginRate('100')).toBe('1%');
    expect(scaleUp('5.5', 2)).toBe('550');
    expect(scaleUp('0.123456789', 8)).toBe('12345678');
    expect(fromE2('x')).toBeNull();
  });
  it('leverage', () => {
    expect(formatLeverage('5')).toBe('5x');
    expect(formatLeverage('12.345')).toBe('12.35x');
    expect(formatLeverage('1000')).toBe('1000x');
    expect(formatLeverage('')).toBe(DASH);
  });
});

describe('tick and lot rounding', () => {
  it.each<[string, string, 'floor' | 'ceil' | 'round', string]>([
    ['1.26', '0.05', 'round', '1.25'],
    ['1.275', '0.05', 'round', '1.30'],
    ['1.29', '0.05', 'floor', '1.25'],
    ['1.21', '0.05', 'ceil', '1.25'],
    ['65000.37', '0.5', 'round', '65000.5'],
    ['65000.24', '0.5', 'round', '65000.0'],
    ['12347', '5', 'floor', '12345'],
    ['12347', '5', 'ceil', '12350'],
    ['0.000000015', '0.00000001', 'floor', '0.00000001'],
    ['-1.26', '0.05', 'floor', '-1.30'],
    ['-0.01', '0.05', 'round', '0.00'],
    ['1.26', '0.10', 'floor', '1.2'],
    ['123456789012345.678', '0.01', 'floor', '123456789012345.67'],
  ])('%s to tick %s (%s) → %s', (value, tick, mode, expected) => {
    expect(roundToTick(value, tick, mode)).toBe(expected);
  });
  it('rounds quantities down to the lot by default', () => {
    expect(roundToLot('0.123456', '0.001')).toBe('0.123');
    expect(roundToLot('5', '0.001')).toBe('5.000');
  });
  it('knows step decimals, grid membership and tick offsets', () => {
    expect(decimalsOfStep('0.0005')).toBe(4);
    expect(decimalsOfStep('5')).toBe(0);
    expect(decimalsOfStep('1e-8')).toBe(8);
    expect(isOnTick('1.25', '0.05')).toBe(true);
    expect(isOnTick('1.26', '0.05')).toBe(false);
    expect(offsetByTicks('100.5', '0.5', -200)).toBe('0.5');
    expect(offsetByTicks('100', '0.01', 10)).toBe('100.10');
  });
  it('refuses a step that is not a positive decimal, and non-numbers give null', () => {
    expect(() => roundToTick('1', '0')).toThrow(RangeError);
    expect(() => roundToTick('1', '-0.5')).toThrow(RangeError);
    expect(() => roundToTick('1', 'abc')).toThrow(/tick size/);
    expect(roundToTick('abc', '0.5')).toBeNull();
  });
});

describe('rule tables', () => {
  it('every band of every table is reachable and prints', () => {
    for (const [type, rules] of Object.entries(FORMAT_RULES)) {
      const bands = rules.filter((rule) => !rule.zero);
      for (const rule of bands) {
        const sample = rule.below === null ? new BigNumber('1e15') : new BigNumber(rule.below).times('0.99');
        expect(ruleFor(type as keyof typeof FORMAT_RULES, sample)).toBe(rule);
        expect(formatNumber(type.toLowerCase().includes('percent') || type === 'apr' ? sample.div(100) : sample, type as keyof typeof FORMAT_RULES)).not.toBe(DASH);
      }
    }
  });

  it.each<[string, Parameters<typeof formatNumber>[1], string]>([
    ['0', 'price', '0'],
    ['0.000000001', 'price', '<0.00000001'],
    ['0.00012345678', 'price', '0.0001235'],
    ['0.5', 'price', '0.5'],
    ['1.23456', 'price', '1.2346'],
    ['65000.5', 'price', '65,000.50'],
    ['123456.789', 'price', '123,456.79'],
    ['1e12', 'price', '1,000,000,000,000.00'],
    ['0', 'quantity', '0'],
    ['1e-9', 'quantity', '<0.00000001'],
    ['0.123456789', 'quantity', '0.12345679'],
    ['12.3456789', 'quantity', '12.3457'],
    ['2500000', 'quantity', '2.5m'],
    ['0', 'amount', '0.00'],
    ['0.0000001', 'amount', '<0.01'],
    ['0.009', 'amount', '<0.01'],
    ['0.1234567', 'amount', '0.12'],
    ['0.805437', 'amount', '0.81'],
    ['657.81369775', 'amount', '657.81'],
    ['0.5', 'amount', '0.50'],
    ['1234.5', 'amount', '1,234.50'],
    ['-1234.567', 'amount', '-1,234.57'],
    ['123456789', 'amount', '123,456,789.00'],
    ['1e12', 'amount', '1,000b'],
    ['1234567', 'shortAmount', '1.23m'],
    ['12.3', 'pnl', '+12.30'],
    ['-12.3', 'pnl', '-12.30'],
    ['-0', 'pnl', '0.00'],
    ['-0.0000001', 'pnl', '>-0.01'],
    ['0.00123', 'pnl', '<0.01'],
    ['-0.805437', 'pnl', '-0.81'],
    ['0', 'coinAmount', '0'],
    ['0.000854', 'coinAmount', '0.000854'],
    ['0.123456789', 'coinAmount', '0.12345679'],
    ['-0.000854', 'coinPnl', '-0.000854'],
    ['0.5', 'coinPnl', '+0.5'],
    ['0.0123', 'percent', '1.23%'],
    ['0.00001', 'percent', '<0.01%'],
    ['0.0123', 'pnlPercent', '+1.23%'],
    ['-0.0123', 'pnlPercent', '-1.23%'],
    ['-0.0000001', 'pnlPercent', '>-0.01%'],
    ['0', 'pnlPercent', '0.00%'],
    ['12345', 'apr', '+1.23m%'],
    ['1.1234', 'apr', '+112.34%'],
    ['5', 'leverage', '5x'],
  ])('%s as %s → %s', (value, type, expected) => {
    expect(formatNumber(value, type)).toBe(expected);
  });

  it('applies the locale inside rules', () => {
    expect(formatNumber('-1234.567', 'pnl', { locale: 'de-DE' })).toBe('-1.234,57');
    expect(localeSymbols('ar-SA').plus).toMatch(/\+$/);
    expect(formatNumber('0.0123', 'pnlPercent', { locale: 'ar-SA' })).toBe(`${localeSymbols('ar-SA').plus}1.23%`);
    expect(formatNumber('abc', 'price')).toBe(DASH);
    expect(formatNumber('0', 'price', { zeroAsDash: true })).toBe(DASH);
  });
});

describe('prices, quantities, money', () => {
  it('formats a price to the symbol tick or precision', () => {
    expect(formatPrice('65000.37', { tickSize: '0.5' })).toBe('65,000.5');
    expect(formatPrice('0.123456', { tickSize: '0.0001' })).toBe('0.1235');
    expect(formatPrice('0.123456', { tickSize: '0.0001', rounding: 'floor' })).toBe('0.1234');
    expect(formatPrice('100', { tickSize: '0.01' })).toBe('100.00');
    expect(formatPrice('100', { precision: 2, locale: 'de-DE' })).toBe('100,00');
    expect(formatPrice('1.23456')).toBe('1.2346');
    expect(formatPrice('', { tickSize: '0.5' })).toBe(DASH);
    expect(formatPrice('0', { tickSize: '0.5', zeroAsDash: true })).toBe(DASH);
  });
  it('cuts a quantity to the lot', () => {
    expect(formatQuantity('1.23456', { lotSize: '0.001' })).toBe('1.234');
    expect(formatQuantity('1234567.1')).toBe('1.23m');
  });
  it('adds the coin to money', () => {
    expect(formatAmount('1234.5', 'USDT')).toBe('1,234.50 USDT');
    expect(formatAmount('0.00012345', 'BTC', { decimals: 8 })).toBe('0.00012345 BTC');
    // the coin picks the table: cents for stablecoins, the quantity rule for any other coin
    expect(formatAmount('657.81369775', 'USDT')).toBe('657.81 USDT');
    expect(formatAmount('0.0021', 'USDC')).toBe('<0.01 USDC');
    expect(formatAmount('0.00085437', 'BTC')).toBe('0.00085437 BTC');
    expect(formatPnl('-0.805437', 'USDT')).toBe('-0.81 USDT');
    expect(formatPnl('0.00085437', 'BTC')).toBe('+0.00085437 BTC');
    expect(amountType('ETH', 'pnl')).toBe('coinPnl');
    expect(amountType(undefined)).toBe('amount');
    expect(formatAmount('1234.5')).toBe('1,234.50');
    expect(formatAmount(null, 'USDT')).toBe(DASH);
    expect(formatPnl('12.3', 'USDT')).toBe('+12.30 USDT');
    expect(formatPnl('-12.3', 'USDT', { decimals: 4 })).toBe('-12.3000 USDT');
    expect(formatPercentNumber('12.3', 'apr')).toBe('+12.30%');
  });
});

describe('dates (one rule table)', () => {
  const at = Date.UTC(2026, 10, 23, 15, 0, 3);
  it.each<[string, DateStyle, string]>([
    ['en', 'dateTime', '23 Nov 2026, 15:00'],
    ['en', 'dateTimeSeconds', '23 Nov 2026, 15:00:03'],
    ['en', 'date', '23 Nov 2026'],
    ['en', 'time', '15:00'],
    ['en', 'dayMonth', '23 Nov'],
    ['zh-TW', 'dateTime', '2026年11月23日 15:00'],
  ])('%s %s', (locale, style, expected) => {
    expect(formatDateTime(at, { locale, style, timeZone: 'UTC' })).toBe(expected);
  });
  it('keeps Western digits and the Gregorian calendar in Arabic (ar-SA defaults to Hijri and Arabic-Indic digits)', () => {
    const text = formatDateTime(at, { locale: 'ar-SA', timeZone: 'UTC' });
    expect(text).toContain('2026');
    expect(text).toContain('15:00');
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    expect(formatDateTime(at, { locale: 'ar-ARE', timeZone: 'UTC' })).toBe(text);
  });
  it('reads seconds and ms, numbers and strings; none is --', () => {
    expect(formatDateTime(String(at / 1000), { timeZone: 'UTC', style: 'date' })).toBe('23 Nov 2026');
    expect(toEpochMs('1763910003')).toBe(1763910003000);
    expect(formatDateTime(0)).toBe(DASH);
    expect(formatDateTime('')).toBe(DASH);
  });
});

describe('pairs and counts', () => {
  it('shows a pair as BASE/QUOTE, several as a list', () => {
    expect(formatPair('BTC', 'USDT')).toBe('BTC/USDT');
    expect(formatPairs('BTC,ETH', 'USDT')).toBe('BTC/USDT, ETH/USDT');
    expect(splitSymbol('BTCUSDT')).toEqual({ base: 'BTC', quote: 'USDT' });
    expect(splitSymbol('USDT')).toBeNull();
    expect(isStableCoin('usdc')).toBe(true);
    expect(isStableCoin('BTC')).toBe(false);
  });
  it('counts with grouping', () => {
    expect(formatCount(1440)).toBe('1,440');
    expect(formatCount('12', { locale: 'ar-SA' })).toBe('12');
  });
});

describe('what people type into number fields', () => {
  it.each<[string, string, string | null]>([
    ['1234.5', 'en', '1234.5'],
    ['1,234.56', 'en', '1234.56'],
    ['12,345,678', 'en', '12345678'],
    ['1,5', 'en', '1.5'],
    ['1,23', 'en', '1.23'],
    ['1.234,56', 'de-DE', '1234.56'],
    ['1,234', 'de-DE', '1.234'],
    ['1 234,5', 'fr-FR', '1234.5'],
    ['1.234.567', 'de-DE', '1234567'],
    ["1'234.5", 'en', '1234.5'],
    ['  007 ', 'en', '7'],
    ['.5', 'en', '0.5'],
    ['5.', 'en', '5.'],
    ['+12', 'en', '12'],
    ['-3.2', 'en', '-3.2'],
    ['\u0661\u0662\u066b\u0665', 'ar-SA', '12.5'],
    ['\u0661\u066c\u0662\u0663\u0664', 'ar-SA', '1234'],
    ['\u06f1\u06f2', 'ar-SA', '12'],
    ['', 'en', ''],
    ['5e2', 'en', null],
    ['12abc', 'en', null],
    ['1.2.3', 'en', null],
    ['1,2,3', 'en', null],
    ['-', 'en', null],
    ['.', 'en', null],
  ])('%s (%s) → %s', (text, locale, expected) => {
    expect(normalizeNumberInput(JSON.parse(`"${text}"`), locale)).toBe(expected);
  });

  it('says why a text cannot be the value', () => {
    expect(numberInputProblem('5e2')).toEqual({ kind: 'notNumber' });
    expect(numberInputProblem('1.123', { decimals: 2 })).toEqual({ kind: 'tooManyDecimals', decimals: 2 });
    expect(numberInputProblem('2.5', { decimals: 0 })).toEqual({ kind: 'notWhole' });
    expect(numberInputProblem('-1')).toEqual({ kind: 'negative' });
    expect(numberInputProblem('-1', { allowNegative: true })).toBeNull();
    expect(numberInputProblem('1,234.56', { decimals: 2 })).toBeNull();
    expect(numberInputProblem('')).toBeNull();
  });
});
