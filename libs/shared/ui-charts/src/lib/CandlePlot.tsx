import { useEffect, useMemo, useState } from 'react';
import type { ChartBar, ChartLine, LivePriceSource } from './types';
import './candles.css';

/** A candle in plain numbers (pixels need no exactness; the figures beside the chart are exact). */
export interface PlotBar {
  /** Open time, unix ms. */
  t: number;
  o: number;
  h: number;
  l: number;
  c: number;
}

export interface CandlePlotProps {
  bars: readonly ChartBar[];
  lines: readonly ChartLine[];
  /** Decimals of the price labels (the tick size's): a plotted price (a float) becomes a decimal string at this precision. */
  precision: number;
  /** A price as the page shows prices (the tick and the locale's separators), given a decimal string. */
  formatPrice: (price: string) => string;
  /** Candle length in ms (rolls the live candle over). */
  intervalMs: number;
  /** Height in px, the time axis included (as the library's `height`). */
  height: number;
  live?: LivePriceSource;
  /** A time for the time axis; default the 24-hour clock (`15:00`), which reads the same in every language. */
  formatTime?: (ms: number) => string;
}

const WIDTH = 640;
/** The time axis's row under the plot (px; styles.css gives it this height), inside `height` as the library's is. */
export const TIME_AXIS_PX = 24;
/** Price labels on the axis, top to bottom. */
const PRICE_TICKS = 5;
/** Room above the highest and below the lowest price, as a share of the span. */
const PAD = 0.06;

const two = (n: number) => (n < 10 ? `0${n}` : String(n));
const clockTime = (ms: number) => {
  const d = new Date(ms);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
};

export const toPlotBar = (k: ChartBar): PlotBar => ({ t: k.t, o: Number(k.o), h: Number(k.h), l: Number(k.l), c: Number(k.c) });

/** The live candle after a price at `at`: the same candle moved, a new one when its interval has begun, or null when the price is older than it. */
export function nextLiveBar(bar: PlotBar, price: number, at: number, intervalMs: number): PlotBar | null {
  const open = Math.floor(at / intervalMs) * intervalMs;
  if (open < bar.t) return null;
  if (open > bar.t) return { t: open, o: bar.c, h: price, l: price, c: price };
  return { t: bar.t, o: bar.o, h: Math.max(bar.h, price), l: Math.min(bar.l, price), c: price };
}

/** A candle's path segments as last drawn, and where (scale, height, count) and at which index. */
const drawnCandles = new WeakMap<PlotBar, { place: string; index: number; up: boolean; wick: string; rect: string }>();

/**
 * The SVG geometry of candles and lines in a 640 × `height` box: one path per
 * colour for the wicks and one for the bodies (four elements whatever the
 * number of candles), the grid levels in the price range (they widen it: a
 * grid is the point of a grid bot's chart), the other lines where they fall
 * inside it (lightweight-charts does not rescale for price lines either).
 */
export function candleGeometry(bars: readonly PlotBar[], lines: readonly ChartLine[], height: number) {
  const valid = bars.filter((b) => [b.o, b.h, b.l, b.c].every(Number.isFinite));
  if (valid.length === 0) return null;
  let low = Infinity;
  let high = -Infinity;
  for (const b of valid) {
    if (b.l < low) low = b.l;
    if (b.h > high) high = b.h;
  }
  for (const line of lines) {
    const p = Number(line.price);
    if (line.kind !== 'level' || !Number.isFinite(p) || p <= 0) continue;
    if (p < low) low = p;
    if (p > high) high = p;
  }
  const spread = high - low || Math.abs(high) * 0.01 || 1;
  low -= spread * PAD;
  high += spread * PAD;
  const y = (price: number) => ((high - price) / (high - low)) * height;
  const slot = WIDTH / valid.length;
  const body = Math.max(slot * 0.7, 0.5);
  const paths = { upWicks: '', upBodies: '', downWicks: '', downBodies: '' };
  // the same candle in the same place and scale draws the same path: a live price moves the last candle alone,
  // so each of the others is read back from the cache instead of written again (~10 number formats a candle)
  const place = `${low} ${high} ${height} ${valid.length}`;
  valid.forEach((b, i) => {
    let drawn = drawnCandles.get(b);
    if (!drawn || drawn.place !== place || drawn.index !== i) {
      const x = (i + 0.5) * slot;
      const top = y(Math.max(b.o, b.c));
      const size = Math.max(y(Math.min(b.o, b.c)) - top, 0.8);
      drawn = {
        place,
        index: i,
        up: b.c >= b.o,
        wick: `M${x.toFixed(1)} ${y(b.h).toFixed(1)}V${y(b.l).toFixed(1)}`,
        rect: `M${(x - body / 2).toFixed(1)} ${top.toFixed(1)}h${body.toFixed(1)}v${size.toFixed(1)}h${(-body).toFixed(1)}z`,
      };
      drawnCandles.set(b, drawn);
    }
    if (drawn.up) {
      paths.upWicks += drawn.wick;
      paths.upBodies += drawn.rect;
    } else {
      paths.downWicks += drawn.wick;
      paths.downBodies += drawn.rect;
    }
  });
  const drawn = lines
    .map((line, index) => ({ line, index, at: y(Number(line.price)) }))
    .filter(({ at }) => Number.isFinite(at) && at >= 0 && at <= height);
  const ticks = Array.from({ length: PRICE_TICKS }, (_, i) => {
    const fraction = (i + 0.5) / PRICE_TICKS;
    return { fraction, price: high - fraction * (high - low) };
  });
  const times = [valid[0].t, valid[Math.floor((valid.length - 1) / 2)].t, valid[valid.length - 1].t];
  return { paths, lines: drawn, ticks, times, last: valid[valid.length - 1], lastY: y(valid[valid.length - 1].c) };
}

/**
 * Candles drawn as plain SVG: what a detail page shows before anyone touches
 * the chart. lightweight-charts' set-up and first paint cost ~0.8 s of a
 * phone's main thread under Lighthouse's 4× CPU slowdown (one 500 ms frame of
 * canvas work that cannot be split; issue 30), for zoom, pan and a crosshair
 * nobody uses until they touch the chart. This picture is four paths, a few
 * dashed lines and HTML labels (a few ms); `PriceChart` swaps in the library
 * on the first pointer over or on the plot. The last candle follows `live`:
 * a price re-renders this plot alone.
 */
export function CandlePlot({ bars, lines, precision, intervalMs, height, live, formatPrice, formatTime = clockTime }: CandlePlotProps) {
  const base = useMemo(() => bars.map(toPlotBar), [bars]);
  const [tip, setTip] = useState<PlotBar | null>(null);
  // a new answer of the kline call starts from its own last candle again
  const [tipOf, setTipOf] = useState(base);
  if (tipOf !== base) {
    setTipOf(base);
    setTip(null);
  }

  useEffect(() => {
    if (!live) return undefined;
    return live((priceText, at) => {
      const price = Number(priceText);
      if (!Number.isFinite(price)) return;
      setTip((current) => {
        const bar = current ?? base[base.length - 1];
        if (!bar) return current;
        const next = nextLiveBar(bar, price, at, intervalMs);
        if (!next || (next.t === bar.t && next.c === bar.c && next.h === bar.h && next.l === bar.l)) return current;
        return next;
      });
    });
  }, [live, base, intervalMs]);

  const shown = useMemo(() => {
    if (!tip || base.length === 0) return base;
    const last = base[base.length - 1];
    if (tip.t === last.t) return [...base.slice(0, -1), tip];
    // a new candle: the window moves on by one, as the library's does when it scrolls to the right edge
    return tip.t > last.t ? [...base.slice(1), tip] : base;
  }, [base, tip]);
  const plot = Math.max(height - TIME_AXIS_PX, 40);
  const geometry = useMemo(() => candleGeometry(shown, lines, plot), [shown, lines, plot]);
  // the axis's prices are floats on the plot: each is read at the tick's precision, then formatted as the page's prices are
  // (keyed by the axis's prices: a live price inside the range leaves them as they were)
  const tickPrices = geometry ? geometry.ticks.map((tick) => tick.price.toFixed(precision)).join(' ') : '';
  const tickLabels = useMemo(() => (tickPrices ? tickPrices.split(' ').map((price) => formatPrice(price)) : []), [tickPrices, formatPrice]);
  if (!geometry) return <div className="tb-candles" style={{ blockSize: height }} />;
  const percent = (at: number) => `${((at / plot) * 100).toFixed(2)}%`;
  return (
    <div className="tb-candles" style={{ blockSize: height }}>
      <div className="tb-candles__body">
        <div className="tb-candles__plot" style={{ blockSize: plot }}>
          <svg viewBox={`0 0 ${WIDTH} ${plot}`} preserveAspectRatio="none" focusable="false">
            {geometry.lines.map(({ line, index, at }) => (
              <line key={index} x1={0} x2={WIDTH} y1={at} y2={at} className={`tb-candles__line tb-candles__line--${line.kind}`} vectorEffect="non-scaling-stroke" />
            ))}
            <path d={geometry.paths.upWicks} className="tb-candles__wick tb-candles__wick--up" vectorEffect="non-scaling-stroke" />
            <path d={geometry.paths.downWicks} className="tb-candles__wick tb-candles__wick--down" vectorEffect="non-scaling-stroke" />
            <path d={geometry.paths.upBodies} className="tb-candles__body--up" />
            <path d={geometry.paths.downBodies} className="tb-candles__body--down" />
          </svg>
        </div>
        <div className="tb-candles__prices" style={{ blockSize: plot }} data-testid="price-axis">
          {/* the widest label (the highest price, grouped as the others) keeps the axis as wide as its labels without measuring */}
          <span className="tb-candles__sizer">{tickLabels[0]}</span>
          {geometry.ticks.map((tick, i) => (
            <span key={tick.fraction} className="tb-candles__tick" style={{ insetBlockStart: `${(tick.fraction * 100).toFixed(2)}%` }}>
              {tickLabels[i]}
            </span>
          ))}
          {/* a line's tag reads in its title's direction (an Arabic title first, on the right), its price isolated left to right */}
          {geometry.lines
            .filter(({ line }) => line.kind !== 'level')
            .map(({ line, index, at }) => (
              <span key={index} className={`tb-candles__tag tb-candles__tag--${line.kind}`} style={{ insetBlockStart: percent(at) }} dir="auto">
                {line.title ? `${line.title} ` : ''}
                <bdi dir="ltr">{formatPrice(line.price)}</bdi>
              </span>
            ))}
          <span className="tb-candles__tag tb-candles__tag--last" style={{ insetBlockStart: percent(geometry.lastY) }}>
            {formatPrice(geometry.last.c.toFixed(precision))}
          </span>
        </div>
      </div>
      <div className="tb-candles__times" data-testid="time-axis">
        {/* each label isolated: an Arabic date keeps its own order inside the left-to-right axis (as RangeChart's) */}
        {geometry.times.map((time, i) => (
          <bdi key={i}>{formatTime(time)}</bdi>
        ))}
      </div>
    </div>
  );
}
