import { resetServerClock, serverClockOffset, serverClockRate } from './clock';
import { ApiRequestError } from './errors';
import { restClient } from './rest-client';
import { scriptedFetch } from './test-fetch';
import { callApi, configureTransport, requestApi } from './transport';

let restore: () => void = () => undefined;
const onLoginRequired = jest.fn();
const clearCache = jest.fn();
const onBotCallFailure = jest.fn();

function useFetch(...answers: Parameters<typeof scriptedFetch>) {
  const scripted = scriptedFetch(...answers);
  restore = configureTransport({ fetch: scripted.fetch, onLoginRequired, clearCache, onBotCallFailure, lang: () => 'zh-TW' });
  return scripted;
}

afterEach(() => {
  restore();
  jest.useRealTimers();
  resetServerClock();
});

describe('callApi: request shape', () => {
  it('puts paths under /x-api, substitutes :params and adds the query', async () => {
    const { requests } = useFetch({ body: { ret_code: 0, result: { ok: true } } });
    const outcome = await callApi('/s1/bot/grid/v1/:action', { params: { action: 'close grid' }, query: { symbol: 'BTCUSDT', page: 1, skip: undefined } });
    expect(outcome).toEqual({ data: { ok: true } });
    expect(requests[0].url).toBe('/x-api/s1/bot/grid/v1/close%20grid?symbol=BTCUSDT&page=1');
    expect(requests[0].init.method).toBe('GET');
    expect(requests[0].init.credentials).toBe('include');
  });

  it('sends credentials, JSON headers, platform, X-User-Agent, lang and a 36-character guid', async () => {
    const { requests } = useFetch({ body: { ret_code: 0, result: {} } });
    await callApi('/s1/bot/tradingbot/v1/list-all-bots', { body: { status: 'ongoing', page: 1, limit: 20 } });
    const { headers, init } = requests[0];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"status":"ongoing","page":1,"limit":20}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
    expect(headers.platform).toBe('pc');
    expect(headers['X-User-Agent']).toBe(navigator.userAgent);
    expect(headers.lang).toBe('zh-TW');
    expect(headers.guid).toHaveLength(36);
    expect(headers.UserToken).toBeUndefined();
  });

  it('sends the in-app user token as UserToken when one is configured', async () => {
    const { requests } = useFetch({ body: { ret_code: 0, result: {} } });
    const undo = configureTransport({ userToken: () => 'app-token-123', platform: () => 'app' });
    await callApi('/v2/private/user/profile');
    undo();
    expect(requests[0].headers.UserToken).toBe('app-token-123');
    expect(requests[0].headers.platform).toBe('app');
  });

  it('refuses a path with a missing :param without calling', async () => {
    const { requests } = useFetch({ body: { ret_code: 0, result: {} } });
    const outcome = await callApi('/bots/:botId');
    expect(outcome).toMatchObject({ error: { kind: 'network', message: 'Missing path parameter :botId for /bots/:botId' } });
    expect(requests).toHaveLength(0);
  });
});

describe('callApi: side effects of the error catalogue', () => {
  it.each([10007, 100007])('%i on a generic call sends the user to the login page', async (code) => {
    useFetch({ body: { ret_code: code, ret_msg: 'not login', result: {} } });
    const outcome = await callApi('/s1/bot/tradingbot/v1/list-all-bots', { body: {} });
    expect(outcome).toMatchObject({ error: { kind: 'not-logged-in', retCode: code } });
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it('10007 on the profile call does not redirect (an anonymous visitor stays on the page)', async () => {
    useFetch({ body: { ret_code: 10007, ret_msg: 'not login', result: {} } });
    await expect(requestApi('/v2/private/user/profile', { flavour: 'profile' })).rejects.toThrow('user no permission');
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it('10007 with loginRedirect: false returns the error without leaving', async () => {
    useFetch({ body: { ret_code: 10007, result: {} } });
    await callApi('/s1/bot/x', { loginRedirect: false });
    expect(onLoginRequired).not.toHaveBeenCalled();
  });

  it.each([33003, 10009])('%i clears the request cache, except for the profile request', async (code) => {
    useFetch({ body: { ret_code: code, result: {} } });
    await callApi('/s1/bot/tradingbot/v1/list-all-bots', { body: {} });
    expect(clearCache).toHaveBeenCalledTimes(1);
    await callApi('/v2/private/user/profile', { flavour: 'profile' });
    expect(clearCache).toHaveBeenCalledTimes(1);
  });

  it('offers every failed generic bot call to the compliance wall, and a compliance block (10024) of any other call', async () => {
    useFetch({ body: { ret_code: 10024, ret_msg: 'compliance', result: { wall: 'kyc' } } });
    await callApi('/s1/bot/grid/v1/create-grid', { body: {} });
    expect(onBotCallFailure).toHaveBeenCalledWith(expect.objectContaining({ retCode: 10024, result: { wall: 'kyc' } }));
    // the futures kinds' creates live outside /s1/bot: their compliance blocks open the wall too
    useFetch({ body: { ret_code: 10024, ret_msg: 'compliance', result: { compliance: { reason: 'islamic', kinds: ['GRID_FUTURES'] } } } });
    await callApi('/contract/v5/fgridbot/fgrid-bot-create', { body: {} });
    expect(onBotCallFailure).toHaveBeenCalledTimes(2);
    // any other failure outside /s1/bot is the page's own
    useFetch({ body: { ret_code: 10001, ret_msg: 'bad', result: {} } });
    await callApi('/contract/v5/product/brief-symbol-list');
    expect(onBotCallFailure).toHaveBeenCalledTimes(2);
  });

  it('marks errors of silent calls', async () => {
    useFetch({ body: { ret_code: 10001, ret_msg: 'bad', result: {} } });
    expect(await callApi('/s1/bot/x', { silent: true })).toMatchObject({ error: { silent: true } });
  });

  it('a network failure is an error, not a throw', async () => {
    useFetch(new TypeError('Failed to fetch'));
    expect(await callApi('/s1/bot/x')).toEqual({ error: { kind: 'network', message: 'Failed to fetch' } });
  });
});

describe('time-outs', () => {
  it('gives up after 10 s with code 9000001 "Request timeout, please re-try!"', async () => {
    jest.useFakeTimers();
    useFetch('hang');
    const pending = callApi('/s1/bot/x');
    jest.advanceTimersByTime(9_999);
    await Promise.resolve();
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    jest.advanceTimersByTime(1);
    expect(await pending).toEqual({ error: { kind: 'timeout', retCode: 9000001, message: 'Request timeout, please re-try!' } });
  });

  it('the second client waits 30 s', async () => {
    jest.useFakeTimers();
    useFetch('hang');
    const pending = restClient.get('/contract/v5/product/dynamic-symbol-item', { query: { symbol: 'BTCUSDT' } });
    const caught = pending.catch((error: unknown) => error);
    jest.advanceTimersByTime(29_999);
    jest.advanceTimersByTime(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).error).toMatchObject({ kind: 'timeout', retCode: 9000001 });
  });

  it('a caller abort is a network error, not a time-out', async () => {
    useFetch('hang');
    const controller = new AbortController();
    const pending = callApi('/s1/bot/x', { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ error: { kind: 'network', message: 'Request aborted' } });
  });
});

describe('the second client', () => {
  it('supports get/post/put/patch/delete with :param substitution and JSON bodies', async () => {
    const { requests } = useFetch({ body: { ret_code: 0, result: { done: true } } });
    await expect(restClient.post('/s1/bot/grid/v1/:op', { grid_id: '123456789012345678' }, { params: { op: 'close-grid' } })).resolves.toEqual({ done: true });
    await restClient.put('/a/:id', { x: 1 }, { params: { id: 7 } });
    await restClient.patch('/a/:id', { x: 2 }, { params: { id: 8 } });
    await restClient.delete('/a/:id', { params: { id: 9 } });
    await restClient.get('/a', { query: { q: 'x y' } });
    expect(requests.map((r) => `${r.init.method} ${r.url}`)).toEqual([
      'POST /x-api/s1/bot/grid/v1/close-grid',
      'PUT /x-api/a/7',
      'PATCH /x-api/a/8',
      'DELETE /x-api/a/9',
      'GET /x-api/a?q=x+y',
    ]);
    expect(requests[0].init.body).toBe('{"grid_id":"123456789012345678"}');
    expect(requests[0].headers['Content-Type']).toBe('application/json');
    expect(requests[0].headers.guid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects with the error carrying ret_msg, ret code and result', async () => {
    useFetch({ body: { ret_code: 12345, ret_msg: 'nope', result: { why: 'x' } } });
    await expect(restClient.get('/a')).rejects.toMatchObject({ message: 'nope', error: { retCode: 12345, result: { why: 'x' } } });
  });

  it('rejects a non-2xx answer with status and status text', async () => {
    useFetch({ status: 503, statusText: 'Service Unavailable', body: '' });
    await expect(restClient.get('/a')).rejects.toMatchObject({ error: { kind: 'http', status: 503, statusText: 'Service Unavailable' } });
  });
});

describe('clock skew from answers', () => {
  it('ignores a gap under 10 s and keeps a larger one', async () => {
    const now = Date.now();
    useFetch({ body: { ret_code: 0, result: {}, time_now: ((now + 5_000) / 1000).toFixed(3) } });
    await callApi('/a');
    expect(serverClockOffset()).toBe(0);
    restore();
    useFetch({ body: { ret_code: 0, result: {}, time_now: ((now + 60_000) / 1000).toFixed(3) } });
    await callApi('/a');
    expect(Math.abs(serverClockOffset() - 60_000)).toBeLessThan(2_000);
  });

  it('takes an accelerated clock the envelope states (ext_info.clock_rate) without a skew warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ahead = Date.now() + 3 * 24 * 60 * 60 * 1000;
    useFetch({ body: { ret_code: 0, result: {}, ext_info: { clock_rate: '60' }, time_now: (ahead / 1000).toFixed(3) } });
    await callApi('/a');
    await callApi('/a');
    expect(serverClockRate()).toBe(60);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
