/**
 * Candles with the grid drawn on them (lightweight-charts, loaded only with
 * the detail page's chart): one price line per grid level, and labelled lines
 * for take profit, stop loss and the entry price. The last candle follows the
 * live quote feed without re-rendering React: the feed's row goes straight
 * into `series.update`.
 *
 * Prices become JS numbers here and only here: a chart's pixels need no
 * exactness; every figure the trader reads elsewhere stays a decimal string.
 */
import { useEffect, useRef } from 'react';
import { CandlestickSeries, ColorType, LineStyle, createChart, type IChartApi, type IPriceLine, type ISeriesApi, type UTCTimestamp } from 'lightweight-charts';
import { quoteFeed } from '@tb/data-access-quotes';
import type { Kline } from '../api/types';

export interface ChartLine {
  price: string;
  kind: 'level' | 'tp' | 'sl' | 'entry';
  title?: string;
}

export interface PriceChartProps {
  symbol: string;
  klines: readonly Kline[];
  /** Candle length in ms (for rolling the live candle). */
  intervalMs: number;
  lines: readonly ChartLine[];
  /** Decimals of the price axis (the tick size's). */
  precision: number;
  tickSize: string;
  height?: number;
}

function cssVar(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

const toBar = (k: Kline) => ({ time: Math.floor(k.t / 1000) as UTCTimestamp, open: Number(k.o), high: Number(k.h), low: Number(k.l), close: Number(k.c) });

export default function PriceChart({ symbol, klines, intervalMs, lines, precision, tickSize, height = 320 }: PriceChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chartRef = useRef<IChartApi | null>(null);
  const seriesRef = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const lineRefs = useRef<IPriceLine[]>([]);
  const lastBar = useRef<ReturnType<typeof toBar> | null>(null);

  // the chart itself, once
  useEffect(() => {
    const node = container.current;
    if (!node) return;
    const up = cssVar('--tb-up', '#20b26c');
    const down = cssVar('--tb-down', '#ef454a');
    const chart = createChart(node, {
      autoSize: true,
      height,
      layout: { background: { type: ColorType.Solid, color: 'transparent' }, textColor: cssVar('--tb-muted', '#8a8f98'), attributionLogo: false },
      grid: { vertLines: { color: cssVar('--tb-border', '#2b3139') }, horzLines: { color: cssVar('--tb-border', '#2b3139') } },
      rightPriceScale: { borderVisible: false },
      timeScale: { borderVisible: false, timeVisible: true, secondsVisible: false },
      localization: { priceFormatter: (p: number) => p.toFixed(precision) },
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
    const bars = klines.map(toBar);
    series.setData(bars);
    lastBar.current = bars[bars.length - 1] ?? null;
    chartRef.current?.timeScale().fitContent();
  }, [klines]);

  // grid levels, TP, SL, entry
  useEffect(() => {
    const series = seriesRef.current;
    if (!series) return;
    for (const line of lineRefs.current) series.removePriceLine(line);
    const accent = cssVar('--tb-accent', '#f7a600');
    const muted = cssVar('--tb-muted', '#8a8f98');
    const colours = { level: muted, tp: cssVar('--tb-up', '#20b26c'), sl: cssVar('--tb-down', '#ef454a'), entry: accent };
    lineRefs.current = lines.map((line) =>
      series.createPriceLine({
        price: Number(line.price),
        color: colours[line.kind],
        lineWidth: 1,
        lineStyle: line.kind === 'level' ? LineStyle.Dotted : LineStyle.Dashed,
        axisLabelVisible: line.kind !== 'level',
        title: line.title ?? '',
      }),
    );
  }, [lines]);

  // live candle from the quote feed (no React render per tick)
  useEffect(() => {
    const feed = quoteFeed();
    const release = feed.subscribe(symbol);
    const stop = feed.listen(symbol, () => {
      const row = feed.getTicker(symbol);
      const series = seriesRef.current;
      const bar = lastBar.current;
      if (!row || !series || !bar) return;
      const price = Number(row.close);
      if (!Number.isFinite(price)) return;
      const openTime = Math.floor(row.currentTime / intervalMs) * intervalMs;
      const time = Math.floor(openTime / 1000) as UTCTimestamp;
      const next = time > bar.time ? { time, open: bar.close, high: price, low: price, close: price } : { ...bar, high: Math.max(bar.high, price), low: Math.min(bar.low, price), close: price };
      if (time < bar.time) return;
      lastBar.current = next;
      series.update(next);
    });
    return () => {
      stop();
      release();
    };
  }, [symbol, intervalMs]);

  return <div ref={container} className="sg-price-chart" style={{ blockSize: height }} dir="ltr" />;
}
