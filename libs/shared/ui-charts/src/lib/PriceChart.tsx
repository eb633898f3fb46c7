import { lazy, Suspense, type ReactNode } from 'react';
import type { ChartLine, PriceChartProps } from './types';

/** The chart and lightweight-charts with it: a chunk of its own, fetched when a chart first renders. */
const PriceChartView = /*#__PURE__*/ lazy(() => import(/* webpackChunkName: "price-chart" */ './PriceChartView'));

/**
 * The price chart, loaded on demand: lightweight-charts (~45 KB gz) is never
 * part of a remote's first route, only of the page that shows a chart, and
 * only once it renders. `fallback` shows meanwhile (a named spinner).
 */
export function PriceChart({ fallback = null, ...props }: PriceChartProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
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
