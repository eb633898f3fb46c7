/**
 * Buy frequency: presets, the custom input, and how a frequency reads.
 *
 * DCA-1 takes `frequency_in_second`, an integer of at least 10. The spec has
 * no preset list; a recurring-buy screen on a real exchange offers a handful
 * of common periods and a custom value, so this one does: the presets come
 * from the create-bot-configuration answer when it lists any, otherwise
 * {@link DEFAULT_FREQUENCY_PRESETS} (the API reference's typical 600, 3600,
 * 86400 plus 4 hours and a week).
 *
 * A frequency reads as a human duration made of whole units, largest first,
 * zero parts left out ("1 hour 30 minutes", "45 seconds"), through
 * `Intl.NumberFormat` unit styles so the plural forms are right in every
 * language (Arabic has six), with Western digits as every number on the page;
 * English is written out without Intl (`formatUnit` of util-format).
 */
import { formatUnit, isEnglishLocale as isEnglish, withIntlLocale as withLocale, type TimeUnit } from '@tb/util-format';

export const MIN_FREQUENCY_SECONDS = 10;
/** Upper bound when the configuration gives none: 30 days. */
export const DEFAULT_MAX_FREQUENCY_SECONDS = 30 * 86_400;
export const DEFAULT_FREQUENCY_PRESETS: readonly number[] = [600, 3_600, 14_400, 86_400, 604_800];

export type FrequencyUnit = TimeUnit;
export const FREQUENCY_UNITS: readonly FrequencyUnit[] = ['second', 'minute', 'hour', 'day'];
export const UNIT_SECONDS: Readonly<Record<FrequencyUnit, number>> = { second: 1, minute: 60, hour: 3_600, day: 86_400 };

/** What the frequency control holds: a preset, or a custom number and unit (the number as typed). */
export type FrequencyChoice = { mode: 'preset'; seconds: number } | { mode: 'custom'; value: string; unit: FrequencyUnit };

/** Seconds of a choice; `null` when the custom value is empty or not a whole number of seconds. */
export function frequencySeconds(choice: FrequencyChoice): number | null {
  if (choice.mode === 'preset') return choice.seconds;
  const text = choice.value.trim();
  if (!/^\d+(\.\d+)?$/.test(text)) return null;
  // Exact: the typed value times the unit must be a whole number of seconds.
  const [whole, fraction = ''] = text.split('.');
  const scale = 10 ** fraction.length;
  const scaled = Number(whole) * scale + (fraction ? Number(fraction) : 0);
  const total = scaled * UNIT_SECONDS[choice.unit];
  if (!Number.isSafeInteger(total) || total % scale !== 0) return null;
  return total / scale;
}

/** The largest unit a number of seconds is a whole multiple of (for showing a preset as a custom value). */
export function wholestUnit(seconds: number): { value: string; unit: FrequencyUnit } {
  for (const unit of [...FREQUENCY_UNITS].reverse()) {
    if (seconds >= UNIT_SECONDS[unit] && seconds % UNIT_SECONDS[unit] === 0) return { value: String(seconds / UNIT_SECONDS[unit]), unit };
  }
  return { value: String(seconds), unit: 'second' };
}

/** Whole days, hours, minutes and seconds of a duration, largest first, zero parts left out. */
export function durationUnits(seconds: number): Array<{ unit: FrequencyUnit; value: number }> {
  let rest = Math.max(0, Math.floor(seconds));
  const parts: Array<{ unit: FrequencyUnit; value: number }> = [];
  for (const unit of ['day', 'hour', 'minute', 'second'] as const) {
    const value = Math.floor(rest / UNIT_SECONDS[unit]);
    rest -= value * UNIT_SECONDS[unit];
    if (value > 0) parts.push({ unit, value });
  }
  return parts.length ? parts : [{ unit: 'second', value: 0 }];
}

const listFormats = new Map<string, Intl.ListFormat>();
function listFormat(locale: string, display: 'long' | 'narrow'): Intl.ListFormat {
  const key = `${locale}|${display}`;
  let format = listFormats.get(key);
  if (!format) {
    format = withLocale(locale, (tag) => new Intl.ListFormat(tag, { type: 'unit', style: display === 'long' ? 'long' : 'narrow' }));
    listFormats.set(key, format);
  }
  return format;
}

/**
 * A duration in seconds as words: `1 hour, 30 minutes` (en), `1 小時 30 分鐘`
 * (zh-TW), `ساعة و30 دقيقة` (ar). `narrow` gives the compact form for
 * countdowns (`4m 10s`).
 */
export function formatSeconds(seconds: number, locale: string, display: 'long' | 'narrow' = 'long'): string {
  const parts = durationUnits(seconds).map(({ unit, value }) => formatUnit(value, unit, locale, display));
  if (parts.length === 1) return parts[0];
  // English's unit lists: `1 hour, 30 minutes` (long), `1h 30m` (narrow), as Intl.ListFormat writes them
  if (isEnglish(locale)) return parts.join(display === 'narrow' ? ' ' : ', ');
  return listFormat(locale, display).format(parts);
}

/**
 * Builds the locale's unit and list formats ahead of their first use. The
 * first `Intl.NumberFormat` of a page loads the browser's number data (some
 * 60 ms on a phone): the create page asks for this in a task of its own while
 * its options are on the way, so that cost is not part of the form's first
 * render (issue 30).
 */
export function prepareFormats(locale: string): void {
  // English needs none (util-format's englishUnit)
  if (isEnglish(locale)) return;
  for (const unit of FREQUENCY_UNITS) formatUnit(1, unit, locale);
  listFormat(locale, 'long');
}

/** Countdown text: at most the two largest units (`3h 12m`, `45s`), never negative. */
export function formatCountdown(ms: number, locale: string): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const parts = durationUnits(seconds).slice(0, 2);
  return parts.map(({ unit, value }) => formatUnit(value, unit, locale, 'narrow')).join(' ');
}
