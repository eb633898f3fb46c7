import { API_PATHS } from '@tb/contracts/paths';
import { requestApi, toApiError, transportContext, type ApiError } from '@tb/data-access-api';
import { defaultQuoteCoin, detectSite } from '@tb/util-env';
import { fallbackSymbols } from './fallback';
import { SYMBOL_LOG, symbolLog } from './log-codes';
import {
  allSymbols,
  emptySymbolStructure,
  normaliseStructure,
  type BriefSymbolListResult,
  type CacheStrategy,
  type ContractSymbol,
  type DynamicSymbolItemResult,
  type SymbolLoadState,
  type SymbolSource,
  type SymbolsByContractType,
} from './model';
import { LIST_KEY, defaultStorage, itemKey, purgeOldVersions, readStored, writeStored, type KeyValueStorage } from './storage';

/** Paths of the symbol calls (from the contract's paths entry: no schema code in the page). */
export const SYMBOL_PATHS = {
  briefSymbolList: API_PATHS.briefSymbolList,
  dynamicSymbolItem: API_PATHS.dynamicSymbolItem,
} as const;

/** Only the last 8 characters of the user token go in the symbol-list request (spec §9). */
export const TOKEN_SUFFIX_LENGTH = 8;
/** A cache-first call uses the stored list when it is younger than this. */
export const LIST_MAX_AGE_MS = 60 * 60 * 1000;
/** A cache-first call uses a stored dynamic item when it is younger than this (live prices go stale fast). */
export const ITEM_MAX_AGE_MS = 60 * 1000;
/**
 * Our choice where the spec is silent: after a call fails in transport (no
 * answer, a time-out, a bare HTTP status) and the page falls back to the
 * built-in list (or a symbol to its built-in configuration without live
 * values), the call is made again after these pauses — the last one repeats —
 * until it answers. The fallback carries no risk tiers or live prices, so a
 * futures page cannot estimate margin on it; one slow moment must not leave
 * the page there until the trader reloads. A refusal the server answered
 * (a ret code) is final and not asked again.
 */
export const FALLBACK_RETRY_MS = [3_000, 10_000, 30_000, 60_000] as const;

export interface SymbolSnapshot {
  loadState: SymbolLoadState;
  source: SymbolSource | null;
  /** Every symbol, hidden ones included (lookups for existing bots need them). */
  symbols: SymbolsByContractType;
  quoteCoin: string;
  /** The server's data version of the list in use. */
  version: string;
  error: ApiError | null;
}

export interface ItemSnapshot {
  loadState: SymbolLoadState;
  source: SymbolSource | null;
  item: DynamicSymbolItemResult | null;
  error: ApiError | null;
}

type StoredList = { version: string; quoteCoin: string; symbols: SymbolsByContractType };

export interface SymbolCacheDeps {
  storage: KeyValueStorage | null;
  fetchList(query: { filter: 'all'; version?: string; token_suffix?: string }): Promise<BriefSymbolListResult>;
  fetchItem(symbol: string): Promise<DynamicSymbolItemResult>;
  userToken(): string | undefined;
  defaultQuoteCoin(): string;
  now(): number;
  /** Runs `run` after `ms` (the fallback's retries, FALLBACK_RETRY_MS); without it nothing is retried. */
  later?(run: () => void, ms: number): void;
}

export function tokenSuffix(token: string | undefined): string | undefined {
  if (!token) return undefined;
  return token.slice(-TOKEN_SUFFIX_LENGTH);
}

function isListResult(value: unknown): value is BriefSymbolListResult {
  return typeof value === 'object' && value !== null && typeof (value as BriefSymbolListResult).version === 'string' && typeof (value as BriefSymbolListResult).symbols === 'object';
}

function isItemResult(value: unknown): value is DynamicSymbolItemResult {
  return typeof value === 'object' && value !== null && typeof (value as DynamicSymbolItemResult).symbol?.name === 'string';
}

/**
 * Kinds of failure where the server answered, but not with a usable result
 * (10011504); so is an HTTP error that carries an envelope with a ret code
 * (the simulator refuses an unknown symbol with HTTP 400 + 10001). The rest —
 * network, time-out, a bare HTTP status — are 10011503.
 */
const ANSWERED_KINDS = new Set<ApiError['kind']>(['business', 'gateway', 'banned', 'no-permission', 'not-logged-in', 'empty', 'parse']);

/** A failure in transport (no usable answer from the server at all): worth asking again. */
function inTransport(failure: ApiError): boolean {
  return !ANSWERED_KINDS.has(failure.kind) && failure.retCode === undefined;
}

/** Run one call: its usable result, or the failure (logged with its code). */
async function settle<T>(call: () => Promise<unknown>, usable: (value: unknown) => value is T, what: string): Promise<{ result: T } | { failure: ApiError }> {
  let value: unknown;
  try {
    value = await call();
  } catch (error) {
    const failure = toApiError(error);
    symbolLog(ANSWERED_KINDS.has(failure.kind) || failure.retCode !== undefined ? SYMBOL_LOG.BAD_RESULT : SYMBOL_LOG.REQUEST_FAILED, 'warn', `${what} failed: ${failure.message}`, failure);
    return { failure };
  }
  if (usable(value)) return { result: value };
  symbolLog(SYMBOL_LOG.BAD_RESULT, 'error', `${what} answered without a usable result`, value);
  return { failure: { kind: 'business', message: `unusable ${what} result` } };
}

const EMPTY_ITEM: ItemSnapshot = { loadState: 'idle', source: null, item: null, error: null };

/**
 * The symbol-config cache (spec §7, §9). One per page (the lib is a shared
 * singleton), so every area reads the same list and the network is asked once.
 *
 * - `loadList({ strategy })`: `cache-first` uses a fresh stored copy and asks
 *   the network only without one; `network-first` asks the network and falls
 *   back to the stored copy. When both fail, the built-in fallback list is used.
 *   The request carries the cached data version (an unchanged list comes back
 *   with `changed: false` and no symbols) and the token suffix.
 * - `loadItem(symbol, { strategy })`: the same for one symbol's dynamic item.
 * - A fallback reached because the call failed in transport is left again as
 *   soon as the call answers: it is retried on FALLBACK_RETRY_MS.
 * - Subscribers are told about every change (useSymbols, useSymbolItem).
 */
export class SymbolConfigCache {
  private snapshot: SymbolSnapshot;
  private items = new Map<string, ItemSnapshot>();
  private listeners = new Set<() => void>();
  private inflightList: Promise<SymbolSnapshot> | null = null;
  private inflightItems = new Map<string, Promise<ItemSnapshot>>();
  private purged = false;
  /** Retries made since the last answer, per call ('' the list, else the symbol). */
  private retries = new Map<string, number>();

  constructor(private readonly deps: SymbolCacheDeps) {
    this.snapshot = { loadState: 'idle', source: null, symbols: emptySymbolStructure(), quoteCoin: deps.defaultQuoteCoin(), version: '', error: null };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SymbolSnapshot => this.snapshot;

  getItemSnapshot(symbol: string): ItemSnapshot {
    return this.items.get(symbol) ?? EMPTY_ITEM;
  }

  /** A symbol by name from the list in use (hidden ones included). */
  find(name: string): ContractSymbol | undefined {
    return allSymbols(this.snapshot.symbols).find((symbol) => symbol.name === name);
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  private set(next: Partial<SymbolSnapshot>) {
    this.snapshot = { ...this.snapshot, ...next };
    this.emit();
  }

  /** Asks again later (FALLBACK_RETRY_MS) when the failure was in transport; `again` decides at that time whether it is still needed. */
  private retryLater(key: string, failure: ApiError, again: () => void) {
    const later = this.deps.later;
    if (!later || !inTransport(failure)) return;
    const made = this.retries.get(key) ?? 0;
    this.retries.set(key, made + 1);
    later(again, FALLBACK_RETRY_MS[Math.min(made, FALLBACK_RETRY_MS.length - 1)]);
  }

  private purgeOnce() {
    if (this.purged) return;
    this.purged = true;
    purgeOldVersions(this.deps.storage);
  }

  loadList(options: { strategy?: CacheStrategy } = {}): Promise<SymbolSnapshot> {
    if (this.inflightList) return this.inflightList;
    this.inflightList = this.runList(options.strategy ?? 'cache-first').finally(() => {
      this.inflightList = null;
    });
    return this.inflightList;
  }

  private async runList(strategy: CacheStrategy): Promise<SymbolSnapshot> {
    this.purgeOnce();
    const stored = readStored<StoredList>(this.deps.storage, LIST_KEY);
    if (strategy === 'cache-first' && stored && this.deps.now() - stored.savedAt < LIST_MAX_AGE_MS) {
      this.set({ loadState: 'resolved', source: 'cache', symbols: normaliseStructure(stored.value.symbols), quoteCoin: stored.value.quoteCoin, version: stored.value.version, error: null });
      return this.snapshot;
    }
    // a retry from the fallback keeps the fallback in view until the answer
    if (this.snapshot.loadState !== 'resolved' && this.snapshot.source !== 'fallback') this.set({ loadState: 'pending' });

    const query: { filter: 'all'; version?: string; token_suffix?: string } = { filter: 'all' };
    if (stored?.value.version) query.version = stored.value.version;
    const suffix = tokenSuffix(this.deps.userToken());
    if (suffix) query.token_suffix = suffix;
    const answer = await settle(() => this.deps.fetchList(query), isListResult, 'brief-symbol-list');
    if ('result' in answer) {
      const result = answer.result;
      const value: StoredList =
        !result.changed && stored
          ? { ...stored.value, version: result.version }
          : { version: result.version, quoteCoin: result.default_quote_coin || this.deps.defaultQuoteCoin(), symbols: normaliseStructure(result.symbols) };
      writeStored(this.deps.storage, LIST_KEY, value, this.deps.now());
      this.retries.delete('');
      this.set({ loadState: 'resolved', source: 'network', symbols: value.symbols, quoteCoin: value.quoteCoin, version: value.version, error: null });
      return this.snapshot;
    }
    const failure = answer.failure;

    if (stored) {
      symbolLog(SYMBOL_LOG.SERVED_FROM_CACHE, 'info', 'using the stored symbol list');
      this.set({ loadState: 'resolved', source: 'cache', symbols: normaliseStructure(stored.value.symbols), quoteCoin: stored.value.quoteCoin, version: stored.value.version, error: failure });
      return this.snapshot;
    }
    if (this.snapshot.loadState === 'resolved' && this.snapshot.source !== 'fallback') {
      // A list from earlier on this page is still better than the fallback.
      this.set({ error: failure });
      return this.snapshot;
    }
    this.retryLater('', failure, () => {
      if (this.snapshot.source === 'fallback') void this.loadList({ strategy: 'network-first' });
    });
    if (this.snapshot.source === 'fallback') {
      // already on it: the same symbol objects, so no page recompiles a contract for nothing
      this.set({ error: failure });
      return this.snapshot;
    }
    symbolLog(SYMBOL_LOG.FALLBACK_USED, 'error', 'symbol list unavailable; using the built-in fallback list');
    this.set({ loadState: 'rejected', source: 'fallback', symbols: fallbackSymbols(), quoteCoin: this.deps.defaultQuoteCoin(), version: '', error: failure });
    return this.snapshot;
  }

  loadItem(symbol: string, options: { strategy?: CacheStrategy } = {}): Promise<ItemSnapshot> {
    const running = this.inflightItems.get(symbol);
    if (running) return running;
    const promise = this.runItem(symbol, options.strategy ?? 'network-first').finally(() => this.inflightItems.delete(symbol));
    this.inflightItems.set(symbol, promise);
    return promise;
  }

  private setItem(symbol: string, snapshot: ItemSnapshot): ItemSnapshot {
    this.items.set(symbol, snapshot);
    this.emit();
    return snapshot;
  }

  private async runItem(symbol: string, strategy: CacheStrategy): Promise<ItemSnapshot> {
    this.purgeOnce();
    const key = itemKey(symbol);
    const stored = readStored<DynamicSymbolItemResult>(this.deps.storage, key);
    if (strategy === 'cache-first' && stored && this.deps.now() - stored.savedAt < ITEM_MAX_AGE_MS) {
      return this.setItem(symbol, { loadState: 'resolved', source: 'cache', item: stored.value, error: null });
    }
    const previous = this.getItemSnapshot(symbol);
    // a retry from the fallback keeps it in view until the answer
    if (previous.loadState !== 'resolved' && previous.source !== 'fallback') this.setItem(symbol, { ...previous, loadState: 'pending' });
    const answer = await settle(() => this.deps.fetchItem(symbol), isItemResult, `dynamic-symbol-item ${symbol}`);
    if ('result' in answer) {
      writeStored(this.deps.storage, key, answer.result, this.deps.now());
      this.retries.delete(symbol);
      return this.setItem(symbol, { loadState: 'resolved', source: 'network', item: answer.result, error: null });
    }
    const failure = answer.failure;
    if (stored) {
      symbolLog(SYMBOL_LOG.SERVED_FROM_CACHE, 'info', `using the stored item of ${symbol}`);
      return this.setItem(symbol, { loadState: 'resolved', source: 'cache', item: stored.value, error: failure });
    }
    this.retryLater(symbol, failure, () => {
      if (this.getItemSnapshot(symbol).loadState === 'rejected') void this.loadItem(symbol, { strategy: 'network-first' });
    });
    if (previous.source === 'fallback') return this.setItem(symbol, { ...previous, loadState: 'rejected', error: failure });
    const known = allSymbols(fallbackSymbols()).find((entry) => entry.name === symbol);
    if (known) {
      symbolLog(SYMBOL_LOG.FALLBACK_USED, 'error', `${symbol} unavailable; using the built-in configuration without live values`);
      const item: DynamicSymbolItemResult = {
        version: '',
        symbol: known,
        last_price: '',
        mark_price: '',
        index_price: '',
        last_funding_rate: '',
        last_funding_time: 0,
        next_funding_rate: '',
        next_funding_time: 0,
        funding_interval_hour: 8,
        price_24h_pcnt: '',
        high_price_24h: '',
        low_price_24h: '',
        volume_24h: '',
        turnover_24h: '',
      };
      return this.setItem(symbol, { loadState: 'rejected', source: 'fallback', item, error: failure });
    }
    return this.setItem(symbol, { loadState: 'rejected', source: null, item: null, error: failure });
  }
}

/**
 * A cache over the real transport (`requestApi`, so whatever the page's
 * transport is configured to reach) and, by default, localStorage. The page
 * uses {@link symbolCache}; tests build their own with a memory storage and
 * point the transport at an in-process simulator.
 */
export function createSymbolCache(overrides: Partial<SymbolCacheDeps> = {}): SymbolConfigCache {
  return new SymbolConfigCache({
    storage: defaultStorage(),
    fetchList: (query) => requestApi<BriefSymbolListResult>(SYMBOL_PATHS.briefSymbolList, { query, loginRedirect: false, silent: true }),
    fetchItem: (symbol) => requestApi<DynamicSymbolItemResult>(SYMBOL_PATHS.dynamicSymbolItem, { query: { symbol }, loginRedirect: false, silent: true }),
    userToken: () => transportContext().userToken(),
    defaultQuoteCoin: () => defaultQuoteCoin(detectSite(typeof location === 'undefined' ? '' : location.hostname)),
    now: () => Date.now(),
    later: (run, ms) => {
      const timer = setTimeout(run, ms);
      // never what keeps a process (a test run, a server-side render) alive
      (timer as { unref?: () => void }).unref?.();
    },
    ...overrides,
  });
}

/** The page's cache, over the real API and localStorage. */
export const symbolCache = createSymbolCache();
