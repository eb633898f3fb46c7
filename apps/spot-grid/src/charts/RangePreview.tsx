import { useMemo } from 'react';
import { toBigNumber } from '@tb/util-format';
import type { Kline } from '../api/types';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 6;

/**
 * The recent price (a close line) with the grid drawn over it: the range as a
 * band and each level as a line, so the trader sees at once whether the grid
 * covers where the price has been. Plain SVG (no chart library on the create
 * page). Decorative: the same figures are in the form and its estimate, so it
 * is hidden from assistive tech and `label` names it.
 */
export function RangePreview({ klines, levels, lastPrice, label }: { klines: readonly Kline[]; levels: readonly string[]; lastPrice?: string; label: string }) {
  const drawing = useMemo(() => {
    const closes = klines.map((k) => toBigNumber(k.c)?.toNumber() ?? 0).filter((v) => v > 0);
    const levelNumbers = levels.map((l) => toBigNumber(l)?.toNumber() ?? 0).filter((v) => v > 0);
    const last = toBigNumber(lastPrice)?.toNumber();
    const all = [...closes, ...levelNumbers, ...(last ? [last] : [])];
    if (closes.length < 2 || all.length === 0) return null;
    let min = Math.min(...all);
    let max = Math.max(...all);
    const pad = (max - min) * 0.06 || max * 0.01;
    min -= pad;
    max += pad;
    const y = (v: number) => PAD + (1 - (v - min) / (max - min)) * (HEIGHT - 2 * PAD);
    const x = (i: number) => (i / (closes.length - 1)) * WIDTH;
    const line = closes.map((v, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join('');
    const band = levelNumbers.length > 1 ? { top: y(levelNumbers[levelNumbers.length - 1]), bottom: y(levelNumbers[0]) } : null;
    // at most ~60 level lines: beyond that they blur into the band
    const stepEvery = Math.max(1, Math.ceil(levelNumbers.length / 60));
    const levelYs = levelNumbers.filter((_, i) => i % stepEvery === 0 || i === levelNumbers.length - 1).map(y);
    return { line, band, levelYs, lastY: last ? y(last) : null };
  }, [klines, levels, lastPrice]);

  return (
    <div className="sg-range-preview" role="img" aria-label={label}>
      {drawing ? (
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false" style={{ direction: 'ltr' }}>
          {drawing.band ? <rect x={0} width={WIDTH} y={drawing.band.top} height={Math.max(1, drawing.band.bottom - drawing.band.top)} className="sg-range-preview__band" /> : null}
          {drawing.levelYs.map((ly, i) => (
            <line key={i} x1={0} x2={WIDTH} y1={ly} y2={ly} className="sg-range-preview__level" vectorEffect="non-scaling-stroke" />
          ))}
          <path d={drawing.line} fill="none" className="sg-range-preview__price" vectorEffect="non-scaling-stroke" />
          {drawing.lastY !== null ? <line x1={0} x2={WIDTH} y1={drawing.lastY} y2={drawing.lastY} className="sg-range-preview__last" vectorEffect="non-scaling-stroke" /> : null}
        </svg>
      ) : null}
    </div>
  );
}
