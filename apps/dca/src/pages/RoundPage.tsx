import '../detail/part';
import type { DcaOrder } from '@tb/contracts';
import { skipToken } from '@tb/data-access-api';
import { useLoginStatus } from '@tb/data-access-session';
import { Link, useArea, useParams } from '@tb/router';
import { Table, type Column } from '@tb/ui';
import { orderSide } from '@tb/util-enums';
import { useDcaOrderDetailsQuery } from '../api/bot-endpoints';
import { Breadcrumb, PageState } from '../detail/PageState';
import { useDcaT } from '../i18n';
import { useFormats } from '../detail/format';
import { useRoundName } from '../detail/RoundsTable';

const REJECT_REASONS = ['below_min_order', 'insufficient_balance', 'symbol_delisted'] as const;
type RejectReason = (typeof REJECT_REASONS)[number];
const isRejectReason = (value: string): value is RejectReason => (REJECT_REASONS as readonly string[]).includes(value);

/**
 * One round's orders (route `orders/:botId/history/:roundId/`): per coin the
 * side, fill price, quantity, value and fee, or why the order was skipped.
 */
export default function RoundPage() {
  const t = useDcaT();
  const { botId = '', roundId = '' } = useParams();
  const area = useArea();
  const formats = useFormats(area.locale);
  const login = useLoginStatus();
  const roundName = useRoundName();
  const details = useDcaOrderDetailsQuery(login === 'logged-in' && botId && roundId ? { botId, roundId } : skipToken);
  const data = details.data;
  const columns: Column<DcaOrder>[] = [
    { key: 'coin', header: t('orders.coin'), rowHeader: true, cell: (o) => o.base },
    { key: 'side', header: t('orders.side'), cell: (o) => (orderSide.fromServer(o.side) === 'sell' ? t('orders.sell') : t('orders.buy')) },
    { key: 'price', header: t('orders.price'), align: 'end', cell: (o) => <span dir="ltr">{o.price ? formats.price(o.price) : t('common.dash')}</span> },
    { key: 'qty', header: t('orders.qty'), align: 'end', cell: (o) => <span dir="ltr">{formats.qty(o.qty, o.base)}</span> },
    { key: 'value', header: t('orders.value'), align: 'end', cell: (o) => <span dir="ltr">{formats.amount(o.quote_amount, o.symbol.slice(o.base.length))}</span> },
    { key: 'fee', header: t('orders.fee'), align: 'end', cell: (o) => <span dir="ltr">{formats.amount(o.fee, o.fee_coin)}</span> },
    {
      key: 'status',
      header: t('orders.status'),
      cell: (o) =>
        o.status.endsWith('REJECTED') ? (
          <span className="dca-down">
            {t('orders.rejectedStatus')}
            {isRejectReason(o.reject_reason) ? `: ${t(`orders.reasons.${o.reject_reason}`)}` : ''}
          </span>
        ) : (
          t('orders.filledStatus')
        ),
    },
  ];
  return (
    <PageState isLoading={details.isLoading} error={details.error} hasData={!!data} onRetry={() => void details.refetch()}>
      {() => {
        const name = roundName(data!.round);
        return (
          <div className="dca-page">
            <Breadcrumb
              items={[
                { label: t('detail.title'), to: area.path('detail', botId) },
                { label: t('rounds.historyTitle'), to: area.path('orders', botId, 'history') },
                { label: name },
              ]}
            />
            <header className="dca-page__header">
              <h1>{t('orders.title', { round: name })}</h1>
              <p className="dca-muted">
                {formats.dateTime(data!.round.time)}
              </p>
            </header>
            <section className="dca-card">
              <Table columns={columns} rows={data!.orders} rowKey={(o) => o.order_id} label={t('orders.label')} />
            </section>
            <Link to={area.path('orders', botId, 'history')}>{t('orders.backToRounds')}</Link>
          </div>
        );
      }}
    </PageState>
  );
}
