/**
 * APR = profit / investment × (minutes in a year 525,600 / minutes running)
 * (trading-math-and-market.md, "Profit and loss"), for every kind.
 *
 * Minutes running are whole minutes, at least one (a bot that has run for
 * seconds is annualised as if it had run one minute, not divided by zero).
 * `apr` is a double for charts and backtests (display only); `aprDecimal` is
 * the exact fraction rounded half-even to a decimal string, as the API
 * reports it.
 */
import { ratioToDecimal } from '../core/decimal';
import { divFloor } from '../core/int';
import { MINUTE_MS } from '../market/candles';

export const MINUTES_PER_YEAR = 525_600;

/** Whole minutes in `elapsedMs` (≥ 0), at least 1. */
export function minutesRunning(elapsedMs: number): number {
  return Math.max(1, divFloor(elapsedMs, MINUTE_MS));
}

/** Profit / investment per year as a double fraction (0.25 = 25 %); 0 without investment. */
export function apr(profit: number, investment: number, minutes: number): number {
  if (investment <= 0) return 0;
  return (profit / investment) * (MINUTES_PER_YEAR / minutes);
}

/** The same rate exactly, as a decimal fraction string with `scale` decimals (half-even); "0" without investment. */
export function aprDecimal(profit: number, investment: number, minutes: number, scale = 6): string {
  if (investment <= 0) return '0';
  return ratioToDecimal(BigInt(profit) * BigInt(MINUTES_PER_YEAR), BigInt(investment) * BigInt(minutes), scale);
}
