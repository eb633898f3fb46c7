/**
 * The browser's symbol-config cache (`@tb/data-access-symbols`) against the
 * real simulator, in-process: the lib's own transport (`requestApi`) is
 * pointed at the server through Fastify's `inject`, so the request the page
 * would send is the one the simulator answers — no hand-written answers.
 * Covers cache-first and network-first, the versioned keys (6 for the list,
 * 4 for items, older ones purged), the unchanged-version answer, the token
 * suffix picking the caller's gray list, the fallback list when the call and
 * the stored copy both fail, log codes, and the futures-screen hooks' reading
 * of a contract (leverage sections, margin rates, depth-merge ratios).
 *
 * It lives in `src/clients/`, type-checked by tsconfig.clients.json: browser
 * libs need the DOM types the simulator's own code must not see.
 */
import { configureTransport } from '@tb/data-access-api';
import {
  ITEM_KEY_VERSION,
  LIST_KEY,
  LIST_KEY_VERSION,
  SYMBOL_LOG,
  allSymbols,
  contractConfig,
  createSymbolCache,
  isDisplayable,
  itemKey,
  onSymbolLog,
  type KeyValueStorage,
  type SymbolLogEntry,
} from '@tb/data-access-symbols';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../accounts/demo';
import { startTestServer, type TestServer } from '../testing/server';
import { MemoryStorage } from '@tb/data-access-symbols/testing';


let server: TestServer;
let restore: () => void = () => undefined;
/** Every request the cache sent, as the simulator received it. */
const requests: Array<{ path: string; query: URLSearchParams }> = [];
let network: 'up' | 'down' = 'up';
let userToken: string | undefined;
let logs: SymbolLogEntry[] = [];
let stopLogs: () => void = () => undefined;

beforeAll(async () => {
  server = await startTestServer();
  restore = configureTransport({
    userToken: () => userToken,
    fetch: async (url, init) => {
      if (network === 'down') throw new TypeError('Failed to fetch');
      const [path, search = ''] = url.replace(/^https?:\/\/[^/]+/, '').split('?');
      requests.push({ path, query: new URLSearchParams(search) });
      const response = await server.app.inject({ method: (init.method ?? 'GET') as 'GET', url, headers: init.headers as Record<string, string>, payload: typeof init.body === 'string' ? init.body : undefined });
      return { ok: response.statusCode < 300, status: response.statusCode, statusText: response.statusMessage, text: async () => response.body };
    },
  });
});

afterAll(async () => {
  restore();
  await server.dispose();
});

beforeEach(() => {
  requests.length = 0;
  scheduled.length = 0;
  network = 'up';
  userToken = undefined;
  logs = [];
  stopLogs = onSymbolLog((entry) => logs.push(entry));
  for (const level of ['info', 'warn', 'error'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => stopLogs());

/** Retries the caches scheduled (run by the test that wants one; never by a timer). */
const scheduled: Array<{ run: () => void; ms: number }> = [];
const newCache = (storage: KeyValueStorage | null, now = () => Date.now()) => createSymbolCache({ storage, now, later: (run, ms) => void scheduled.push({ run, ms }) });

describe('symbol-config cache against the simulator', () => {
  it('network-first: asks the simulator, stores the list under key version 6, never offers hidden symbols', async () => {
    const storage = new MemoryStorage();
    const cache = newCache(storage);
    const snapshot = await cache.loadList({ strategy: 'network-first' });
    expect(snapshot).toMatchObject({ loadState: 'resolved', source: 'network', quoteCoin: 'USDT' });
    expect(requests.map((r) => [r.path, r.query.get('filter'), r.query.has('token_suffix'), r.query.has('version')])).toEqual([['/x-api/contract/v5/product/brief-symbol-list', 'all', false, false]]);
    expect(LIST_KEY).toBe(`tb:symbols:brief:v${LIST_KEY_VERSION}`);
    expect(LIST_KEY_VERSION).toBe(6);
    expect(JSON.parse(storage.getItem(LIST_KEY)!).value.version).toBe(snapshot.version);
    const all = allSymbols(snapshot.symbols);
    expect(all.length).toBeGreaterThan(20);
    // the hidden contract is in the cache (existing bots need its precision) but not displayable
    const hidden = cache.find('FILUSDT');
    expect(hidden?.display).toBe(0);
    expect(isDisplayable(hidden!)).toBe(false);
    expect(isDisplayable(cache.find('BTCUSDT')!)).toBe(true);
    // anonymous callers do not see the pre-listing (gray) contract
    expect(cache.find('WLDUSDT')).toBeUndefined();
  });

  it('cache-first: a fresh stored copy answers without a call; network-first then sends its version and keeps it when unchanged', async () => {
    const storage = new MemoryStorage();
    await newCache(storage).loadList({ strategy: 'network-first' });
    requests.length = 0;
    const second = newCache(storage);
    expect(await second.loadList({ strategy: 'cache-first' })).toMatchObject({ loadState: 'resolved', source: 'cache' });
    expect(requests).toHaveLength(0);
    const version = second.getSnapshot().version;
    const again = await second.loadList({ strategy: 'network-first' });
    expect(requests.map((r) => r.query.get('version'))).toEqual([version]);
    expect(again).toMatchObject({ source: 'network', version });
    expect(again.symbols.LinearPerpetual.map((s) => s.name)).toContain('BTCUSDT');
  });

  it('sends only the last 8 characters of the in-app user token, and the simulator answers that user’s gray list', async () => {
    const login = await server.app.inject({ method: 'POST', url: '/x-api/user/public/login', payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD, return_token: true }, headers: { platform: 'app' } });
    const token = (login.json() as { result: { user_token: string } }).result.user_token;
    const demo = server.ctx.users.lookup(DEMO_EMAIL)!;
    server.ctx.users.setFlag(demo.id, 'symbolGray', true);
    userToken = token;
    const cache = newCache(null);
    await cache.loadList({ strategy: 'network-first' });
    expect(requests[0].query.get('token_suffix')).toBe(token.slice(-8));
    expect([...requests[0].query.values()].join(' ')).not.toContain(token.slice(0, -8));
    expect(cache.find('WLDUSDT')?.is_pre_listing).toBe(true);
    server.ctx.users.setFlag(demo.id, 'symbolGray', false);
  });

  it('purges older key versions once (10011507) and stores a dynamic item under key version 4', async () => {
    const storage = new MemoryStorage();
    for (const key of ['tb:symbols:brief:v4', 'tb:symbols:brief:v5', 'tb:symbols:item:v3:BTCUSDT', 'unrelated']) storage.setItem(key, '{}');
    const cache = newCache(storage);
    const item = await cache.loadItem('BTCUSDT');
    expect(item).toMatchObject({ loadState: 'resolved', source: 'network', item: { symbol: { name: 'BTCUSDT' } } });
    expect(item.item!.last_price).toMatch(/^\d+(\.\d+)?$/);
    expect(ITEM_KEY_VERSION).toBe(4);
    expect([...storage.map.keys()].sort()).toEqual([itemKey('BTCUSDT'), 'unrelated'].sort());
    expect(logs.filter((l) => l.code === SYMBOL_LOG.OLD_VERSIONS_PURGED)).toHaveLength(1);
  });

  it('an unknown symbol is refused by the simulator (ret code 10001) and logged as a bad result (10011504)', async () => {
    const cache = newCache(null);
    expect(await cache.loadItem('NOPEUSDT')).toMatchObject({ loadState: 'rejected', source: null, item: null });
    expect(logs.map((l) => l.code)).toEqual([SYMBOL_LOG.BAD_RESULT]);
  });

  it('falls back to the stored copy when the call fails (10011503, 10011505), and to the built-in list when both fail (10011506)', async () => {
    const storage = new MemoryStorage();
    await newCache(storage).loadList({ strategy: 'network-first' });
    network = 'down';
    logs = [];
    const stored = newCache(storage);
    expect(await stored.loadList({ strategy: 'network-first' })).toMatchObject({ loadState: 'resolved', source: 'cache', error: { kind: 'network' } });
    expect(logs.map((l) => l.code)).toEqual([SYMBOL_LOG.REQUEST_FAILED, SYMBOL_LOG.SERVED_FROM_CACHE]);
    logs = [];
    const bare = newCache(new MemoryStorage());
    const fallback = await bare.loadList({ strategy: 'network-first' });
    expect(fallback).toMatchObject({ loadState: 'rejected', source: 'fallback', quoteCoin: 'USDT' });
    expect(allSymbols(fallback.symbols).map((s) => s.name)).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHUSDT']));
    expect(logs.map((l) => l.code)).toEqual([SYMBOL_LOG.REQUEST_FAILED, SYMBOL_LOG.FALLBACK_USED]);
    // once the simulator answers again, the scheduled retry leaves the fallback
    expect(scheduled.map((entry) => entry.ms)).toEqual([3_000]);
    network = 'up';
    scheduled[0].run();
    expect(await bare.loadList()).toMatchObject({ loadState: 'resolved', source: 'network', error: null });
  });

  it('reads a contract as a futures screen needs it: steps, margin rates ÷ 100, leverage ÷ 100, depth-merge ratios', async () => {
    const cache = newCache(null);
    await cache.loadList({ strategy: 'network-first' });
    const btc = cache.find('BTCUSDT')!;
    const config = contractConfig(btc);
    expect(config).toMatchObject({ symbol: 'BTCUSDT', coin: 'USDT', contractType: 'LinearPerpetual', displayable: true, tickSize: btc.tick_size, lotSize: btc.lot_size });
    expect(config.maxLeverage).toBe(String(btc.max_leverage_e2 / 100));
    expect(config.leverageSections).toEqual(btc.leverage_sections_e2.map((e2) => String(e2 / 100)));
    expect(config.initialMarginPercent).toBe(String(btc.initial_margin_rate_e4 / 100));
    expect(config.depthMergeRatios.length).toBeGreaterThan(0);
    expect(config.depthMergeRatios).toEqual(btc.depth_merge_ratios.length ? btc.depth_merge_ratios : [1, 2, 4, 10]);
  });
});
