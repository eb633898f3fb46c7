import { formatSignedPercent } from '@tb/util-format';

/** Running time below which an APR is not shown. */
export const APR_MIN_RUNNING_MS = 24 * 3600_000;

/**
 * An APR as every kind's pages show it (spot grid first, the futures grid the same way). The engine annualises exactly as the trading
 * notes define it (profit / investment × minutes in a year / minutes running),
 * which after 20 minutes turns a 0.1 % move into thousands of percent: a
 * number that says nothing and scares. Like the exchanges' own bot pages, the
 * APR appears once the bot has run a day; before that `pending` is shown.
 */
export function aprText(apr: string, runningMs: number, locale: string, pending: string): string {
  return runningMs >= APR_MIN_RUNNING_MS ? formatSignedPercent(apr, { locale }) : pending;
}
