/**
 * Aggregation of candles into the spec's kline intervals.
 *
 * Bucket boundaries (UTC):
 * - 1m … 1d: multiples of the interval since the Unix epoch (so 4h bars open
 *   at 00:00, 04:00, …; 1d at 00:00);
 * - 3d: multiples of 3 days since the epoch (the common exchange convention);
 * - 1w: Monday 00:00;
 * - 1M: the 1st of the month, 00:00.
 *
 * A bucket's open is its first candle's open, close the last candle's close,
 * high/low the extremes, volumes the sums. Buckets without any input candle
 * are absent (no filler bars); a bucket the input covers only partly (at the
 * start or end) is still emitted, built from the candles it has.
 */
import { type CandleSeries, type KlineInterval, KLINE_INTERVALS, candleOpenTime, intervalNominalMs } from './candles';
import { monthStart, weekStart } from './time';

/** Open time of the `interval` bucket that contains time `t` (Unix ms). */
export function bucketStart(t: number, interval: KlineInterval): number {
  if (interval === '1M') return monthStart(t);
  if (interval === '1w') return weekStart(t);
  const ms = intervalNominalMs(interval);
  return t - (((t % ms) + ms) % ms);
}

/**
 * Aggregates `series` (normally 1m candles) into `interval`. Pure; returns a
 * new series with explicit open times. Throws if `interval` is finer than the
 * input's own interval or the input's open times are not increasing.
 */
export function aggregateCandles(series: CandleSeries, interval: KlineInterval): CandleSeries {
  if (!KLINE_INTERVALS.includes(interval)) throw new RangeError(`unknown kline interval "${String(interval)}"`);
  if (intervalNominalMs(interval) < series.intervalMs)
    throw new RangeError(`cannot aggregate ${series.interval} candles into the finer interval ${interval}`);
  const n = series.length;
  // first pass: count buckets
  let buckets = 0;
  let prevBucket = Number.NEGATIVE_INFINITY;
  let prevTime = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const t = candleOpenTime(series, i);
    if (!(t > prevTime)) throw new RangeError(`candle ${i}: open times must increase`);
    prevTime = t;
    const b = bucketStart(t, interval);
    if (b !== prevBucket) {
      buckets++;
      prevBucket = b;
    }
  }
  const time = new Float64Array(buckets);
  const open = new Int32Array(buckets);
  const high = new Int32Array(buckets);
  const low = new Int32Array(buckets);
  const close = new Int32Array(buckets);
  const volume = new Float64Array(buckets);
  const quoteVolume = new Float64Array(buckets);
  let k = -1;
  prevBucket = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const b = bucketStart(candleOpenTime(series, i), interval);
    if (b !== prevBucket) {
      k++;
      prevBucket = b;
      time[k] = b;
      open[k] = series.open[i];
      high[k] = series.high[i];
      low[k] = series.low[i];
    } else {
      if (series.high[i] > high[k]) high[k] = series.high[i];
      if (series.low[i] < low[k]) low[k] = series.low[i];
    }
    close[k] = series.close[i];
    volume[k] += series.volume[i];
    quoteVolume[k] += series.quoteVolume[i];
  }
  return {
    symbol: series.symbol,
    interval,
    intervalMs: intervalNominalMs(interval),
    length: buckets,
    startTime: buckets > 0 ? time[0] : series.startTime,
    time,
    open,
    high,
    low,
    close,
    volume,
    quoteVolume,
  };
}
