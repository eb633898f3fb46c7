import { lazy, Suspense, useId, useState } from 'react';
import { CandlePlot } from './CandlePlot';
import type { ChartLine, PriceChartProps } from './types';

/** The chart and lightweight-charts with it: a chunk of its own, fetched when a trader first points at the chart. */
const PriceChartView = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "price-chart" */ './PriceChartView'));

/**
 * The price chart in two steps. First the candles and lines as plain SVG
 * (`CandlePlot`: a few ms, no library), which is all a page's first screen
 * needs; then, when a pointer first enters or presses the plot (a mouse over
 * it, a finger on it), lightweight-charts (~45 KB gz) loads and takes its
 * place with zoom, pan and the crosshair, the SVG staying until it has drawn.
 * Drawing with the library at once cost a phone's detail page ~0.8 s of long
 * tasks under Lighthouse's 4× CPU slowdown (issue 30). Both are the same
 * named figure with the same text alternative and the same height, so the
 * swap neither shifts the page nor changes what a screen reader reads.
 */
export function PriceChart(props: PriceChartProps) {
  const id = useId();
  const [interactive, setInteractive] = useState(false);
  const height = props.height ?? 320;
  const still = (
    <figure className="tb-price-chart" aria-labelledby={`${id}-label`} aria-describedby={`${id}-summary`}>
      <figcaption className="tb-visually-hidden">
        <span id={`${id}-label`}>{props.label}</span> <span id={`${id}-summary`}>{props.summary}</span>
      </figcaption>
      <div className="tb-price-chart__plot" style={{ blockSize: height }} dir="ltr" aria-hidden="true" onPointerEnter={() => setInteractive(true)} onPointerDown={() => setInteractive(true)}>
        <CandlePlot bars={props.bars} lines={props.lines} precision={props.precision} formatPrice={props.formatPrice} intervalMs={props.intervalMs} height={height} live={props.live} formatTime={props.formatTime} />
      </div>
    </figure>
  );
  if (!interactive) return still;
  return (
    <Suspense fallback={still}>
      <PriceChartView {...props} />
    </Suspense>
  );
}

/**
 * Words for a price chart's text alternative: the lines by kind, e.g.
 * "10 grid levels from 60,000 to 70,000; take profit 75,000; liquidation
 * 52,310". `format` formats a price; `names` are the kinds' words.
 */
export function describeChartLines(lines: readonly ChartLine[], format: (price: string) => string, names: { levels: (count: number, from: string, to: string) => string; line: (kind: Exclude<ChartLine['kind'], 'level'>, price: string) => string }): string {
  const levels = lines.filter((line) => line.kind === 'level');
  const parts: string[] = [];
  if (levels.length > 0) parts.push(names.levels(levels.length, format(levels[0].price), format(levels[levels.length - 1].price)));
  for (const line of lines) if (line.kind !== 'level') parts.push(names.line(line.kind, format(line.price)));
  return parts.join('; ');
}
