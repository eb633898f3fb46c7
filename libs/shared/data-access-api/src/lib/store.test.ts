import { createSlice } from '@reduxjs/toolkit';
import { api } from './api';
import { clearApiCache, createStore, getAppStore, observeActions, rootReducer } from './store';
import { scriptedFetch } from './test-fetch';
import { configureTransport } from './transport';

const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    testListBots: build.query<{ total: number }, { page: number }>({
      query: ({ page }) => ({ url: '/s1/bot/tradingbot/v1/list-all-bots', method: 'POST', body: { status: 'ongoing', page, limit: 10 } }),
    }),
    testValidate: build.mutation<unknown, void>({
      query: () => ({ url: '/s1/bot/grid/v1/validate-input', method: 'POST', body: {} }),
      extraOptions: { silent: true },
    }),
  }),
});

let restore: () => void = () => undefined;
afterEach(() => restore());

describe('store and base query', () => {
  it('createStore registers the page store and runs injected endpoints through the envelope', async () => {
    const { fetch, requests } = scriptedFetch({ body: { ret_code: 0, result: { status_code: 200, total: 3 } } });
    restore = configureTransport({ fetch, onLoginRequired: jest.fn() });
    const store = createStore();
    expect(getAppStore()).toBe(store);
    const result = await store.dispatch(testApi.endpoints.testListBots.initiate({ page: 2 }));
    expect(result.data).toEqual({ status_code: 200, total: 3 });
    expect(requests[0].init.body).toBe('{"status":"ongoing","page":2,"limit":10}');
  });

  it('errors come back as serialisable ApiError values; silent endpoints are marked', async () => {
    const { fetch } = scriptedFetch({ body: { ret_code: 0, result: { status_code: 400, check_code: 'SPOT_CHECK_CODE_PRICE_TOO_LOW' } } });
    restore = configureTransport({ fetch });
    const store = createStore();
    const result = await store.dispatch(testApi.endpoints.testValidate.initiate());
    expect(result).toMatchObject({ error: { kind: 'gateway', statusCode: 400, checkCode: 'SPOT_CHECK_CODE_PRICE_TOO_LOW', silent: true } });
  });

  it('33003 clears the cache: cached results are fetched again, once per interval (no loop)', async () => {
    jest.useFakeTimers();
    const { fetch, requests } = scriptedFetch(
      { body: { ret_code: 0, result: { total: 1 } } },
      { body: { ret_code: 33003, result: {} } },
      { body: { ret_code: 33003, result: {} } },
    );
    restore = configureTransport({ fetch });
    const store = createStore();
    await store.dispatch(testApi.endpoints.testListBots.initiate({ page: 1 }));
    const failed = await store.dispatch(testApi.endpoints.testListBots.initiate({ page: 2 }));
    expect(failed.error).toMatchObject({ kind: 'no-permission', message: 'user no permission' });
    jest.runOnlyPendingTimers();
    await jest.runAllTimersAsync();
    // Page 1 (cached) was asked again and is now refused too; page 2 was not retried.
    expect(requests.map((r) => JSON.parse(String(r.init.body)).page)).toEqual([1, 2, 1]);
    expect(Object.values(store.getState().api.queries).map((q) => q?.status)).toEqual(['rejected', 'rejected']);
    // A second refusal within the interval does not clear again.
    expect(clearApiCache(store)).toBe(0);
    jest.useRealTimers();
  });

  it('slices can be injected after the store exists', () => {
    const store = createStore();
    const counter = createSlice({ name: 'testCounter', initialState: { n: 1 }, reducers: { bump: (state) => void (state.n += 1) } });
    const injected = counter.injectInto(rootReducer);
    store.dispatch(counter.actions.bump());
    expect(injected.selectSlice(store.getState() as { testCounter?: { n: number } })).toEqual({ n: 2 });
  });
});

describe('observeActions', () => {
  it('sees every action after the reducers, until stopped; a failing observer does not break dispatch', () => {
    const store = createStore();
    const seen: string[] = [];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const stopBroken = observeActions(() => {
      throw new Error('observer bug');
    });
    const stop = observeActions((action, { getState }) => seen.push(`${action.type}:${typeof getState().api}`));
    store.dispatch({ type: 'test/one' });
    stop();
    stopBroken();
    store.dispatch({ type: 'test/two' });
    expect(seen.filter((entry) => entry.startsWith('test/'))).toEqual(['test/one:object']);
  });
});
