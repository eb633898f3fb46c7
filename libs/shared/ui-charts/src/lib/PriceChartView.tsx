/**
 * Candles with lines drawn on them (lightweight-charts, loaded only with the
 * chart: see `PriceChart` in ../index): one dotted line per grid level, and
 * labelled dashed lines for take profit, stop loss, the entry price and the
 * liquidation price. The last candle follows `live` without re-rendering
 * React: each price goes straight into `series.update`. A price axis on the
 * right and a time axis at the bottom; time runs left to right in right-to-
 * left pages too, as on every exchange's charts.
 *
 * Accessibility: the library's canvases and layout table are hidden from
 * assistive tech (an unnamed, empty table otherwise); the figure is named by
 * `label` and described by `summary`, its text alternative.
 *
 * Prices become JS numbers here and only here: a chart's pixels need no
 * exactness; every figure the trader reads elsewhere stays a decimal string.
 */
import { useEffect, useId, useRef } from 'react';
import { CandlestickSeries, ColorType, LineStyle, createChart, type IChartApi, type IPriceLine, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import type { ChartBar, PriceChartProps } from './types';

function cssVar(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const toBar = (k: ChartBar) => ({ time: Math.floor(k.t / 1000) as UTCTimestamp, open: Number(k.o), high: Number(k.h), low: Number(k.l), close: Number(k.c) });

export default function PriceChartView({ label, summary, bars, intervalMs, lines, precision, tickSize, formatPrice, live, height = 320 }: PriceChartProps) {
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const lineRefs = useRef<IPriceLine[]>([]);
  const lastBar = useRef<ReturnType<typeof toBar> | null>(null);
  // the page's price format, read by the library at each draw: a caller's new function does not rebuild the chart
  const format = useRef(formatPrice);
  useEffect(() => {
    format.current = formatPrice;
  }, [formatPrice]);

  // the chart itself, once
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const up = cssVar('--tb-up', '#20b26c');
    const down = cssVar('--tb-down', '#f2555a');
    const chart = createChart(node, {
      autoSize: true,
      height,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: cssVar('--tb-muted', '#8a8f98'), attributionLogo: false },
      grid: { vertLines: { color: cssVar('--tb-border', '#2b3139') }, horzLines: { color: cssVar('--tb-border', '#2b3139') } },
      rightPriceScale: { visible: true, borderVisible: false },
      timeScale: { visible: true, borderVisible: false, timeVisible: true, secondsVisible: false },
      // the axis and line labels as the page prints prices (`67,321.5`), read at the tick's precision first
      localization: { priceFormatter: (p: number) => format.current(p.toFixed(precision)) },
    });
    const series = chart.addSeries(CandlestickSeries, {
      upColor: up,
      downColor: down,
      borderUpColor: up,
      borderDownColor: down,
      wickUpColor: up,
      wickDownColor: down,
      priceFormat: { type: 'price', precision, minMove: Number(tickSize) },
    });
    chartRef.current = chart;
    seriesRef.current = series;
    return () => {
      chart.remove();
      chartRef.current = null;
      seriesRef.current = null;
      lineRefs.current = [];
    };
  }, [height, precision, tickSize]);

  // candles
  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    const data = bars.map(toBar);
    series.setData(data);
    lastBar.current = data[data.length - 1] ?? null;
    chartRef.current?.timeScale().fitContent();
  }, [bars]);

  // grid levels, TP, SL, entry, liquidation, the next resting order
  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    for (const line of lineRefs.current) series.removePriceLine(line);
    const colours = {
      level: cssVar('--tb-muted', '#8a8f98'),
      tp: cssVar('--tb-up', '#20b26c'),
      sl: cssVar('--tb-down', '#f2555a'),
      entry: cssVar('--tb-accent', '#f7a600'),
      liquidation: cssVar('--tb-warn', '#f0b90b'),
      order: cssVar('--tb-text', '#eaecef'),
    };
    lineRefs.current = lines.map((line) =>
      series.createPriceLine({
        price: Number(line.price),
        color: colours[line.kind],
        lineWidth: line.kind === 'liquidation' ? 2 : 1,
        lineStyle: line.kind === 'level' ? LineStyle.Dotted : line.kind === 'liquidation' ? LineStyle.Solid : LineStyle.Dashed,
        axisLabelVisible: line.kind !== 'level',
        title: line.title ?? '',
      }),
    );
  }, [lines]);

  // live candle (no React render per tick)
  useEffect(() => {
    if (!live) return;
    return live((priceText, at) => {
      const series = seriesRef.current;
      const bar = lastBar.current;
      const price = Number(priceText);
      if (!series || !bar || !Number.isFinite(price)) return;
      const time = Math.floor((Math.floor(at / intervalMs) * intervalMs) / 1000) as UTCTimestamp;
      if (time < bar.time) return;
      const next = time > bar.time ? { time, open: bar.close, high: price, low: price, close: price } : { ...bar, high: Math.max(bar.high, price), low: Math.min(bar.low, price), close: price };
      lastBar.current = next;
      series.update(next);
    });
  }, [live, intervalMs]);

  return (
    <figure className="tb-price-chart" aria-labelledby={`${id}-label`} aria-describedby={`${id}-summary`}>
      <figcaption className="tb-visually-hidden">
        <span id={`${id}-label`}>{label}</span> <span id={`${id}-summary`}>{summary}</span>
      </figcaption>
      <div ref={container} className="tb-price-chart__plot" style={{ blockSize: height }} dir="ltr" aria-hidden="true" />
    </figure>
  );
}
