import { useId, useMemo, type CSSProperties } from 'react';
import { BigNumber, toBigNumber } from '@tb/util-format';

/** A close price at a time (a kline's open time in ms and its close as a decimal string). */
export interface RangeChartPoint {
  t: number;
  c: string;
}

export interface RangeChartProps {
  /** Accessible name ("Recent price of BTC/USDT with the grid levels"). */
  label: string;
  /** Text alternative read instead of the drawing (the window, the prices and the grid in words). */
  summary: string;
  /** The recent closes, oldest first. */
  points: readonly RangeChartPoint[];
  /** The grid's levels, lowest first (a band from the first to the last, a line at each). */
  levels: readonly string[];
  /** The last traded price (a dashed line). */
  lastPrice?: string;
  /** A price as the page shows prices (the symbol's tick and the locale). */
  formatPrice: (price: string) => string;
  /** A time for the time axis (the shared date rule, short). */
  formatTime: (ms: number) => string;
  /** Price-axis labels, top to bottom (default 5). */
  priceTicks?: number;
  /** Time-axis labels, left to right (default 3). */
  timeTicks?: number;
  /** Plot height in px; default from CSS (`--tb-range-chart-h`, 320 px, smaller on phones). */
  height?: number;
}

const WIDTH = 640;
/** The SVG's own height: it stretches to the plot's CSS height (`preserveAspectRatio="none"`). */
const VIEW_HEIGHT = 320;
/** At most this many level lines: beyond it they blur into the band. */
const MAX_LEVEL_LINES = 60;

/**
 * Each point's close read once per list of points (a klines answer): the
 * extremes, the line and a caller's summary (`closeExtremes`) share the one
 * parse instead of each turning the 168 decimal strings into BigNumbers again
 * — the klines' arrival was a long task of the create page (issue 30).
 */
const parsedCloses = new WeakMap<readonly RangeChartPoint[], ReadonlyArray<BigNumber | null>>();
function closesOf(points: readonly RangeChartPoint[]): ReadonlyArray<BigNumber | null> {
  let closes = parsedCloses.get(points);
  if (!closes) {
    closes = points.map((point) => toBigNumber(point.c));
    parsedCloses.set(points, closes);
  }
  return closes;
}

const extremesOf = new WeakMap<readonly RangeChartPoint[], { low: BigNumber; high: BigNumber } | null>();

/** The positive closes' exact extremes (null without one): the part of the axes that only new klines change. Computed once per list of points. */
export function closeExtremes(points: readonly RangeChartPoint[]): { low: BigNumber; high: BigNumber } | null {
  const known = extremesOf.get(points);
  if (known !== undefined) return known;
  let low: BigNumber | null = null;
  let high: BigNumber | null = null;
  for (const value of closesOf(points)) {
    if (value === null || !value.gt(0)) continue;
    if (low === null || value.lt(low)) low = value;
    if (high === null || value.gt(high)) high = value;
  }
  const extremes = low && high ? { low, high } : null;
  extremesOf.set(points, extremes);
  return extremes;
}

/** The last point's close as an exact decimal string (undefined when it is not a number). */
export function lastClose(points: readonly RangeChartPoint[]): string | undefined {
  const closes = closesOf(points);
  return closes.length ? (closes[closes.length - 1]?.toFixed() ?? undefined) : undefined;
}

/**
 * The axes of a price chart drawn without a library: the price range padded
 * by 6 % and `priceTicks` evenly spaced prices across it (exact decimals,
 * top first, each at its fraction of the height), and `timeTicks` times
 * evenly spaced over the window (left first). Exported for tests and for any
 * kind that draws its own plot. `extremes` are the closes' own
 * ({@link closeExtremes}), passed by a caller that keeps them between renders.
 */
export function rangeChartAxes(
  points: readonly RangeChartPoint[],
  levels: readonly string[],
  lastPrice: string | undefined,
  priceTicks = 5,
  timeTicks = 3,
  extremes: { low: BigNumber; high: BigNumber } | null = closeExtremes(points),
) {
  const others = [...levels, ...(lastPrice ? [lastPrice] : [])].map((v) => toBigNumber(v)).filter((v): v is BigNumber => v !== null && v.gt(0));
  const prices = extremes ? [extremes.low, extremes.high, ...others] : others;
  if (points.length < 2 || prices.length === 0) return null;
  let low = BigNumber.min(...prices);
  let high = BigNumber.max(...prices);
  const pad = high.minus(low).times('0.06');
  const spread = pad.isZero() ? high.times('0.01') : pad;
  low = low.minus(spread);
  high = high.plus(spread);
  const span = high.minus(low);
  const spanNumber = span.toNumber();
  /**
   * 0 at the top, 1 at the bottom: a position on screen, not an amount, so the
   * (exact) difference is divided as a float. A BigNumber division per point
   * (20 decimal places) cost ~60 ms of a create page's first render under 4×
   * CPU slowdown and was redone on every live price (issue 30).
   */
  const fraction = (price: BigNumber) => high.minus(price).toNumber() / spanNumber;
  const ticks = Array.from({ length: priceTicks }, (_, i) => ({ price: high.minus(span.times(i).div(priceTicks - 1)).toFixed(), at: i / (priceTicks - 1) }));
  const t0 = points[0].t;
  const t1 = points[points.length - 1].t;
  const times = Array.from({ length: timeTicks }, (_, i) => ({ time: Math.round(t0 + ((t1 - t0) * i) / (timeTicks - 1)), at: i / (timeTicks - 1) }));
  return { low, high, fraction, prices: ticks, times, t0, t1 };
}

/** The closes as an SVG path on axes from `high` down over `span` (one BigNumber a point, done once per axes, not per live price). */
function closesPath(points: readonly RangeChartPoint[], high: BigNumber, spanNumber: number, t0: number, t1: number): string {
  const span = t1 - t0 || 1;
  const closes = closesOf(points);
  const parts: string[] = [];
  for (let i = 0; i < points.length; i++) {
    const n = closes[i];
    if (n === null) continue;
    const py = (high.minus(n).toNumber() / spanNumber) * VIEW_HEIGHT;
    parts.push(`${parts.length ? 'L' : 'M'}${(((points[i].t - t0) / span) * WIDTH).toFixed(1)},${py.toFixed(1)}`);
  }
  return parts.join('');
}

/**
 * Recent closes as a line with a grid drawn over it (the range as a band,
 * each level as a line, the last price dashed), with a price axis at the end
 * of the plot and a time axis under it — the create pages' chart, plain SVG
 * (no chart library on a first route). A figure named by `label` and
 * described by `summary`; the drawing and the axis labels are hidden from
 * assistive tech (the summary says it in words). Time runs left to right in
 * right-to-left pages too, as on every exchange's charts.
 */
export function RangeChart({ label, summary, points, levels, lastPrice, formatPrice, formatTime, priceTicks = 5, timeTicks = 3, height }: RangeChartProps) {
  const id = useId();
  // the closes' extremes and the line move only with new klines or new axes; a live price inside the range
  // (every quote batch) redraws its dashed line and nothing else (issue 30)
  const extremes = useMemo(() => closeExtremes(points), [points]);
  const axes = useMemo(() => rangeChartAxes(points, levels, lastPrice, priceTicks, timeTicks, extremes), [points, levels, lastPrice, priceTicks, timeTicks, extremes]);
  const highText = axes?.high.toFixed();
  const lowText = axes?.low.toFixed();
  const line = useMemo(() => {
    if (highText === undefined || lowText === undefined || points.length < 2) return '';
    const high = new BigNumber(highText);
    return closesPath(points, high, high.minus(lowText).toNumber(), points[0].t, points[points.length - 1].t);
  }, [points, highText, lowText]);
  const drawing = useMemo(() => {
    if (!axes) return null;
    const y = (price: string) => {
      const n = toBigNumber(price);
      return n === null ? null : axes.fraction(n) * VIEW_HEIGHT;
    };
    const ys = levels.map(y).filter((v): v is number => v !== null);
    const band = ys.length > 1 ? { top: ys[ys.length - 1], bottom: ys[0] } : null;
    const every = Math.max(1, Math.ceil(ys.length / MAX_LEVEL_LINES));
    const levelYs = ys.filter((_, i) => i % every === 0 || i === ys.length - 1);
    return { axes, line, band, levelYs, lastY: lastPrice ? y(lastPrice) : null };
  }, [axes, line, levels, lastPrice]);

  return (
    <figure className="tb-range-chart" style={height ? ({ '--tb-range-chart-h': `${height}px` } as CSSProperties) : undefined} aria-labelledby={`${id}-label`} aria-describedby={`${id}-summary`}>
      <figcaption className="tb-visually-hidden">
        <span id={`${id}-label`}>{label}</span> <span id={`${id}-summary`}>{summary}</span>
      </figcaption>
      <div className="tb-range-chart__body" dir="ltr" aria-hidden="true">
        <div className="tb-range-chart__plot">
          {drawing ? (
            <svg viewBox={`0 0 ${WIDTH} ${VIEW_HEIGHT}`} preserveAspectRatio="none" focusable="false">
              {drawing.band ? <rect x={0} width={WIDTH} y={drawing.band.top} height={Math.max(1, drawing.band.bottom - drawing.band.top)} className="tb-range-chart__band" /> : null}
              {drawing.levelYs.map((ly, i) => (
                <line key={i} x1={0} x2={WIDTH} y1={ly} y2={ly} className="tb-range-chart__level" vectorEffect="non-scaling-stroke" />
              ))}
              <path d={drawing.line} fill="none" className="tb-range-chart__price" vectorEffect="non-scaling-stroke" />
              {drawing.lastY !== null ? <line x1={0} x2={WIDTH} y1={drawing.lastY} y2={drawing.lastY} className="tb-range-chart__last" vectorEffect="non-scaling-stroke" /> : null}
            </svg>
          ) : null}
        </div>
        {drawing ? (
          <div className="tb-range-chart__prices" data-testid="price-axis">
            {/* the widest label, unseen, gives the axis its width (the others are placed absolutely) */}
            <span className="tb-range-chart__sizer">{formatPrice(drawing.axes.high.toFixed())}</span>
            {drawing.axes.prices.map((tick, i) => (
              <span key={i} className="tb-range-chart__tick" style={{ insetBlockStart: `${(tick.at * 100).toFixed(2)}%` }}>
                {formatPrice(tick.price)}
              </span>
            ))}
          </div>
        ) : null}
        {/* the time axis's row is there before the points (a line's height, reserved in CSS): the page below the chart does not move when they arrive (issue 30, CLS) */}
        <div className="tb-range-chart__times" data-testid="time-axis">
          {/* each label isolated: an Arabic date keeps its own order inside the left-to-right axis */}
          {drawing?.axes.times.map((tick, i) => (
            <bdi key={i}>{formatTime(tick.time)}</bdi>
          ))}
        </div>
      </div>
    </figure>
  );
}
