import { BigNumber, toBigNumber, type NumericInput } from './bignumber';
import { DASH } from './decimal';

/**
 * Durations (spec §9): minutes under an hour (`45m`), hours and minutes under
 * a day (`2h 48m`: a whole-hour reading alone hid most of an hour, "Ran for
 * 2h" for 2 h 48 m), otherwise days, hours and minutes (`3d 4h 5m`). Parts are cut,
 * not rounded (59 min 59 s is `59m`). Negative durations (clock skew) show as
 * `0m`. Unit labels come from a small table: en `d h m`, zh-TW `天 小時 分鐘`,
 * ar `ي س د` (يوم، ساعة، دقيقة); other locales use the English letters, as
 * the exchange does.
 *
 * Input: milliseconds (spot and futures grid `operation_time`), or
 * `{ seconds }` (martingale and combo durations), numbers or decimal strings.
 */
export type DurationInput = NumericInput | { readonly ms: NumericInput } | { readonly seconds: NumericInput };

interface UnitLabels {
  readonly d: string;
  readonly h: string;
  readonly m: string;
  /** Between the number and its unit. */
  readonly gap: string;
}

const LABELS: Readonly<Record<'en' | 'zh' | 'ar', UnitLabels>> = {
  en: { d: 'd', h: 'h', m: 'm', gap: '' },
  zh: { d: '天', h: '小時', m: '分鐘', gap: '' },
  ar: { d: 'ي', h: 'س', m: 'د', gap: ' ' },
};

function labelsOf(locale: string | undefined): UnitLabels {
  if (!locale) return LABELS.en;
  if (locale.startsWith('ar')) return LABELS.ar;
  if (locale.startsWith('zh')) return LABELS.zh;
  return LABELS.en;
}

function toMilliseconds(input: DurationInput): BigNumber | null {
  if (input !== null && typeof input === 'object' && !BigNumber.isBigNumber(input)) {
    if ('seconds' in input) return toBigNumber(input.seconds)?.times(1000) ?? null;
    return toBigNumber(input.ms);
  }
  return toBigNumber(input);
}

/** Up to 15 digits: an integer a JS number holds exactly, milliseconds up to 31,000 years. */
const SMALL_INTEGER = /^-?\d{1,15}$/;

/** A whole count as a number when it is one a JS number holds exactly (a duration, not money), else null. */
function smallInteger(value: NumericInput): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  return typeof value === 'string' && SMALL_INTEGER.test(value) ? Number(value) : null;
}

/**
 * Whole minutes of an input given as whole ms or seconds, without a BigNumber:
 * a list formats one duration a row (the ranking's running times), and the
 * BigNumber path cost ~45 ms of a phone's first list render under 4× CPU
 * slowdown (issue 30). Integer arithmetic on safe integers is exact.
 */
function wholeMinutes(input: DurationInput): number | null {
  if (input !== null && typeof input === 'object' && !BigNumber.isBigNumber(input)) {
    if ('seconds' in input) {
      const seconds = smallInteger(input.seconds);
      return seconds === null ? null : Math.floor(Math.max(seconds, 0) / 60);
    }
    input = input.ms;
  }
  if (BigNumber.isBigNumber(input)) return null;
  const ms = smallInteger(input as NumericInput);
  return ms === null ? null : Math.floor(Math.max(ms, 0) / 60_000);
}

/** The whole days, hours and minutes of a duration (cut, never negative). */
export function durationParts(input: DurationInput): { days: number; hours: number; minutes: number; totalMinutes: number } | null {
  let totalMinutes = wholeMinutes(input);
  if (totalMinutes === null) {
    const ms = toMilliseconds(input);
    if (ms === null) return null;
    totalMinutes = BigNumber.max(ms, 0).div(60_000).integerValue(BigNumber.ROUND_FLOOR).toNumber();
  }
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    totalMinutes,
  };
}

export function formatDuration(input: DurationInput, options: { readonly locale?: string } = {}): string {
  const parts = durationParts(input);
  if (!parts) return DASH;
  const l = labelsOf(options.locale);
  const unit = (value: number, label: string) => `${value}${l.gap}${label}`;
  if (parts.totalMinutes < 60) return unit(parts.totalMinutes, l.m);
  if (parts.totalMinutes < 1440) return [unit(parts.hours, l.h), unit(parts.minutes, l.m)].join(' ');
  return [unit(parts.days, l.d), unit(parts.hours, l.h), unit(parts.minutes, l.m)].join(' ');
}
