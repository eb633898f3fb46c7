import { useMemo } from 'react';

export interface SparklineProps {
  /** Points oldest first; `v` as the API gives it (a decimal string). */
  points: readonly { readonly t: number; readonly v: string }[];
  /** What the line shows, read instead of the drawing (e.g. "PnL +12.3 % over 9 days"). */
  label: string;
  width?: number;
  height?: number;
}

/**
 * A tiny PnL line for lists (the ranking's rows): no axes, a zero line when
 * the curve crosses it, coloured by where it ends (up or down). Plain numbers
 * for the pixels only; the figures beside it are the exact ones. The image
 * has its accessible name (`role="img"`), so a list of 10,000 rows costs one
 * path each and no chart library.
 */
export function Sparkline({ points, label, width = 96, height = 28 }: SparklineProps) {
  const shape = useMemo(() => {
    if (points.length < 2) return null;
    const t0 = points[0].t;
    const span = Math.max(1, points[points.length - 1].t - t0);
    const values = points.map((p) => Number(p.v));
    const min = Math.min(0, ...values);
    const max = Math.max(0, ...values);
    const range = max - min || 1;
    const y = (v: number) => (height - 2 - ((v - min) / range) * (height - 4)).toFixed(1);
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${(((p.t - t0) / span) * (width - 2) + 1).toFixed(1)} ${y(values[i])}`).join(' ');
    return { d, zero: min < 0 && max > 0 ? y(0) : null, up: values[values.length - 1] >= 0 };
  }, [points, width, height]);
  return (
    <svg className="tb-sparkline" role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      {shape?.zero ? <line x1="0" x2={width} y1={shape.zero} y2={shape.zero} stroke="var(--tb-border)" strokeDasharray="2 2" /> : null}
      {shape ? <path d={shape.d} fill="none" stroke={shape.up ? 'var(--tb-up, #20b26c)' : 'var(--tb-down, #f2555a)'} strokeWidth="1.5" /> : null}
    </svg>
  );
}
