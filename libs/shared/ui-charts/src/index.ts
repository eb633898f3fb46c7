/**
 * @tb/ui-charts: the bot pages' charts.
 *
 * - `PriceChart`: candles with grid levels, TP/SL/entry and an optional
 *   liquidation line (futures kinds pass one), price and time axes, live last
 *   candle. lightweight-charts loads on demand with it (its own chunk), never
 *   in a remote's first route.
 * - `RangeChart`: a create page's recent closes with the grid over it, price
 *   and time axes, plain SVG (no library on a first route).
 * - `LineChart`: PnL (or any value) over time, plain SVG (no library: cheap
 *   enough for a create page's backtest preview).
 *
 * Both are figures named for screen readers with a text alternative; the
 * drawing itself is hidden from assistive tech. Styles: `styles.css` (loaded
 * by the shell).
 */
export { PriceChart, describeChartLines } from './lib/PriceChart';
export { RangeChart, rangeChartAxes, closeExtremes, lastClose, type RangeChartProps, type RangeChartPoint } from './lib/RangeChart';
export { LineChart, type LineChartProps, type LineSeries } from './lib/LineChart';
export { Sparkline, type SparklineProps } from './lib/Sparkline';
export type { ChartBar, ChartLine, LivePriceSource, PriceChartProps } from './lib/types';
