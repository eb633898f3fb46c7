import { useState } from 'react';
import { PagedTable, pagedQueryState } from '@tb/feature-bot-pages';
import { useParams } from '@tb/router';
import type { Column } from '@tb/ui';
import { formatAmount, formatQuantity } from '@tb/util-format';
import { COMBO_COIN, useComboHistoryOrdersQuery, type ComboOrder } from '../api/bot-endpoints';
import { withBotStrings } from '../detail/gate';
import { useComboT } from '../detail/strings';
import { priceText, secondsText } from '../detail/view';
import { ComboSubPage } from './SubPage';

const PAGE_SIZE = 20;
/** Why an order traded (the order's `action`). */
const ACTIONS = { open: 1, rebalance: 1, close: 1 } as const;

/** A combo's filled orders, every leg, newest first (get-history-orders-v2, 20 a page) on the shared paged table. */
function HistoryOrdersPage() {
  const t = useComboT();
  const locale = t.language;
  const { botId = '' } = useParams();
  const [page, setPage] = useState(1);
  const orders = useComboHistoryOrdersQuery({ botId, page, limit: PAGE_SIZE });
  const title = t('orders.title');
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  return (
    <ComboSubPage title={title}>
      {() => {
        const coin = COMBO_COIN;
        const columns: Array<Column<ComboOrder>> = [
          { key: 'time', header: t('orders.time'), rowHeader: true, cell: (o) => ltr(secondsText(o.create_time, locale)) },
          { key: 'symbol', header: t('orders.symbol'), cell: (o) => ltr(o.symbol) },
          { key: 'side', header: t('orders.side'), cell: (o) => (o.side === 'Sell' ? t('orders.sell') : t('orders.buy')) },
          { key: 'action', header: t('orders.action'), cell: (o) => (o.action in ACTIONS ? t(`orders.actions.${o.action as keyof typeof ACTIONS}`) : o.action) },
          { key: 'price', header: t('orders.price'), align: 'end', cell: (o) => ltr(priceText(o.price, locale)) },
          { key: 'qty', header: t('orders.qty'), align: 'end', cell: (o) => ltr(formatQuantity(o.qty, { locale })) },
          { key: 'fee', header: t('orders.fee'), align: 'end', cell: (o) => ltr(formatAmount(o.fee, coin, { locale })) },
        ];
        return <PagedTable<ComboOrder> label={title} columns={columns} rows={orders.data?.orders ?? []} rowKey={(o) => o.order_id} empty={t('orders.empty')} {...pagedQueryState(orders, { page, pageSize: PAGE_SIZE, onPage: setPage })} />;
      }}
    </ComboSubPage>
  );
}

export default withBotStrings(HistoryOrdersPage);
