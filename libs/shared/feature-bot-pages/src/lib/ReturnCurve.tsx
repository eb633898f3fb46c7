import { memo, useMemo } from 'react';
import { LineChart } from '@tb/ui-charts';
import { formatDateTime, formatPercent, formatSignedPercent, toBigNumber } from '@tb/util-format';
import { useBotPageDetailT } from './strings-pages';

/** One point of a return curve: `t` Unix ms, `v` the PnL as a fraction of the investment then. */
export interface ReturnPoint {
  readonly t: number;
  readonly v: string;
}

/**
 * A bot's return over time as a titled card: a combo's own curve on its
 * detail page, any leader's on a follow page (`leader.pnl_curve`). The text
 * alternative names the first and last return and the low and high, exact.
 */
export const ReturnCurve = /*#__PURE__*/ memo(function ReturnCurve({ id, title, points }: { id: string; title: string; points: readonly ReturnPoint[] }) {
  const t = useBotPageDetailT();
  const locale = t.language;
  const values = useMemo(() => points.map((p) => toBigNumber(p.v)?.toNumber() ?? 0), [points]);
  const sorted = useMemo(() => [...points].sort((a, b) => toBigNumber(a.v)?.comparedTo(toBigNumber(b.v) ?? 0) ?? 0), [points]);
  const text = (fraction: string) => formatSignedPercent(fraction, { locale, maxDecimals: 2 });
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <section className="tb-bp-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <LineChart
        times={points.map((p) => p.t)}
        series={[{ key: 'return', label: t('returnCurve.line'), color: 'var(--tb-color-accent, #3b82f6)', values }]}
        summary={first && last ? t('returnCurve.summary', { first: text(first.v), last: text(last.v), min: text(sorted[0].v), max: text(sorted[sorted.length - 1].v) }) : t('returnCurve.empty')}
        empty={t('returnCurve.empty')}
        formatValue={(v) => formatPercent(v, { locale, maxDecimals: 2 })}
        formatTime={(time) => formatDateTime(time, { locale, style: 'dayMonthTime' })}
      />
    </section>
  );
});
