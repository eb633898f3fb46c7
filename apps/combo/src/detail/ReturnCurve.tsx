import { useMemo } from 'react';
import { LineChart } from '@tb/ui-charts';
import { formatDateTime, formatPercent, formatSignedPercent, toBigNumber } from '@tb/util-format';
import { useComboT } from './strings';

/**
 * A combo's return over time (get-follow-detail's curve: daily points, PnL
 * as a fraction of the total margin; times in Unix seconds): the bot's own
 * on the detail page, the leader's on the follow page. The text alternative
 * names the first and last return and the low and high, exact.
 */
export function ComboReturnCurve({ id, title, points }: { id: string; title: string; points: ReadonlyArray<{ time: string; pnl_per: string }> }) {
  const t = useComboT();
  const locale = t.language;
  const values = useMemo(() => points.map((p) => toBigNumber(p.pnl_per)?.toNumber() ?? 0), [points]);
  const text = (fraction: string | number) => formatSignedPercent(fraction, { locale, maxDecimals: 2 });
  const sorted = [...points].sort((a, b) => (toBigNumber(a.pnl_per)?.comparedTo(toBigNumber(b.pnl_per) ?? 0) ?? 0));
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <section className="tb-bp-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <LineChart
        times={points.map((p) => Number(p.time) * 1000)}
        series={[{ key: 'return', label: t('detail.chartTotal'), color: 'var(--tb-color-accent, #3b82f6)', values }]}
        summary={first && last ? t('detail.chartSummary', { first: text(first.pnl_per), last: text(last.pnl_per), min: text(sorted[0].pnl_per), max: text(sorted[sorted.length - 1].pnl_per) }) : t('detail.chartEmpty')}
        empty={t('detail.chartEmpty')}
        formatValue={(v) => formatPercent(v, { locale, maxDecimals: 2 })}
        formatTime={(time) => formatDateTime(time, { locale, style: 'dayMonthTime' })}
      />
    </section>
  );
}
