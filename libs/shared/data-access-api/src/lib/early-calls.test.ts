import { EARLY_CALLS_GLOBAL, EARLY_CALL_MAX_AGE_MS, type EarlyCall } from './early-calls';
import { scriptedFetch } from './test-fetch';
import { callApi, configureTransport, standardHeaders } from './transport';

const PATH = '/x-api/s1/bot/grid/v1/query-grid-detail';
const globals = globalThis as { [EARLY_CALLS_GLOBAL]?: unknown };
const onLoginRequired = jest.fn();
let restore: () => void = () => undefined;

/** What index.html's head leaves for the transport: the transport's own request, answered with `body`. */
function earlyCall(body: unknown, overrides: Partial<EarlyCall> = {}): EarlyCall {
  return {
    url: PATH,
    method: 'POST',
    headers: standardHeaders(true),
    body: '{"grid_id":"42"}',
    startedAt: Date.now(),
    answer: Promise.resolve({ ok: true, status: 200, statusText: 'OK', body: JSON.stringify(body), receivedAt: Date.now() }),
    ...overrides,
  };
}

afterEach(() => {
  restore();
  delete globals[EARLY_CALLS_GLOBAL];
  onLoginRequired.mockReset();
});

describe('callApi takes the head script’s early answer', () => {
  it('uses it once for exactly the same request, then asks the network', async () => {
    const scripted = scriptedFetch({ body: { ret_code: 0, result: { from: 'network' } } });
    restore = configureTransport({ fetch: scripted.fetch, onLoginRequired });
    globals[EARLY_CALLS_GLOBAL] = [earlyCall({ ret_code: 0, result: { from: 'head' } })];
    expect(await callApi(PATH, { body: { grid_id: '42' } })).toEqual({ data: { from: 'head' } });
    expect(scripted.requests).toHaveLength(0);
    expect(await callApi(PATH, { body: { grid_id: '42' } })).toEqual({ data: { from: 'network' } });
    expect(scripted.requests).toHaveLength(1);
  });

  it('ignores it for another body, other headers, or when too old, and when the head’s request failed', async () => {
    const scripted = scriptedFetch({ body: { ret_code: 0, result: { from: 'network' } } });
    restore = configureTransport({ fetch: scripted.fetch, onLoginRequired });
    const head = { ret_code: 0, result: { from: 'head' } };
    globals[EARLY_CALLS_GLOBAL] = [
      earlyCall(head, { body: '{"grid_id":"43"}' }),
      earlyCall(head, { headers: { ...standardHeaders(true), lang: 'ar-SA-x' } }),
    ];
    expect(await callApi(PATH, { body: { grid_id: '42' } })).toEqual({ data: { from: 'network' } });
    globals[EARLY_CALLS_GLOBAL] = [earlyCall(head, { startedAt: Date.now() - EARLY_CALL_MAX_AGE_MS - 1 })];
    expect(await callApi(PATH, { body: { grid_id: '42' } })).toEqual({ data: { from: 'network' } });
    globals[EARLY_CALLS_GLOBAL] = [earlyCall(head, { answer: Promise.reject(new Error('offline')) })];
    expect(await callApi(PATH, { body: { grid_id: '42' } })).toEqual({ data: { from: 'network' } });
    expect(scripted.requests).toHaveLength(3);
  });

  it('goes through the envelope rules as the transport’s own answer would (not logged in: the login prompt)', async () => {
    const scripted = scriptedFetch({ body: { ret_code: 0, result: {} } });
    restore = configureTransport({ fetch: scripted.fetch, onLoginRequired });
    globals[EARLY_CALLS_GLOBAL] = [earlyCall({ ret_code: 10007, ret_msg: 'not logged in', result: {} })];
    const outcome = await callApi(PATH, { body: { grid_id: '42' } });
    expect('error' in outcome && outcome.error.kind).toBe('not-logged-in');
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(scripted.requests).toHaveLength(0);
  });
});
