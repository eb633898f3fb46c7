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
const PAD = { top: 12, right: 8, bottom: 22, left: 64 };

/**
 * A small SVG line chart for PnL curves (backtest, PnL over time): a zero
 * line, min/max labels and one path per series. No chart library, so it
 * costs nothing on the create page; the price chart with candles is the
 * lazy-loaded lightweight-charts one. The drawing is hidden from assistive
 * tech and replaced by `summary`; axes stay left-to-right in RTL pages
 * (time runs the same way on every exchange's charts).
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
    const w = WIDTH - PAD.left - PAD.right;
    const h = height - PAD.top - PAD.bottom;
    const x = (t: number) => PAD.left + ((t - t0) / (t1 - t0)) * w;
    const y = (v: number) => PAD.top + (1 - (v - min) / (max - min)) * h;
    const paths = series.map((s) => {
      let d = '';
      for (let i = 0; i < n && i < s.values.length; i++) d += `${i === 0 ? 'M' : 'L'}${x(times[i]).toFixed(1)},${y(s.values[i]).toFixed(1)}`;
      return { key: s.key, color: s.color, d };
    });
    return { paths, zeroY: y(0), min, max, t0, t1: times[n - 1], topY: y(max), bottomY: y(min) };
  }, [times, series, height]);

  if (!geometry) {
    return <p className="sg-chart-empty">{empty}</p>;
  }
  return (
    <figure className="sg-linechart" aria-labelledby={titleId}>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" style={{ direction: 'ltr' }}>
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={geometry.zeroY} y2={geometry.zeroY} className="sg-linechart__zero" />
        {geometry.paths.map((p) => (
          <path key={p.key} d={p.d} fill="none" stroke={p.color} strokeWidth={1.8} vectorEffect="non-scaling-stroke" />
        ))}
        <text x={PAD.left - 6} y={geometry.topY + 4} textAnchor="end" className="sg-linechart__label">
          {formatValue(geometry.max)}
        </text>
        <text x={PAD.left - 6} y={geometry.bottomY} textAnchor="end" className="sg-linechart__label">
          {formatValue(geometry.min)}
        </text>
        <text x={PAD.left} y={height - 4} textAnchor="start" className="sg-linechart__label">
          {formatTime(geometry.t0)}
        </text>
        <text x={WIDTH - PAD.right} y={height - 4} textAnchor="end" className="sg-linechart__label">
          {formatTime(geometry.t1)}
        </text>
      </svg>
      <figcaption id={titleId} className="sg-linechart__caption">
        <span className="tb-visually-hidden">{summary}</span>
        <span className="sg-legend" aria-hidden="true">
          {series.map((s) => (
            <span key={s.key} className="sg-legend__item">
              <span className="sg-legend__swatch" style={{ background: s.color }} />
              {s.label}
            </span>
          ))}
        </span>
      </figcaption>
    </figure>
  );
}
