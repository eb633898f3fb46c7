/**
 * Calendar arithmetic in UTC without Date: integer algorithms over the
 * proleptic Gregorian calendar (days are counted from 1970-01-01).
 */
import { DAY_MS } from './candles';

/** Floor division and modulo for possibly negative integers. */
export function floorDiv(a: number, b: number): number {
  return Math.floor(a / b);
}
export function floorMod(a: number, b: number): number {
  return a - Math.floor(a / b) * b;
}

/** Days since 1970-01-01 of a civil date (month 1–12). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = floorDiv(y, 400);
  const yoe = y - era * 400; // [0, 399]
  const mp = (month + 9) % 12; // March = 0
  const doy = floorDiv(153 * mp + 2, 5) + day - 1; // [0, 365]
  const doe = yoe * 365 + floorDiv(yoe, 4) - floorDiv(yoe, 100) + doy; // [0, 146096]
  return era * 146097 + doe - 719468;
}

/** Civil date of a day count since 1970-01-01. */
export function civilFromDays(days: number): { year: number; month: number; day: number } {
  const z = days + 719468;
  const era = floorDiv(z, 146097);
  const doe = z - era * 146097;
  const yoe = floorDiv(doe - floorDiv(doe, 1460) + floorDiv(doe, 36524) - floorDiv(doe, 146096), 365);
  const doy = doe - (365 * yoe + floorDiv(yoe, 4) - floorDiv(yoe, 100));
  const mp = floorDiv(5 * doy + 2, 153);
  const day = doy - floorDiv(153 * mp + 2, 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Start (Unix ms) of the UTC calendar month containing `t`. */
export function monthStart(t: number): number {
  const { year, month } = civilFromDays(floorDiv(t, DAY_MS));
  return daysFromCivil(year, month, 1) * DAY_MS;
}

/** Start (Unix ms) of the UTC week (Monday 00:00) containing `t`. 1970-01-05 was a Monday. */
export function weekStart(t: number): number {
  const MONDAY0 = 4 * DAY_MS;
  return t - floorMod(t - MONDAY0, 7 * DAY_MS);
}

const ISO_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Parses an ISO 8601 date or date-time ("2024-03-01", "2024-03-01T12:30Z",
 * "2024-03-01 12:30:15.250+02:00"); without an offset the time is UTC.
 * Returns Unix ms, or null when the text is not such a date or names an
 * impossible day/time.
 */
export function parseIsoTime(text: string): number | null {
  const m = ISO_RE.exec(text.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = m[4] ? Number(m[4]) : 0;
  const minute = m[5] ? Number(m[5]) : 0;
  const second = m[6] ? Number(m[6]) : 0;
  const ms = m[7] ? Number(m[7].padEnd(3, '0')) : 0;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const days = daysFromCivil(year, month, day);
  if (civilFromDays(days).day !== day) return null; // e.g. 2023-02-30
  let offsetMin = 0;
  const z = m[8];
  if (z && z.toUpperCase() !== 'Z') {
    const digits = z.replace(':', '');
    const oh = Number(digits.slice(1, 3));
    const om = Number(digits.slice(3, 5));
    if (oh > 23 || om > 59) return null;
    offsetMin = (z[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return days * DAY_MS + ((hour * 60 + minute - offsetMin) * 60 + second) * 1000 + ms;
}
