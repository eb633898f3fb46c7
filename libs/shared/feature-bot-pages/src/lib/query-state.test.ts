import { pageStateOf, tableStateOf } from './query-state';

describe('query state props', () => {
  it('map a query onto the page and table scaffolds, Retry refetching', () => {
    const refetch = jest.fn();
    const query = { isLoading: false, isError: true, isFetching: true, error: { statusCode: 404 }, refetch };
    const page = pageStateOf(query, false);
    expect(page).toMatchObject({ isLoading: false, error: { statusCode: 404 }, hasData: false });
    page.onRetry();
    const table = tableStateOf(query);
    expect(table).toMatchObject({ isLoading: false, isError: true, isFetching: true });
    table.onRetry?.();
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
