import { formatDateTime as formatByRule, toEpochMs } from '@tb/util-format';

export { toEpochMs };

/** A bot's or an announcement's time by the shared date rule (`23 Nov 2026, 15:00`). */
export function formatDateTime(value: string | number | null | undefined, locale: string): string {
  return formatByRule(value, { locale, style: 'dateTime' });
}
