import { PagedTable, useOrderStatusColumn, useOrdersPage } from '@tb/feature-bot-pages';
import type { Column } from '@tb/ui';
import { formatAmount, formatDateTime, formatQuantity } from '@tb/util-format';
import { useMartingaleHistoryOrdersQuery, useMartingaleOpenOrdersQuery, type MartOrdersResult } from '../api/bot-endpoints';
import { useMartT } from './strings';
import { priceText } from './view';

export type MartOrdersKind = 'open' | 'history';
type Order = MartOrdersResult['orders'][number];

export interface MartOrdersTableProps {
  botId: string;
  kind: MartOrdersKind;
  pageSize: number;
  tickSize: string;
  coin: string;
  pollingInterval?: number;
}

/** The bot's resting add (open) or its history (fills, and adds cancelled with their why; newest first), server-paged on the shared table. */
export function MartOrdersTable({ botId, kind, pageSize, tickSize, coin, pollingInterval = 0 }: MartOrdersTableProps) {
  const t = useMartT();
  const locale = t.language;
  const { query, paging } = useOrdersPage<MartOrdersResult>(useMartingaleOpenOrdersQuery, useMartingaleHistoryOrdersQuery, { botId, kind, pageSize, pollingInterval });
  const statusColumn = useOrderStatusColumn<Order>();
  const ltr = (text: string) => <bdi dir="ltr">{text}</bdi>;
  const columns: Array<Column<Order>> = [
    { key: 'time', header: t('orders.time'), rowHeader: true, cell: (o) => ltr(formatDateTime(kind === 'open' ? o.create_time : o.update_time, { locale })) },
    { key: 'side', header: t('orders.side'), cell: (o) => (o.side === 'Buy' ? t('roundPage.buy') : t('roundPage.sell')) },
    { key: 'type', header: t('orders.type'), cell: (o) => (o.order_type === 'Limit' ? t('orders.limit') : t('orders.market')) },
    { key: 'price', header: t('orders.price'), align: 'end', cell: (o) => ltr(priceText(o.price, tickSize, locale)) },
    { key: 'qty', header: t('orders.qty'), align: 'end', cell: (o) => ltr(formatQuantity(o.qty, { locale })) },
    ...(kind === 'history' ? [statusColumn, { key: 'fee', header: t('orders.fee'), align: 'end' as const, cell: (o: Order) => ltr(formatAmount(o.fee, coin, { locale })) }] : []),
    { key: 'round', header: t('orders.round'), align: 'end', cell: (o) => ltr(o.round > 0 ? String(o.round) : '') },
  ];
  return (
    <PagedTable<Order>
      label={kind === 'open' ? t('orders.openTitle') : t('orders.historyTitle')}
      columns={columns}
      rows={query.data?.orders ?? []}
      rowKey={(o) => o.order_id}
      empty={kind === 'open' ? t('orders.noOpen') : t('orders.noHistory')}
      {...paging}
    />
  );
}
