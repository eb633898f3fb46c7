/**
 * Funding-rate model of the perpetuals, exact (rates are integers in parts
 * per 10^8, `E8`: 10,000 = 0.01 %).
 *
 *     rate = premium index + clamp(interest − premium index, −0.05 %, +0.05 %)
 *
 * with interest 0.01 % per 8 hours. The premium index of an interval is the
 * average of per-minute premium samples taken at each minute's close,
 *
 *     premium = trunc((mark − index) × 10^8 / index)          (E8)
 *     premium index = trunc(Σ premium / samples)              (0 with no sample)
 *
 * (truncation toward zero: symmetric for rich and cheap markets). So while
 * the premium index stays within [−0.04 %, +0.06 %] the rate is exactly
 * 0.01 % — a calm market funds at the interest rate — and beyond it the rate
 * follows the premium ∓ 0.05 %. Funding instants and payments: futures/funding.ts.
 */
import { type CandleSeries, candleOpenTime } from './candles';
import { divFloor } from '../core/int';

/** Interest rate per 8-hour interval, E8 (0.01 %). */
export const FUNDING_INTEREST_E8 = 10_000;
/** Bound of the clamp around the premium, E8 (0.05 %). */
export const FUNDING_CLAMP_E8 = 50_000;
const E8 = 100_000_000;
const INTERVAL_MS = 8 * 3_600_000;

/** Premium of a mark over its index (both ticks), E8, truncated toward zero. */
export function premiumE8(markTicks: number, indexTicks: number): number {
  if (!Number.isSafeInteger(indexTicks) || indexTicks < 1) throw new RangeError(`index price must be a positive number of ticks, got ${indexTicks}`);
  const d = markTicks - indexTicks;
  const n = d * E8;
  if (Number.isSafeInteger(n)) return n < 0 ? -divFloor(-n, indexTicks) : divFloor(n, indexTicks);
  return Number((BigInt(d) * BigInt(E8)) / BigInt(indexTicks));
}

/** Funding rate (E8) of a premium index (E8): premium + clamp(interest − premium, ±clamp). */
export function fundingRateE8(premiumIndexE8: number, interestE8 = FUNDING_INTEREST_E8, clampE8 = FUNDING_CLAMP_E8): number {
  const gap = interestE8 - premiumIndexE8;
  return premiumIndexE8 + (gap > clampE8 ? clampE8 : gap < -clampE8 ? -clampE8 : gap);
}

/** Premium samples collected since the last funding instant. */
export interface PremiumWindow {
  readonly sumE8: number;
  readonly samples: number;
}

export const EMPTY_PREMIUM_WINDOW: PremiumWindow = { sumE8: 0, samples: 0 };

/** Adds one minute's premium sample (mark and index at the minute's close). */
export function addPremiumSample(w: PremiumWindow, markTicks: number, indexTicks: number): PremiumWindow {
  return { sumE8: w.sumE8 + premiumE8(markTicks, indexTicks), samples: w.samples + 1 };
}

/** Premium index of a window: the samples' average, truncated toward zero (0 when empty). */
export function premiumIndexE8(w: PremiumWindow): number {
  if (w.samples === 0) return 0;
  return w.sumE8 < 0 ? -divFloor(-w.sumE8, w.samples) : divFloor(w.sumE8, w.samples);
}

/** Funding rate (E8) at the end of a window; start a new window (EMPTY_PREMIUM_WINDOW) after it. */
export function windowFundingRateE8(w: PremiumWindow): number {
  return fundingRateE8(premiumIndexE8(w));
}

/** One funding settlement of a series. */
export interface FundingEvent {
  /** The funding instant (Unix ms). */
  readonly time: number;
  /** Index of the candle whose close is the last before the instant. */
  readonly candle: number;
  readonly rateE8: number;
}

/**
 * Funding events over a candle series and its mark closes (e.g.
 * `markSeries(...).series.close`): one premium sample per candle close; at
 * each funding instant in (open, open + interval] of a candle, the window's
 * rate is emitted and the window restarts. The first window starts with the
 * series, so a partial first interval averages the samples it has.
 */
export function fundingEventsForSeries(index: CandleSeries, markClose: Int32Array): FundingEvent[] {
  if (markClose.length < index.length) throw new RangeError('markClose is shorter than the index series');
  const out: FundingEvent[] = [];
  let sum = 0;
  let samples = 0;
  for (let i = 0; i < index.length; i++) {
    sum += premiumE8(markClose[i], index.close[i]);
    samples++;
    const open = candleOpenTime(index, i);
    const end = open + index.intervalMs;
    // instants t with open < t ≤ end
    let t = open - (((open % INTERVAL_MS) + INTERVAL_MS) % INTERVAL_MS) + INTERVAL_MS;
    for (; t <= end; t += INTERVAL_MS) {
      out.push({ time: t, candle: i, rateE8: windowFundingRateE8({ sumE8: sum, samples }) });
      sum = 0;
      samples = 0;
    }
  }
  return out;
}
