import type { BotPageStateProps } from './PageState';
import type { PagedTableProps } from './OrdersTable';

/** What the scaffolds read of an RTK Query hook's result. */
export interface QueryStateSource {
  readonly isLoading: boolean;
  readonly isError?: boolean;
  readonly isFetching?: boolean;
  readonly error?: unknown;
  refetch(): unknown;
}

/** `BotPageState`'s load props from the page's query: loading, error, whether there is data, and Retry (refetch). */
export function pageStateOf(query: QueryStateSource, hasData: boolean): Pick<BotPageStateProps, 'isLoading' | 'error' | 'hasData' | 'onRetry'> {
  return { isLoading: query.isLoading, error: query.error, hasData, onRetry: () => void query.refetch() };
}

/** `PagedTable`'s load props from its page query: first load, failure with Retry, a page change on its way. */
export function tableStateOf(query: QueryStateSource): Pick<PagedTableProps<unknown>, 'isLoading' | 'isError' | 'isFetching' | 'onRetry'> {
  return { isLoading: query.isLoading, isError: query.isError, isFetching: query.isFetching, onRetry: () => void query.refetch() };
}
