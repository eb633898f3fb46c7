import { useState } from 'react';
import { BotPageState, Breadcrumb, PagedTable, pageStateOf, pagedQueryState } from '@tb/feature-bot-pages';
import { useArea, useParams } from '@tb/router';
import type { Column } from '@tb/ui';
import { formatAmount, formatQuantity } from '@tb/util-format';
import { useComboDetailQuery, useComboHistoryOrdersQuery, type ComboOrder } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useComboT } from '../detail/strings';
import { priceText, secondsText } from '../detail/view';

const PAGE_SIZE = 20;

/** A combo's filled orders, every leg, newest first (get-history-orders-v2, 20 a page) on the shared paged table. */
function HistoryOrdersPage() {
  const t = useComboT();
  const area = useArea();
  const locale = t.language;
  const { botId = '' } = useParams();
  const [page, setPage] = useState(1);
  const detailQuery = useComboDetailQuery(botId);
  const detail = detailQuery.data?.detail;
  const orders = useComboHistoryOrdersQuery({ botId, page, limit: PAGE_SIZE });
  const coin = detail?.quote_token || 'USDT';
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const columns: Array<Column<ComboOrder>> = [
    { key: 'time', header: t('orders.time'), rowHeader: true, cell: (o) => ltr(secondsText(o.update_time, locale)) },
    { key: 'symbol', header: t('orders.symbol'), cell: (o) => ltr(o.symbol) },
    { key: 'side', header: t('orders.side'), cell: (o) => (o.side === 'Sell' ? t('orders.sell') : t('orders.buy')) },
    { key: 'price', header: t('orders.price'), align: 'end', cell: (o) => ltr(priceText(o.avg_price, locale)) },
    { key: 'qty', header: t('orders.qty'), align: 'end', cell: (o) => ltr(formatQuantity(o.qty, { locale })) },
    { key: 'fee', header: t('orders.fee'), align: 'end', cell: (o) => ltr(formatAmount(o.fee, coin, { locale })) },
  ];
  const title = t('orders.title');
  return (
    <BotPageState {...pageStateOf(detailQuery, !!detail)} title={title}>
      {() =>
        detail ? (
          <section className="tb-bp-page" aria-labelledby="combo-orders-title">
            <Breadcrumb home={{ label: t('detail.pageTitle'), to: area.path('detail', botId) }} items={[{ label: title }]} />
            <h1 id="combo-orders-title">{`${title} · ${detail.bot_name}`}</h1>
            <PagedTable<ComboOrder>
              label={title}
              columns={columns}
              rows={orders.data?.list ?? []}
              rowKey={(o) => o.order_id}
              empty={t('orders.empty')}
              {...pagedQueryState(orders, { page, pageSize: PAGE_SIZE, onPage: setPage })}
            />
          </section>
        ) : null
      }
    </BotPageState>
  );
}

export default withBotStrings(HistoryOrdersPage);
