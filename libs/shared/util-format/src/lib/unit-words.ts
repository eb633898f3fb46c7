/**
 * One quantity of a time unit in words ("4 hours", "4 小時", "4 ساعات"), with
 * Western digits as every figure of the product. English (the common case)
 * is written out without Intl: a page's first `Intl.NumberFormat` loads the
 * browser's number data, ~80–200 ms of main thread under Lighthouse's 4× CPU
 * slowdown (issue 30: the DCA create page's longest task, and the AI daily
 * pick pop-up's on the home page). unit-words.test.ts checks the English
 * words against Intl for every unit and width over 0–999; anything else (a
 * fraction, a grouped number, another language) goes to Intl.
 */

export type TimeUnit = 'second' | 'minute' | 'hour' | 'day';

/** English (`en`, `en-GB`…): written without Intl. */
export const isEnglishLocale = (locale: string) => /^en(?:[-_]|$)/i.test(locale);

/** Intl refuses some of the exchange's URL locales (`ar-ARE`): fall back to the language, then English. */
export function withIntlLocale<T>(locale: string, make: (tag: string) => T): T {
  for (const tag of [locale, locale.split(/[-_]/)[0], 'en']) {
    try {
      return make(tag);
    } catch {
      // try the next, shorter tag
    }
  }
  return make('en');
}

const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormat(locale: string, unit: TimeUnit, display: 'long' | 'narrow'): Intl.NumberFormat {
  const key = `${locale}|${unit}|${display}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = withIntlLocale(locale, (tag) => new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: display, numberingSystem: 'latn' }));
    unitFormats.set(key, format);
  }
  return format;
}

const NARROW_EN: Readonly<Record<TimeUnit, string>> = { second: 's', minute: 'm', hour: 'h', day: 'd' };

/** English unit words without Intl, for a whole number under 1,000; undefined otherwise. */
export function englishUnit(value: number, unit: TimeUnit, display: 'long' | 'narrow'): string | undefined {
  if (!Number.isInteger(value) || value < 0 || value >= 1000) return undefined;
  return display === 'narrow' ? `${value}${NARROW_EN[unit]}` : `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** One quantity of one unit in the locale's words: `1 hour`, `2 小時`, `ساعتان`. */
export function formatUnit(value: number, unit: TimeUnit, locale: string, display: 'long' | 'narrow' = 'long'): string {
  return (isEnglishLocale(locale) ? englishUnit(value, unit, display) : undefined) ?? unitFormat(locale, unit, display).format(value);
}
