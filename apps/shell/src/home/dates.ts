/**
 * Bot times arrive as unix milliseconds (grid bots) or seconds (futures
 * martingale and combo), as numbers or strings. Values below 10^11 are taken
 * as seconds (10^11 ms is 1973; 10^11 s is the year 5138). 0 or empty = none.
 */
export function toEpochMs(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return null;
  return n < 1e11 ? n * 1000 : n;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

export function formatDateTime(value: string | number | null | undefined, locale: string): string {
  const ms = toEpochMs(value);
  if (ms === null) return '--';
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
    formatters.set(locale, formatter);
  }
  return formatter.format(ms);
}
