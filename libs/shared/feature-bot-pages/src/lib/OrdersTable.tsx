import { memo, useMemo, useState, type ReactNode } from 'react';
import { Button, Spinner, Table, type Column } from '@tb/ui';
import { useBotPageDetailT } from './strings-pages';
import { tableStateOf } from './query-state';

/** Number of pages for `total` rows at `pageSize` per page (at least 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Previous / "Page 2 of 5" / next; the position is announced politely. Nothing when there is one page. */
export function Pager({ page, pages, onPage, label }: { page: number; pages: number; onPage: (page: number) => void; label?: string }) {
  const t = useBotPageDetailT();
  if (pages <= 1) return null;
  return (
    <nav className="tb-bp-pager" aria-label={label ?? t('pager.label')}>
      <Button size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label={t('pager.previous')}>
        <span aria-hidden="true" className="tb-bp-flip">
          ‹
        </span>
      </Button>
      <span aria-live="polite">{t('pager.page', { page, pages })}</span>
      <Button size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages} aria-label={t('pager.next')}>
        <span aria-hidden="true" className="tb-bp-flip">
          ›
        </span>
      </Button>
    </nav>
  );
}

export interface PagedTableProps<Row> {
  /** The table's accessible name. */
  label: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: ReadonlyArray<Row>;
  rowKey: (row: Row) => string;
  /** Shown in the body when the page is empty. */
  empty: ReactNode;
  page: number;
  /** Rows in all pages (the server's total). */
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** First load / failure of the page's query. */
  isLoading?: boolean;
  isError?: boolean;
  onRetry?: () => void;
  /** A page change is on its way (the old rows stay, marked busy). */
  isFetching?: boolean;
  /** Virtualise the body above this many rows (long history pages). */
  virtualAbove?: number;
  rowHeight?: number;
}

/**
 * What a page's RTK Query answer of one server page tells the table: first
 * load, failure, a page on its way, retry, and the total the pager counts
 * (`data.total`), with the page shown and how to change it.
 */
export function pagedQueryState(
  query: { isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown; data?: { total: number } },
  paging: { page: number; pageSize: number; onPage: (page: number) => void },
): Pick<PagedTableProps<unknown>, 'isLoading' | 'isError' | 'isFetching' | 'onRetry' | 'total' | 'page' | 'pageSize' | 'onPage'> {
  return { ...tableStateOf(query), total: query.data?.total ?? 0, ...paging };
}

/** A kind's RTK Query hook of one server page of a bot's orders (open or history). */
export type OrdersPageHook<R> = (
  args: { botId: string; page: number; limit: number },
  options: { pollingInterval: number; skipPollingIfUnfocused: boolean; skip: boolean },
) => { isLoading: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown; data?: R };

/**
 * A bot's open orders or its order history, one server page at a time: both
 * queries stay subscribed (the one not shown skipped, so switching back reads
 * its cache), polled while the bot lives and the tab is focused. Gives the
 * shown kind's query with the table's paging state ({@link pagedQueryState}).
 */
export function useOrdersPage<R extends { total: number }>(
  useOpen: OrdersPageHook<R>,
  useHistory: OrdersPageHook<R>,
  { botId, kind, pageSize, pollingInterval }: { botId: string; kind: 'open' | 'history'; pageSize: number; pollingInterval: number },
) {
  const [page, setPage] = useState(1);
  const args = { botId, page, limit: pageSize };
  const options = { pollingInterval, skipPollingIfUnfocused: true };
  const open = useOpen(args, { ...options, skip: kind !== 'open' });
  const history = useHistory(args, { ...options, skip: kind !== 'history' });
  const query = kind === 'open' ? open : history;
  return { query, paging: pagedQueryState(query, { page, pageSize, onPage: setPage }) };
}

/**
 * The table, drawn again only when its props change: a poll's pending and
 * fulfilled notifications re-render the orders component (its query's
 * `isFetching`) synchronously, and a caller that keeps its columns and rows
 * (RTK Query keeps an unchanged answer's objects) no longer formats every
 * cell again for them (issue 30).
 */
const RowsTable = memo(Table) as typeof Table;

/**
 * An orders (or rounds) table of any kind: server-paged rows with the pager
 * under them, a spinner on first load, a Retry on failure, a virtualised body
 * for long pages. On phones (≤ 767 px) each row becomes a card: the cells
 * stack with their column name beside them (`data-label`), so no figure is
 * cut or pushed off-screen. Figures keep their own left-to-right run (cells
 * wrap them in `<bdi dir="ltr">`).
 */
export function PagedTable<Row>({ label, columns, rows, rowKey, empty, page, total, pageSize, onPage, isLoading, isError, onRetry, isFetching, virtualAbove = 30, rowHeight = 40 }: PagedTableProps<Row>) {
  const t = useBotPageDetailT();
  const long = rows.length > virtualAbove;
  const virtual = useMemo(() => (long ? { rowHeight, height: 12 * rowHeight } : undefined), [long, rowHeight]);
  if (isLoading) return <Spinner label={t('loading')} />;
  if (isError) {
    return (
      <div className="tb-bp-banner tb-bp-banner--error" role="alert">
        <span>{t('loadFailed')}</span>
        {onRetry ? (
          <Button size="sm" onClick={onRetry}>
            {t('retry')}
          </Button>
        ) : null}
      </div>
    );
  }
  return (
    <div className="tb-bp-orders" aria-busy={isFetching || undefined}>
      <RowsTable<Row> className="tb-bp-cards" columns={columns} rows={rows} rowKey={rowKey} label={label} empty={empty} virtual={virtual} />
      <Pager page={page} pages={pageCount(total, pageSize)} onPage={onPage} />
    </div>
  );
}
