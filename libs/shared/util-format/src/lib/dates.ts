/**
 * Dates and times: one rule table for every screen (spec §9 leaves the format
 * open). Choices:
 * - day month year with the month's short name, 24-hour clock:
 *   `23 Nov 2026, 15:00` (en), `2026年11月23日 15:00` (zh-TW),
 *   `23 نوفمبر 2026، 15:00` (ar-SA) — no numeric-only dates, which read
 *   differently in each country (11/23 vs 23/11);
 * - Western digits in every locale and the Gregorian calendar (ar-SA's
 *   default is the Hijri one), as the figures beside them;
 * - the browser's time zone (a test passes `timeZone`);
 * - `en` reads as British English (`en-GB`): day before month.
 *
 * Styles: `dateTime` (lists, facts), `dateTimeSeconds` (orders, rounds),
 * `date`, `time`, `dayMonth` (chart axes), `dayMonthTime` (chart points).
 */
import { DASH } from './decimal-parts';

export type DateStyle = 'dateTime' | 'dateTimeSeconds' | 'date' | 'time' | 'dayMonth' | 'dayMonthTime';

export const DATE_RULES: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dateTimeSeconds: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
  dayMonthTime: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
};

export interface DateOptions {
  readonly locale?: string;
  readonly style?: DateStyle;
  /** IANA time zone (default: the browser's). */
  readonly timeZone?: string;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function tagsOf(locale: string): string[] {
  const language = locale.split(/[-_]/)[0];
  if (language === 'en') return ['en-GB', 'en'];
  return [locale, language, 'en-GB'];
}

function formatter(locale: string, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${locale}|${style}|${timeZone ?? ''}`;
  let format = cache.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { ...DATE_RULES[style], hourCycle: 'h23', numberingSystem: 'latn', calendar: 'gregory', ...(timeZone ? { timeZone } : {}) };
    for (const tag of tagsOf(locale)) {
      try {
        format = new Intl.DateTimeFormat(tag, options);
        break;
      } catch {
        // an unusable tag (ar-ARE): try the next, shorter one
      }
    }
    format ??= new Intl.DateTimeFormat('en-GB', options);
    cache.set(key, format);
  }
  return format;
}

/**
 * A time as unix ms or seconds (values below 10^11 are seconds: 10^11 ms is
 * 1973, 10^11 s the year 5138), number or string; 0 or empty = none.
 */
export function toEpochMs(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  return n < 1e11 ? n * 1000 : n;
}

/** en-GB's short month names, as ICU 72+ writes them (`Sept`); dates.test.ts checks them against Intl. */
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The rule table in English (en-GB) in the browser's time zone, or in UTC
 * (`utc`), without Intl: a page's first `Intl.DateTimeFormat` costs ~80–110 ms
 * of main thread under Lighthouse's 4× CPU slowdown (the home's
 * announcements, the create pages' chart axes; issue 30), and several hundred
 * with a `timeZone` (the AI daily pick pop-up's UTC backtest window on the
 * trader's home). English in the browser's zone or UTC is the common case.
 * dates.test.ts checks every style against Intl in both.
 */
export function englishDateTime(ms: number, style: DateStyle, utc = false): string {
  const d = new Date(ms);
  const [year, month, date, hours, minutes, seconds] = utc
    ? [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
    : [d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
  const day = `${date} ${ENGLISH_MONTHS[month]}`;
  const time = `${two(hours)}:${two(minutes)}`;
  switch (style) {
    case 'dateTime':
      return `${day} ${year}, ${time}`;
    case 'dateTimeSeconds':
      return `${day} ${year}, ${time}:${two(seconds)}`;
    case 'date':
      return `${day} ${year}`;
    case 'time':
      return time;
    case 'dayMonth':
      return day;
    case 'dayMonthTime':
      return `${day}, ${time}`;
  }
}

/** A date and/or time by the rule table; `--` for none. */
export function formatDateTime(value: string | number | null | undefined, options: DateOptions = {}): string {
  const ms = toEpochMs(value);
  if (ms === null) return DASH;
  const locale = options.locale ?? 'en';
  const style = options.style ?? 'dateTime';
  const utc = options.timeZone === 'UTC';
  const year = options.timeZone && !utc ? 0 : utc ? new Date(ms).getUTCFullYear() : new Date(ms).getFullYear();
  if ((!options.timeZone || utc) && locale.split(/[-_]/)[0] === 'en' && year >= 1000 && year <= 9999) return englishDateTime(ms, style, utc);
  return formatter(locale, style, options.timeZone).format(ms);
}

/** The Intl formatting of the rule table (what `formatDateTime` does without the English fast path), for tests. */
export function intlDateTime(ms: number, options: DateOptions = {}): string {
  return formatter(options.locale ?? 'en', options.style ?? 'dateTime', options.timeZone).format(ms);
}
