import { DATE_RULES, englishDateTime, formatDateTime, intlDateTime, type DateStyle } from './dates';

const STYLES = Object.keys(DATE_RULES) as DateStyle[];

describe('English dates without Intl', () => {
  // every month, single- and double-digit days and hours, midnight, a year edge, in the test's own time zone
  const times = Array.from({ length: 12 }, (_, month) => new Date(2026, month, 1 + month * 2, month * 2, month * 5, month * 4).getTime());
  times.push(new Date(2026, 11, 31, 23, 59, 59).getTime(), new Date(2027, 0, 1, 0, 0, 0).getTime(), new Date(1999, 8, 9, 9, 9, 9).getTime());

  it.each(STYLES)('%s reads as Intl writes it (en-GB)', (style) => {
    for (const ms of times) expect(englishDateTime(ms, style)).toBe(intlDateTime(ms, { style }));
  });

  it.each(STYLES)('%s reads as Intl writes it in UTC (en-GB)', (style) => {
    for (const ms of times) expect(englishDateTime(ms, style, true)).toBe(intlDateTime(ms, { style, timeZone: 'UTC' }));
  });

  it('formatDateTime takes the fast path for English in the local zone and UTC only', () => {
    const ms = times[8];
    expect(formatDateTime(ms, { locale: 'en' })).toBe(intlDateTime(ms, { locale: 'en' }));
    expect(formatDateTime(ms, { locale: 'en-US', style: 'date' })).toBe(intlDateTime(ms, { locale: 'en-US', style: 'date' }));
    expect(formatDateTime(ms, { locale: 'en', timeZone: 'Asia/Tokyo' })).toBe(intlDateTime(ms, { locale: 'en', timeZone: 'Asia/Tokyo' }));
    expect(formatDateTime(ms, { locale: 'en', timeZone: 'UTC', style: 'dateTimeSeconds' })).toBe(intlDateTime(ms, { locale: 'en', timeZone: 'UTC', style: 'dateTimeSeconds' }));
    expect(formatDateTime(ms, { locale: 'zh-TW' })).toBe(intlDateTime(ms, { locale: 'zh-TW' }));
  });
});
