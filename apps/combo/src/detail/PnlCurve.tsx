import { PnlCurveChart } from '@tb/feature-bot-pages';
import { useComboT } from './strings';

/** A combo's total PnL over time (the bot's own on the detail, the leader's on the follow page); times in Unix seconds. */
export function ComboPnlCurve({ id, title, points, coin }: { id: string; title: string; points: ReadonlyArray<{ time: string | number; total_pnl: string }>; coin: string }) {
  const t = useComboT();
  if (points.length === 0) return null;
  return (
    <section className="tb-bp-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <PnlCurveChart
        coin={coin}
        points={points.map((p) => ({ time: Number(p.time) * 1000, total_pnl: p.total_pnl, grid_profit: '0', floating_pnl: '0' }))}
        series={[{ figure: 'total_pnl', label: t('detail.chartTotal'), color: 'var(--tb-color-accent, #3b82f6)' }]}
      />
    </section>
  );
}
