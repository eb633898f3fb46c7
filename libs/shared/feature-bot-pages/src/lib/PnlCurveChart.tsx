import { memo, useMemo } from 'react';
import { LineChart } from '@tb/ui-charts';
import { formatAmount, formatDateTime, formatDecimal, toBigNumber } from '@tb/util-format';
import { useBotPageT } from './strings';

/** One sample of a bot's PnL curve (every grid kind's get-…-pnl-curve point): decimals of the settle coin. */
export interface PnlCurvePoint {
  readonly time: number;
  readonly grid_profit: string;
  readonly floating_pnl: string;
  readonly total_pnl: string;
}

export interface PnlCurveSeries {
  /** The point's figure this line draws. */
  readonly figure: 'total_pnl' | 'grid_profit' | 'floating_pnl';
  /** The kind's name of it ("Total PnL", "Grid profit"). */
  readonly label: string;
  readonly color: string;
}

/**
 * A bot's PnL over time (total, grid profit, floating, as the kind picks),
 * with the text alternative read instead of the drawing: the first series
 * from its first to its last value, low and high. The figures are drawn as
 * numbers (an axis), while every figure shown as text is the exact decimal.
 */
export const PnlCurveChart = /*#__PURE__*/ memo(function PnlCurveChart({ points, coin, series }: { points: readonly PnlCurvePoint[]; coin: string; series: readonly PnlCurveSeries[] }) {
  const t = useBotPageT();
  const locale = t.language;
  const lines = useMemo(() => series.map((s) => ({ key: s.figure, label: s.label, color: s.color, values: points.map((p) => toBigNumber(p[s.figure])?.toNumber() ?? 0) })), [points, series]);
  const first = series[0];
  const main = lines[0]?.values ?? [];
  const amount = (v: string | number) => formatAmount(v, coin, { locale });
  const last = points[points.length - 1];
  return (
    <LineChart
      times={points.map((p) => p.time)}
      series={lines}
      summary={
        last && first
          ? t('chart.summary', { label: first.label, first: amount(points[0][first.figure]), last: amount(last[first.figure]), min: amount(Math.min(...main)), max: amount(Math.max(...main)) })
          : t('chart.empty')
      }
      empty={t('chart.empty')}
      formatValue={(v) => formatDecimal(v, { locale, significant: 4, maxDecimals: 4 })}
      formatTime={(time) => formatDateTime(time, { locale, style: 'dayMonthTime' })}
    />
  );
});
