import { ApiRequestError } from '@tb/data-access-api';
import { FALLBACK_RETRY_MS, SymbolConfigCache, tokenSuffix, type SymbolCacheDeps } from './cache';
import { fallbackSymbols } from './fallback';
import { onSymbolLog, type SymbolLogEntry } from './log-codes';
import { allSymbols, emptySymbolStructure, visibleOnly, CONTRACT_TYPE_KEYS, type BriefSymbolListResult, type ContractSymbol } from './model';
import { ITEM_KEY_VERSION, LIST_KEY, LIST_KEY_VERSION, itemKey } from './storage';
import { MemoryStorage } from '../testing';


const symbol = (name: string, display = 1): ContractSymbol => ({ ...allSymbols(fallbackSymbols())[0], name, alias: name, display });

function listResult(names: Array<[string, number?]>, version = 'v-100'): BriefSymbolListResult {
  const symbols = emptySymbolStructure();
  symbols.LinearPerpetual = names.map(([name, display]) => symbol(name, display ?? 1));
  return { version, changed: true, default_quote_coin: 'USDT', symbols };
}

const networkDown = () => Promise.reject(new ApiRequestError({ kind: 'network', message: 'Failed to fetch' }));

function setup(overrides: Partial<SymbolCacheDeps> = {}) {
  const storage = new MemoryStorage();
  let now = 1_000_000;
  const fetchList = jest.fn<ReturnType<SymbolCacheDeps['fetchList']>, Parameters<SymbolCacheDeps['fetchList']>>(() => Promise.resolve(listResult([['BTCUSDT'], ['HIDDENUSDT', 0]])));
  const fetchItem = jest.fn<ReturnType<SymbolCacheDeps['fetchItem']>, Parameters<SymbolCacheDeps['fetchItem']>>((name) =>
    Promise.resolve({
      version: 'v',
      symbol: symbol(name),
      last_price: '65000.1',
      mark_price: '65000',
      index_price: '64999.8',
      last_funding_rate: '0.0001',
      last_funding_time: 999_000,
      next_funding_rate: '0.0001',
      next_funding_time: 1_000_000 + 8 * 3_600_000,
      funding_interval_hour: 8,
      price_24h_pcnt: '0.01',
      high_price_24h: '',
      low_price_24h: '',
      volume_24h: '',
      turnover_24h: '',
    }),
  );
  const deps: SymbolCacheDeps = { storage, fetchList, fetchItem, userToken: () => undefined, defaultQuoteCoin: () => 'USDT', now: () => now, ...overrides };
  const cache = new SymbolConfigCache(deps);
  return { cache, storage, fetchList: deps.fetchList as typeof fetchList, fetchItem, advance: (ms: number) => (now += ms) };
}

let logs: SymbolLogEntry[] = [];
let stopLogs = () => undefined as unknown;
beforeEach(() => {
  logs = [];
  stopLogs = onSymbolLog((entry) => logs.push(entry));
  for (const level of ['info', 'warn', 'error'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);
});
afterEach(() => stopLogs());

describe('default structure and display flag', () => {
  it('has the six contract types, empty', () => {
    expect(Object.keys(emptySymbolStructure())).toEqual(['InversePerpetual', 'LinearPerpetual', 'InverseFutures', 'UsdcPerpetual', 'UsdcFutures', 'LinearFutures']);
    expect(CONTRACT_TYPE_KEYS).toHaveLength(6);
  });

  it('never shows hidden symbols', () => {
    const structure = listResult([['A'], ['B', 0], ['C', 1]]).symbols;
    expect(visibleOnly(structure).LinearPerpetual.map((s) => s.name)).toEqual(['A', 'C']);
  });

  it('starts idle with the default quote coin', () => {
    const { cache } = setup({ defaultQuoteCoin: () => 'USDC' });
    expect(cache.getSnapshot()).toMatchObject({ loadState: 'idle', quoteCoin: 'USDC', source: null });
  });
});

describe('brief symbol list', () => {
  it('loads from the network (pending → resolved) and stores under key version 6', async () => {
    const { cache, storage } = setup();
    const states: string[] = [];
    cache.subscribe(() => states.push(cache.getSnapshot().loadState));
    await cache.loadList({ strategy: 'network-first' });
    expect(states).toEqual(['pending', 'resolved']);
    expect(cache.getSnapshot()).toMatchObject({ source: 'network', version: 'v-100', quoteCoin: 'USDT' });
    expect(LIST_KEY).toBe(`tb:symbols:brief:v${LIST_KEY_VERSION}`);
    expect(LIST_KEY_VERSION).toBe(6);
    expect(JSON.parse(storage.getItem(LIST_KEY)!).value.version).toBe('v-100');
    expect(cache.find('HIDDENUSDT')?.display).toBe(0);
  });

  it('cache-first uses a fresh stored copy without calling', async () => {
    const first = setup();
    await first.cache.loadList();
    const again = new SymbolConfigCache({ storage: first.storage, fetchList: first.fetchList, fetchItem: first.fetchItem, userToken: () => undefined, defaultQuoteCoin: () => 'USDT', now: () => 1_000_000 + 60_000 });
    first.fetchList.mockClear();
    await again.loadList({ strategy: 'cache-first' });
    expect(first.fetchList).not.toHaveBeenCalled();
    expect(again.getSnapshot()).toMatchObject({ loadState: 'resolved', source: 'cache', version: 'v-100' });
  });

  it('network-first calls even with a stored copy, sending its version; an unchanged answer keeps the stored symbols', async () => {
    const { cache, fetchList } = setup();
    await cache.loadList();
    fetchList.mockResolvedValueOnce({ version: 'v-100', changed: false, default_quote_coin: 'USDT', symbols: emptySymbolStructure() });
    await cache.loadList({ strategy: 'network-first' });
    expect(fetchList).toHaveBeenLastCalledWith({ filter: 'all', version: 'v-100' });
    expect(allSymbols(cache.getSnapshot().symbols).map((s) => s.name)).toEqual(['BTCUSDT', 'HIDDENUSDT']);
  });

  it('sends only the last 8 characters of the user token', async () => {
    const token = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const { cache, fetchList } = setup({ userToken: () => token });
    await cache.loadList({ strategy: 'network-first' });
    expect(fetchList.mock.calls[0][0]).toEqual({ filter: 'all', token_suffix: 'a3b4c5d6' });
    expect(tokenSuffix(token)).toHaveLength(8);
    expect(tokenSuffix(undefined)).toBeUndefined();
  });

  it('network-first falls back to the stored copy when the call fails (10011503, 10011505)', async () => {
    const { cache, fetchList } = setup();
    await cache.loadList();
    fetchList.mockImplementationOnce(networkDown);
    await cache.loadList({ strategy: 'network-first' });
    expect(cache.getSnapshot()).toMatchObject({ loadState: 'resolved', source: 'cache', error: { kind: 'network' } });
    expect(logs.map((l) => l.code)).toEqual([10011503, 10011505]);
  });

  it('uses the hard-coded fallback list when the call and the cache both fail (rejected, 10011506)', async () => {
    const { cache } = setup({ fetchList: networkDown });
    await cache.loadList({ strategy: 'network-first' });
    const snapshot = cache.getSnapshot();
    expect(snapshot).toMatchObject({ loadState: 'rejected', source: 'fallback', quoteCoin: 'USDT' });
    expect(allSymbols(snapshot.symbols).map((s) => s.name)).toEqual(expect.arrayContaining(['BTCUSDT', 'ETHUSDT', 'BTCUSD', 'BTCPERP']));
    expect(logs.map((l) => l.code)).toEqual([10011503, 10011506]);
  });

  it('a non-zero ret code or an unusable result is logged as 10011504', async () => {
    const business = setup({ fetchList: () => Promise.reject(new ApiRequestError({ kind: 'business', retCode: 10016, message: 'internal' })) });
    await business.cache.loadList();
    const unusable = setup({ fetchList: () => Promise.resolve({} as BriefSymbolListResult) });
    await unusable.cache.loadList();
    expect(logs.map((l) => l.code)).toEqual([10011504, 10011506, 10011504, 10011506]);
  });

  it('a corrupt stored copy is removed (10011501) and a failed write is logged (10011502)', async () => {
    const { cache, storage } = setup();
    storage.map.set(LIST_KEY, '{not json');
    storage.failWrites = true;
    await cache.loadList();
    expect(storage.map.has(LIST_KEY)).toBe(false);
    expect(logs.map((l) => l.code)).toEqual([10011501, 10011502]);
    expect(cache.getSnapshot().source).toBe('network');
  });

  it('purges stored copies of older key versions once (10011507) and keeps current ones', async () => {
    const { cache, storage } = setup();
    for (const key of ['tb:symbols:brief:v4', 'tb:symbols:brief:v5', 'tb:symbols:item:v3:BTCUSDT', `tb:symbols:item:v${ITEM_KEY_VERSION}:ETHUSDT`, 'other:key']) storage.map.set(key, '{}');
    await cache.loadList();
    await cache.loadList({ strategy: 'network-first' });
    expect(Array.from(storage.map.keys()).sort()).toEqual([LIST_KEY, 'other:key', 'tb:symbols:item:v4:ETHUSDT'].sort());
    expect(logs.filter((l) => l.code === 10011507)).toHaveLength(1);
  });

  it('shares one request between concurrent loads', async () => {
    const { cache, fetchList } = setup();
    await Promise.all([cache.loadList(), cache.loadList(), cache.loadList()]);
    expect(fetchList).toHaveBeenCalledTimes(1);
  });
});

describe('dynamic symbol item', () => {
  it('network-first by default, stored under key version 4', async () => {
    const { cache, storage, fetchItem } = setup();
    const snapshot = await cache.loadItem('ETHUSDT');
    expect(fetchItem).toHaveBeenCalledWith('ETHUSDT');
    expect(snapshot).toMatchObject({ loadState: 'resolved', source: 'network', item: { last_price: '65000.1' } });
    expect(ITEM_KEY_VERSION).toBe(4);
    expect(storage.map.has(itemKey('ETHUSDT'))).toBe(true);
  });

  it('cache-first uses a fresh stored item; a stale one is fetched again', async () => {
    const { cache, fetchItem, advance } = setup();
    await cache.loadItem('ETHUSDT');
    await cache.loadItem('ETHUSDT', { strategy: 'cache-first' });
    expect(fetchItem).toHaveBeenCalledTimes(1);
    advance(61_000);
    await cache.loadItem('ETHUSDT', { strategy: 'cache-first' });
    expect(fetchItem).toHaveBeenCalledTimes(2);
  });

  it('falls back to the stored item, then to the built-in configuration without live values', async () => {
    const { cache, fetchItem } = setup();
    await cache.loadItem('ETHUSDT');
    fetchItem.mockImplementation(networkDown);
    expect(await cache.loadItem('ETHUSDT')).toMatchObject({ loadState: 'resolved', source: 'cache' });
    expect(await cache.loadItem('BTCUSDT')).toMatchObject({ loadState: 'rejected', source: 'fallback', item: { last_price: '', symbol: { name: 'BTCUSDT' } } });
    expect(await cache.loadItem('DOGEUSDT')).toMatchObject({ loadState: 'rejected', source: null, item: null });
  });
});

describe('leaving the fallback when the call answers again', () => {
  /** A `later` that keeps what was scheduled, to be run by the test. */
  function scheduler() {
    const waiting: Array<{ run: () => void; ms: number }> = [];
    return {
      later: (run: () => void, ms: number) => void waiting.push({ run, ms }),
      pauses: () => waiting.map((entry) => entry.ms),
      /** Runs the oldest scheduled retry, then `settled` (the call it started is in flight: asking again joins it). */
      async runNext(settled: () => Promise<unknown>) {
        const next = waiting.shift();
        if (!next) throw new Error('nothing scheduled');
        next.run();
        await settled();
      },
    };
  }

  it('asks for the list again after 3, 10, 30 then every 60 s, keeps the same fallback in view meanwhile, and stops once it answers', async () => {
    const timer = scheduler();
    let down = true;
    const { cache, fetchList } = setup({ later: timer.later });
    const answer = fetchList.getMockImplementation()!;
    fetchList.mockImplementation((query) => (down ? networkDown() : answer(query)));
    await cache.loadList({ strategy: 'network-first' });
    const fallback = cache.getSnapshot().symbols;
    const seen: string[] = [];
    cache.subscribe(() => seen.push(`${cache.getSnapshot().loadState}/${cache.getSnapshot().source}`));
    expect(timer.pauses()).toEqual([3_000]);
    for (let i = 0; i < 4; i += 1) await timer.runNext(() => cache.loadList());
    expect(fetchList).toHaveBeenCalledTimes(5);
    expect(timer.pauses()).toEqual([60_000]);
    expect(cache.getSnapshot().symbols).toBe(fallback);
    expect(seen).toEqual(Array(4).fill('rejected/fallback'));
    expect(logs.filter((l) => l.code === 10011506)).toHaveLength(1);

    down = false;
    await timer.runNext(() => cache.loadList());
    expect(cache.getSnapshot()).toMatchObject({ loadState: 'resolved', source: 'network', error: null });
    expect(allSymbols(cache.getSnapshot().symbols).map((s) => s.name)).toEqual(['BTCUSDT', 'HIDDENUSDT']);
    expect(timer.pauses()).toEqual([]);
    expect(FALLBACK_RETRY_MS).toEqual([3_000, 10_000, 30_000, 60_000]);
  });

  it('a refusal the server answered (a ret code) is not asked again', async () => {
    const timer = scheduler();
    const { cache } = setup({ later: timer.later, fetchList: () => Promise.reject(new ApiRequestError({ kind: 'business', retCode: 10016, message: 'internal' })) });
    await cache.loadList();
    expect(cache.getSnapshot().source).toBe('fallback');
    expect(timer.pauses()).toEqual([]);
  });

  it('a symbol on its built-in configuration gets its live item once the call answers', async () => {
    const timer = scheduler();
    const { cache, fetchItem } = setup({ later: timer.later });
    const answer = fetchItem.getMockImplementation()!;
    fetchItem.mockImplementation(networkDown);
    expect(await cache.loadItem('BTCUSDT')).toMatchObject({ loadState: 'rejected', source: 'fallback', item: { last_price: '' } });
    expect(timer.pauses()).toEqual([3_000]);
    fetchItem.mockImplementation(answer);
    await timer.runNext(() => cache.loadItem('BTCUSDT'));
    expect(cache.getItemSnapshot('BTCUSDT')).toMatchObject({ loadState: 'resolved', source: 'network', item: { last_price: '65000.1' } });
    expect(fetchItem).toHaveBeenCalledTimes(2);
  });
});
