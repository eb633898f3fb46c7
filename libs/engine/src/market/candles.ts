/**
 * Candle containers.
 *
 * Prices are integers in ticks of the symbol (price = ticks × tickSize).
 * Volumes are integers too:
 * - `volume`: base quantity in lots (base = lots × lotSize);
 * - `quoteVolume`: quote turnover in tick units (quote = value × tickSize),
 *   i.e. Σ lots × lotSize × priceTicks rounded to an integer. Volumes are
 *   market data for display, never money, so the rounding is to nearest.
 *
 * Long runs use the columnar `CandleSeries` (typed arrays, no per-candle
 * objects); `Candle` is the one-row view used by the live feed.
 */

/** Kline intervals of the spec (section 3, "Kline intervals"). */
export const KLINE_INTERVALS = ['1m', '3m', '5m', '15m', '30m', '1h', '2h', '4h', '6h', '8h', '12h', '1d', '3d', '1w', '1M'] as const;
export type KlineInterval = (typeof KLINE_INTERVALS)[number];

export const MINUTE_MS = 60_000;
export const DAY_MS = 86_400_000;

/** One candle (a row of a CandleSeries). */
export interface Candle {
  /** Open time, Unix ms (UTC). */
  readonly openTime: number;
  readonly open: number;
  readonly high: number;
  readonly low: number;
  readonly close: number;
  /** Base volume in lots. */
  readonly volume: number;
  /** Quote turnover in tick units (quote amount / tickSize). */
  readonly quoteVolume: number;
}

/**
 * Columnar candles. Open times are `startTime + i × intervalMs` unless `time`
 * is present (calendar intervals such as 1M, or replayed data with gaps).
 */
export interface CandleSeries {
  readonly symbol: string;
  readonly interval: KlineInterval;
  /** Nominal interval length in ms (for 1M: 30 days, informational only). */
  readonly intervalMs: number;
  readonly length: number;
  /** Open time of candle 0 (Unix ms). */
  readonly startTime: number;
  /** Explicit open times; absent when the stride is regular. */
  readonly time?: Float64Array;
  readonly open: Int32Array;
  readonly high: Int32Array;
  readonly low: Int32Array;
  readonly close: Int32Array;
  readonly volume: Float64Array;
  readonly quoteVolume: Float64Array;
}

/** Open time of candle `i`. */
export function candleOpenTime(s: CandleSeries, i: number): number {
  return s.time ? s.time[i] : s.startTime + i * s.intervalMs;
}

/** Row `i` of a series as an object. */
export function candleAt(s: CandleSeries, i: number): Candle {
  if (i < 0 || i >= s.length || !Number.isInteger(i)) throw new RangeError(`candle index ${i} outside 0..${s.length - 1}`);
  return {
    openTime: candleOpenTime(s, i),
    open: s.open[i],
    high: s.high[i],
    low: s.low[i],
    close: s.close[i],
    volume: s.volume[i],
    quoteVolume: s.quoteVolume[i],
  };
}

/** Builds a series from candle objects (tests, small inputs). Open times are kept explicitly. */
export function seriesFromCandles(symbol: string, interval: KlineInterval, candles: readonly Candle[]): CandleSeries {
  const n = candles.length;
  const s = {
    symbol,
    interval,
    intervalMs: intervalNominalMs(interval),
    length: n,
    startTime: n > 0 ? candles[0].openTime : 0,
    time: new Float64Array(n),
    open: new Int32Array(n),
    high: new Int32Array(n),
    low: new Int32Array(n),
    close: new Int32Array(n),
    volume: new Float64Array(n),
    quoteVolume: new Float64Array(n),
  };
  candles.forEach((c, i) => {
    s.time[i] = c.openTime;
    s.open[i] = c.open;
    s.high[i] = c.high;
    s.low[i] = c.low;
    s.close[i] = c.close;
    s.volume[i] = c.volume;
    s.quoteVolume[i] = c.quoteVolume;
  });
  return s;
}

/** A contiguous slice [from, to) of a series (views share the buffers). */
export function sliceSeries(s: CandleSeries, from: number, to: number): CandleSeries {
  const a = Math.max(0, Math.min(from, s.length));
  const b = Math.max(a, Math.min(to, s.length));
  return {
    symbol: s.symbol,
    interval: s.interval,
    intervalMs: s.intervalMs,
    length: b - a,
    startTime: b > a ? candleOpenTime(s, a) : s.startTime,
    ...(s.time ? { time: s.time.subarray(a, b) } : {}),
    open: s.open.subarray(a, b),
    high: s.high.subarray(a, b),
    low: s.low.subarray(a, b),
    close: s.close.subarray(a, b),
    volume: s.volume.subarray(a, b),
    quoteVolume: s.quoteVolume.subarray(a, b),
  };
}

const NOMINAL: Record<KlineInterval, number> = {
  '1m': MINUTE_MS,
  '3m': 3 * MINUTE_MS,
  '5m': 5 * MINUTE_MS,
  '15m': 15 * MINUTE_MS,
  '30m': 30 * MINUTE_MS,
  '1h': 60 * MINUTE_MS,
  '2h': 120 * MINUTE_MS,
  '4h': 240 * MINUTE_MS,
  '6h': 360 * MINUTE_MS,
  '8h': 480 * MINUTE_MS,
  '12h': 720 * MINUTE_MS,
  '1d': DAY_MS,
  '3d': 3 * DAY_MS,
  '1w': 7 * DAY_MS,
  '1M': 30 * DAY_MS,
};

/** Nominal length of an interval in ms (1M counts as 30 days). */
export function intervalNominalMs(interval: KlineInterval): number {
  const ms = NOMINAL[interval];
  if (ms === undefined) throw new RangeError(`unknown kline interval "${interval}"`);
  return ms;
}
