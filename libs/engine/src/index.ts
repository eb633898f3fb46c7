/**
 * @tb/engine — pure, deterministic, exact bot engines and market model.
 * No I/O, no clocks, no Math.random: every function's output depends only on
 * its arguments. Prices are integer ticks, quantities integer lots.
 */

// Market model: seeded prices, candles, aggregation, CSV replay
export { KLINE_INTERVALS, MINUTE_MS, DAY_MS, candleAt, candleOpenTime, seriesFromCandles, sliceSeries, intervalNominalMs } from './market/candles';
export type { Candle, CandleSeries, KlineInterval } from './market/candles';
export { VOL_PROFILES, defaultVolProfile, resolveVolProfile, baseOfSymbol } from './market/profiles';
export type { VolProfile, VolProfileName } from './market/profiles';
export { createPriceModel, nextMinute, generateHistory, SUBSTEPS, PATH_OFFSETS_MS } from './market/price-model';
export type { PriceModelOptions, PriceModelState, PriceModelParams, PathPoint, MinuteStep, GeneratedHistory } from './market/price-model';
export { aggregateCandles, bucketStart } from './market/aggregate';
export { parseCandleCsv, CandleCsvError } from './market/csv';
export type { CsvIssue, CsvSymbolSpec } from './market/csv';
export { parseIsoTime } from './market/time';
