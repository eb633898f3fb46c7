import { PagedTable, isFilledOrder, useBotPageDetailT, useOrderStatusColumn, useOrdersPage } from '@tb/feature-bot-pages';
import type { Column } from '@tb/ui';
import { DASH, formatAmount, formatDateTime, formatPrice, formatQuantity, toBigNumber } from '@tb/util-format';
import { useFuturesGridBotHistoryOrdersQuery, useFuturesGridBotOpenOrdersQuery, type FuturesGridOrdersResult, type GridOrder } from '../api/bot-endpoints';
import { useBotT } from './strings';
import './part';

export type OrdersKind = 'open' | 'history';

/** A figure in its own left-to-right run ("" reads as a dash). */
const figure = (text: string) => <bdi dir="ltr">{text === '' ? DASH : text}</bdi>;

/**
 * A futures grid's resting orders or its history (fills, and orders cancelled with their why), paged on the server
 * (get-fgrid-open-orders / get-fgrid-history-orders, `bot_id`, `page`,
 * `limit`). A fill's price is its average; its row carries the fee and the
 * profit of the round trip it completed. Columns name their unit: price in
 * the settle coin, quantity in contracts of the base coin.
 */
export function FuturesOrdersTable({ botId, kind, pageSize, tickSize, base, coin, pollingInterval = 0, virtual = false }: { botId: string; kind: OrdersKind; pageSize: number; tickSize: string; base: string; coin: string; pollingInterval?: number; virtual?: boolean }) {
  const t = useBotT();
  const shared = useBotPageDetailT();
  const locale = t.language;
  const { query, paging } = useOrdersPage<FuturesGridOrdersResult>(useFuturesGridBotOpenOrdersQuery, useFuturesGridBotHistoryOrdersQuery, { botId, kind, pageSize, pollingInterval });
  const filled = kind === 'history';
  const statusColumn = useOrderStatusColumn<GridOrder>();
  // a history row is a fill (its average price, filled quantity) or an order cancelled unfilled (its own)
  const priceOf = (o: GridOrder) => (filled && isFilledOrder(o) && o.avg_price ? o.avg_price : o.price);
  const qtyOf = (o: GridOrder) => (filled && isFilledOrder(o) ? o.filled_qty : o.qty);

  const columns: Column<GridOrder>[] = [
    { key: 'side', header: shared('orderColumns.side'), rowHeader: true, cell: (o) => <span className={`tb-fu-side tb-fu-side--${o.side === 'Buy' ? 'long' : 'short'}`}>{shared(o.side === 'Buy' ? 'orderColumns.buy' : 'orderColumns.sell')}</span> },
    { key: 'price', header: `${shared('orderColumns.price')} (${coin})`, align: 'end', cell: (o) => figure(formatPrice(priceOf(o), { tickSize, locale })) },
    { key: 'qty', header: `${shared('orderColumns.quantity')} (${base})`, align: 'end', cell: (o) => figure(formatQuantity(qtyOf(o), { locale })) },
    {
      key: 'value',
      header: `${shared('orderColumns.value')} (${coin})`,
      align: 'end',
      cell: (o) => {
        const price = toBigNumber(priceOf(o));
        const qty = toBigNumber(qtyOf(o));
        return figure(price && qty ? formatAmount(price.times(qty), undefined, { locale }) : '');
      },
    },
    ...(filled
      ? [
          statusColumn,
          { key: 'fee', header: `${shared('orderColumns.fee')} (${coin})`, align: 'end' as const, cell: (o: GridOrder) => figure(o.fee ? formatAmount(o.fee, undefined, { locale }) : '') },
          { key: 'profit', header: `${t('bot.orders.profit')} (${coin})`, align: 'end' as const, cell: (o: GridOrder) => figure(o.profit ? formatAmount(o.profit, undefined, { locale, type: 'pnl' }) : '') },
        ]
      : []),
    {
      key: 'time',
      header: shared('orderColumns.time'),
      align: 'end',
      cell: (o) => {
        const at = filled ? o.update_time : o.create_time;
        return <time dateTime={new Date(at).toISOString()}>{formatDateTime(at, { locale, style: 'dateTimeSeconds' })}</time>;
      },
    },
  ];

  return (
    <PagedTable<GridOrder>
      label={shared(filled ? 'orders.history' : 'orders.open')}
      empty={shared(filled ? 'orders.noHistory' : 'orders.noOpen')}
      columns={columns}
      rows={query.data?.orders ?? []}
      rowKey={(o) => o.order_id}
      {...paging}
      virtualAbove={virtual ? 30 : Number.POSITIVE_INFINITY}
    />
  );
}
