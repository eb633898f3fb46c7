import { useId, useMemo } from 'react';

export interface LineSeries {
  key: string;
  label: string;
  /** Values aligned with `times`. Plain numbers: a chart's pixels need no exactness, the figures beside it are exact. */
  values: ArrayLike<number>;
  /** CSS colour (a shell variable). */
  color: string;
}

export interface LineChartProps {
  /** Unix ms of each point, ascending. */
  times: ArrayLike<number>;
  series: readonly LineSeries[];
  /** Accessible summary of what the chart shows (read instead of the drawing). */
  summary: string;
  /** Text when there are fewer than two points. */
  empty: string;
  height?: number;
  /** Formats a value for the axis labels. */
  formatValue: (value: number) => string;
  /** Formats a time for the axis labels. */
  formatTime: (time: number) => string;
}

const WIDTH = 640;
const PAD = { top: 10, bottom: 10 };

/**
 * A small SVG line chart for PnL curves (backtest, PnL over time): a zero
 * line, min/max labels and one path per series. No chart library, so it
 * costs nothing on the create page; the price chart with candles is the
 * lazy-loaded lightweight-charts one. The drawing is hidden from assistive
 * tech and replaced by `summary`; time runs left to right in RTL pages too,
 * as on every exchange's charts.
 */
export function LineChart({ times, series, summary, empty, height = 180, formatValue, formatTime }: LineChartProps) {
  const titleId = useId();
  const geometry = useMemo(() => {
    const n = times.length;
    if (n < 2) return null;
    let min = 0;
    let max = 0;
    for (const s of series) {
      for (let i = 0; i < s.values.length; i++) {
        const v = s.values[i];
        if (v < min) min = v;
        if (v > max) max = v;
      }
    }
    if (max === min) max = min + 1;
    const t0 = times[0];
    const t1 = times[n - 1] === t0 ? t0 + 1 : times[n - 1];
    const h = height - PAD.top - PAD.bottom;
    const x = (t: number) => ((t - t0) / (t1 - t0)) * WIDTH;
    const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * h;
    const paths = series.map((s) => {
      let d = '';
      for (let i = 0; i < n && i < s.values.length; i++) d += `${i === 0 ? 'M' : 'L'}${x(times[i]).toFixed(1)},${y(s.values[i]).toFixed(1)}`;
      return { key: s.key, color: s.color, d };
    });
    return { paths, zeroY: y(0), min, max, t0, t1: times[n - 1] };
  }, [times, series, height]);

  if (!geometry) {
    return <p className="tb-chart-empty">{empty}</p>;
  }
  return (
    <figure className="tb-linechart" aria-labelledby={titleId}>
      <div className="tb-linechart__plot" style={{ blockSize: height }} dir="ltr">
        <svg viewBox={`0 0 ${WIDTH} ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <line x1={0} x2={WIDTH} y1={geometry.zeroY} y2={geometry.zeroY} className="tb-linechart__zero" vectorEffect="non-scaling-stroke" />
          {/* drawn last to first, so the first series (the headline figure) lies on top where lines meet */}
          {[...geometry.paths].reverse().map((p) => (
            <path key={p.key} d={p.d} fill="none" stroke={p.color} strokeWidth={1.8} vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
        {/* axis labels as HTML so they keep their size however the plot stretches; figures stay left-to-right */}
        <span className="tb-linechart__label tb-linechart__label--max" aria-hidden="true" dir="ltr">
          {formatValue(geometry.max)}
        </span>
        <span className="tb-linechart__label tb-linechart__label--min" aria-hidden="true" dir="ltr">
          {formatValue(geometry.min)}
        </span>
      </div>
      <div className="tb-linechart__times" aria-hidden="true" dir="ltr">
        <span>{formatTime(geometry.t0)}</span>
        <span>{formatTime(geometry.t1)}</span>
      </div>
      <figcaption id={titleId} className="tb-linechart__caption">
        <span className="tb-visually-hidden">{summary}</span>
        <span className="tb-chart-legend" aria-hidden="true">
          {series.map((s) => (
            <span key={s.key} className="tb-chart-legend__item">
              <span className="tb-chart-legend__swatch" style={{ background: s.color }} />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}
