/**
 * Which past prices the backtest preview replays for a frequency (kept apart
 * from backtest-run.ts so the create page can say so without loading the
 * engine): the largest of 1 h, 15 m, 5 m, 1 m candles not longer than one
 * period, so every round falls on its own candle, over 30 days or fewer so a
 * pair needs at most 3 000 candles (2 days of minutes, 10 of 5-minute
 * candles). Under one minute rounds would merge, so no preview.
 */
export const MAX_CANDLES = 3000;
export const MAX_DAYS = 30;
/** The shortest frequency the preview replays (seconds). */
export const MIN_BACKTEST_FREQUENCY = 60;
export const DAY = 86_400_000;

const INTERVALS = [
  { interval: '1h', ms: 3_600_000 },
  { interval: '15m', ms: 900_000 },
  { interval: '5m', ms: 300_000 },
  { interval: '1m', ms: 60_000 },
] as const;

export interface BacktestWindow {
  interval: (typeof INTERVALS)[number]['interval'];
  intervalMs: number;
  days: number;
  candles: number;
}

/** Candle size and look-back for a frequency in seconds (null under one minute). */
export function backtestWindow(frequencySeconds: number): BacktestWindow | null {
  if (frequencySeconds < MIN_BACKTEST_FREQUENCY) return null;
  const choice = INTERVALS.find((i) => i.ms <= frequencySeconds * 1000) ?? INTERVALS[INTERVALS.length - 1];
  const days = Math.max(1, Math.min(MAX_DAYS, Math.floor((MAX_CANDLES * choice.ms) / DAY)));
  return { interval: choice.interval, intervalMs: choice.ms, days, candles: Math.floor((days * DAY) / choice.ms) };
}
