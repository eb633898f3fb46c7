import { LineChart } from '@tb/ui-charts';
import { Table, type Column } from '@tb/ui';
import { formatAmount, formatPrice, formatQuantity } from '@tb/util-format';
import { DASH } from '@tb/util-format';
import { useMartCreateT } from '../i18n';
import type { PlanRow, WorstCase } from './plan';

export interface PlanDetailsProps {
  worst: WorstCase;
  coin: string;
  base: string;
  tickSize: string;
  lotSize: string;
  locale: string;
}

/**
 * A complete worst-case round (PlanSection): every order in a table, what a
 * full round needs, and a chart of the add prices and the liquidation after
 * each order. Its own chunk: it shows only once the form makes a plan.
 */
export function PlanDetails({ worst, coin, base, tickSize, lotSize, locale }: PlanDetailsProps) {
  const t = useMartCreateT();
  const price = (p: string) => (p === '' ? t('plan.never') : formatPrice(p, { tickSize, locale }));
  const money = (a: string) => formatAmount(a, coin, { locale });
  const columns: Column<PlanRow>[] = [
    { key: 'order', header: t('plan.order'), rowHeader: true, cell: (r) => (r.index === 0 ? t('plan.initial') : t('plan.add', { n: r.index })) },
    { key: 'price', header: t('plan.trigger'), align: 'end', cell: (r) => <bdi dir="ltr">{price(r.price)}</bdi> },
    { key: 'qty', header: t('plan.size', { base }), align: 'end', cell: (r) => <bdi dir="ltr">{formatQuantity(r.qty, { lotSize, locale })}</bdi> },
    { key: 'margin', header: t('plan.margin'), align: 'end', cell: (r) => <bdi dir="ltr">{money(r.margin)}</bdi> },
    { key: 'avg', header: t('plan.average'), align: 'end', cell: (r) => <bdi dir="ltr">{price(r.average)}</bdi> },
    { key: 'liq', header: t('plan.liquidation'), align: 'end', cell: (r) => <bdi dir="ltr">{price(r.liquidation)}</bdi> },
    // the round's target price after each order: round TP × the margin posted so far, as profit (the rule in words is the field's hint)
    { key: 'target', header: t('plan.target'), align: 'end', cell: (r) => <bdi dir="ltr">{r.target === '' ? DASH : formatPrice(r.target, { tickSize, locale })}</bdi> },
  ];
  const rows = worst.rows;
  const last = rows[rows.length - 1];
  const start = Number(rows[0].price);
  return (
    <>
      <Table columns={columns} rows={rows} rowKey={(r) => String(r.index)} label={t('plan.caption')} />
      <p className="mart-plan__total" data-testid="plan-needed">
        {t('plan.total', { amount: money(worst.needed) })}
      </p>
      <figure className="mart-plan__chart" aria-label={t('plan.chart')}>
        <LineChart
          times={rows.map((r) => r.index)}
          series={[
            // drawn as the distance from the start price (the chart's zero line); pixels need no exactness, the table is exact
            { key: 'add', label: t('plan.addSeries'), values: rows.map((r) => Number(r.price) - start), color: 'var(--tb-accent)' },
            // "never" draws at the add price
            { key: 'liq', label: t('plan.liqSeries'), values: rows.map((r) => Number(r.liquidation || r.price) - start), color: 'var(--tb-danger, #d33)' },
          ]}
          summary={t('plan.chartSummary', { first: price(rows[0].price), last: price(last.price), liq: price(last.liquidation) })}
          empty={t('plan.missing')}
          formatValue={(v) => formatPrice(String(v + start), { tickSize, locale })}
          formatTime={(i) => (i === 0 ? t('plan.initial') : t('plan.add', { n: i }))}
        />
      </figure>
    </>
  );
}
