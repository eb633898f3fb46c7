import { useDeferredValue, useMemo, useState } from 'react';
import { useT } from '@tb/i18n';
import { PagedTable, isFilledOrder, pagedQueryState, useOrderStatusColumn } from '@tb/feature-bot-pages';
import type { Column } from '@tb/ui';
import { DASH, formatAmount, formatDateTime, formatPrice, formatQuantity, toBigNumber } from '@tb/util-format';
import { useSpotGridHistoryOrdersQuery, useSpotGridOpenOrdersQuery } from '../api/bot-endpoints';
import type { GridOrder } from '../api/types';
import { NAMESPACE, type Translations } from '../i18n';

export type OrdersKind = 'open' | 'history';

const NO_ORDERS: readonly GridOrder[] = [];
const orderKey = (o: GridOrder) => o.order_id;

/**
 * Open orders (resting grid orders, high → low) or history (fills, and
 * orders cancelled with their why, newest first), paged on the server. A
 * fill shows its average price and filled quantity, a cancelled order its own. `pollingInterval` keeps open orders fresh
 * while the page is visible; a long page uses the virtualised body.
 */
export function OrdersTable({
  gridId,
  kind,
  pageSize,
  tickSize,
  base,
  quote,
  pollingInterval = 0,
  virtual,
}: {
  gridId: string;
  kind: OrdersKind;
  pageSize: number;
  tickSize: string;
  base: string;
  quote: string;
  pollingInterval?: number;
  virtual?: boolean;
}) {
  const t = useT<Translations>(NAMESPACE);
  const locale = t.language;
  const [page, setPage] = useState(1);
  const args = { gridId, page, limit: pageSize };
  const open = useSpotGridOpenOrdersQuery(args, { skip: kind !== 'open', pollingInterval, skipPollingIfUnfocused: true });
  const history = useSpotGridHistoryOrdersQuery(args, { skip: kind !== 'history', pollingInterval, skipPollingIfUnfocused: true });
  const query = kind === 'open' ? open : history;
  // each answer (the first, and each 5 s poll's) renders deferred, in slices of a few ms (issue 30); until
  // the first has rendered the table reads as loading, not as empty
  const data = useDeferredValue(query.data);
  const rows = data?.orders ?? NO_ORDERS;
  const shown = { ...query, data, isLoading: query.isLoading || (query.data !== undefined && data === undefined) };
  const statusColumn = useOrderStatusColumn<GridOrder>();
  // the columns (and so the table's cells) stay the same across a poll's notifications: the table draws again
  // only when the rows change (issue 30)
  const columns = useMemo(() => {
    const fill = (o: GridOrder) => kind === 'history' && isFilledOrder(o);
    const list: Column<GridOrder>[] = [
      {
        key: 'side',
        header: t('orders.side'),
        rowHeader: true,
        cell: (o) => <span className={`sg-tone--${o.side === 'Buy' ? 'up' : 'down'}`}>{o.side === 'Buy' ? t('orders.buy') : t('orders.sell')}</span>,
      },
      {
        key: 'price',
        header: `${t('orders.price')} (${quote})`,
        align: 'end',
        cell: (o) => <bdi dir="ltr">{formatPrice(fill(o) && o.avg_price ? o.avg_price : o.price, { tickSize, locale })}</bdi>,
      },
      { key: 'qty', header: `${t('orders.quantity')} (${base})`, align: 'end', cell: (o) => <bdi dir="ltr">{formatQuantity(fill(o) ? o.filled_qty : o.qty, { locale })}</bdi> },
      {
        key: 'value',
        header: `${t('orders.amount')} (${quote})`,
        align: 'end',
        cell: (o) => {
          const p = toBigNumber(fill(o) && o.avg_price ? o.avg_price : o.price);
          const q = toBigNumber(fill(o) ? o.filled_qty : o.qty);
          return <bdi dir="ltr">{p && q ? formatAmount(p.times(q), undefined, { locale }) : DASH}</bdi>;
        },
      },
    ];
    if (kind === 'history') {
      list.push(statusColumn);
      list.push({ key: 'profit', header: `${t('orders.profit')} (${quote})`, align: 'end', cell: (o) => <bdi dir="ltr">{o.profit ? formatAmount(o.profit, undefined, { locale, type: 'pnl' }) : DASH}</bdi> });
    }
    list.push({
      key: 'time',
      header: t('orders.time'),
      align: 'end',
      cell: (o) => {
        const at = new Date(kind === 'history' ? o.update_time : o.create_time);
        return <time dateTime={at.toISOString()}>{formatDateTime(at.getTime(), { locale, style: 'dateTimeSeconds' })}</time>;
      },
    });
    return list;
  }, [kind, t, locale, tickSize, base, quote, statusColumn]);

  return (
    <PagedTable<GridOrder>
      columns={columns}
      rows={rows}
      rowKey={orderKey}
      label={kind === 'open' ? t('detail.openOrders') : t('detail.history')}
      empty={kind === 'open' ? t('orders.noOpen') : t('orders.noHistory')}
      {...pagedQueryState(shown, { page, pageSize, onPage: setPage })}
      virtualAbove={virtual ? 30 : Number.POSITIVE_INFINITY}
    />
  );
}
