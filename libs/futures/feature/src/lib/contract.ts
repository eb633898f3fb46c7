/**
 * A contract's configuration (`useContractConfig(symbol)`, the symbol cache)
 * turned into the engine's compiled `FuturesContract`, so every futures page
 * computes margin and liquidation with the engine's exact integer functions
 * — the same compiled form the simulator's futures drivers use.
 *
 * Mapping (the futures core's documented boundary; the simulator's
 * `apps/exchange-sim/src/derivatives/contracts.ts` maps the same fields):
 * tickSize ← tick_size, lotSize ← lot_size, minQty ← min_qty, maxQty ←
 * max_order_qty, minNotional ← min_notional_value, maxLeverageE2 ←
 * max_leverage_e2, riskTiers ← risk_limits (limit, initial / maintenance
 * margin rate ×10⁴, max leverage ×100), fees ← the futures schedule (maker
 * 0.02 %, taker 0.055 %: the contract configuration carries none).
 * `ContractConfig` holds the scaled integers as exact decimal strings
 * (rates ÷ 10⁴, leverage ÷ 100); they are scaled back exactly here, and a
 * value that does not come back to an integer is refused, never rounded.
 */
import { startTransition, useEffect, useMemo, useState } from 'react';
import { quoteFeed, useQuotes, type QuoteFeed } from '@tb/data-access-quotes';
import { compileContract, EngineInputError, type ContractRules, type FuturesContract } from '@tb/engine';
import { allSymbols, contractConfig, symbolCache, type ContractConfig, type ContractSymbol, type SymbolConfigCache, type SymbolSnapshot } from '@tb/data-access-symbols';
import { BigNumber } from '@tb/util-format';

/** The exchange's futures fee schedule (standard, non-VIP USDT perpetual rates), as fractions. */
export const FUTURES_FEES = { maker: '0.0002', taker: '0.00055' } as const;

function scaled(text: string, digits: number, field: string): number {
  const value = new BigNumber(text).shiftedBy(digits);
  if (!value.isInteger() || !value.isFinite()) throw new EngineInputError(field, `"${text}" is not a multiple of 10^-${digits}`);
  return value.toNumber();
}

/** The engine's boundary form of a contract configuration (throws EngineInputError naming the field it cannot map). */
export function contractRulesFrom(config: ContractConfig): ContractRules {
  return {
    tickSize: config.tickSize,
    lotSize: config.lotSize,
    minQty: config.minQty,
    maxQty: config.maxOrderQty,
    minNotional: config.minNotional === '' ? '0' : config.minNotional,
    makerFee: FUTURES_FEES.maker,
    takerFee: FUTURES_FEES.taker,
    maxLeverageE2: scaled(config.maxLeverage, 2, 'maxLeverageE2'),
    riskTiers: config.riskLimits.map((tier, i) => ({
      limit: tier.limit,
      imrE4: scaled(tier.initialMarginRate, 4, `riskTiers[${i}].imrE4`),
      mmrE4: scaled(tier.maintenanceMarginRate, 4, `riskTiers[${i}].mmrE4`),
      maxLeverageE2: scaled(tier.maxLeverage, 2, `riskTiers[${i}].maxLeverageE2`),
    })),
  };
}

/** A contract for the futures pieces, or why there is none. */
export type FuturesContractState =
  /** The symbol list has not got the symbol yet. */
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly config: ContractConfig; readonly rules: ContractRules; readonly contract: FuturesContract }
  /**
   * The configuration cannot be computed with: `no-risk-limits` (the built-in
   * fallback list, used when the symbol call and the stored copy both fail,
   * carries no risk tiers — margin and liquidation are not estimated rather
   * than guessed) or `invalid` (a field the engine refuses; `field` names it).
   */
  | { readonly status: 'unavailable'; readonly reason: 'no-risk-limits' | 'invalid'; readonly config: ContractConfig; readonly field?: string };

/** Compiles a configuration for the engine (see the module comment). */
export function futuresContractOf(config: ContractConfig): FuturesContractState {
  if (config.riskLimits.length === 0) return { status: 'unavailable', reason: 'no-risk-limits', config };
  try {
    const rules = contractRulesFrom(config);
    return { status: 'ready', config, rules, contract: compileContract(rules) };
  } catch (error) {
    if (error instanceof EngineInputError) return { status: 'unavailable', reason: 'invalid', config, field: error.field };
    throw error;
  }
}

const LOADING: FuturesContractState = { status: 'loading' };

/**
 * The last compiled state of each symbol, keyed by the configuration's content (issue 30): the symbol
 * list comes from the stored copy first and from the network after, as new objects with the same
 * figures; compiling again would give a new contract object, and every memo of a page keyed on it
 * (field rules, the verdict, the plan) would run again in the store update's synchronous render. A
 * configuration with the same figures keeps the same state object; a changed one is compiled again.
 * One entry per symbol name (a page reads a handful; the list has at most a few hundred).
 */
const BY_CONTENT = new Map<string, { key: string; state: FuturesContractState }>();

/** The configuration's figures as a key (`source` — network, stored copy — is not one of them). */
function contentKey(config: ContractConfig): string {
  const { source: _source, ...figures } = config as ContractConfig & { source?: unknown };
  return JSON.stringify(figures);
}

/** `futuresContractOf`, once per configuration content (see BY_CONTENT). */
export function compiledContract(config: ContractConfig): FuturesContractState {
  const key = contentKey(config);
  const known = BY_CONTENT.get(config.symbol);
  if (known && known.key === key) return known.state;
  const state = futuresContractOf(config);
  BY_CONTENT.set(config.symbol, { key, state });
  return state;
}

/** No symbol asked for (`useFuturesContract(undefined)`). */
const NO_SYMBOLS: readonly string[] = [];

/**
 * The compiled contract of a symbol for a futures page, from the shared
 * symbol cache (cache-first; compiled once per configuration content: the
 * same state object while the figures are unchanged, see BY_CONTENT).
 *
 * `useFuturesContracts` with one leg (issue 30): the cache's notices are read
 * by content, so the list's pending state, its stored copy and the network's
 * copy with the same figures render nothing, and the figures' arrival is one
 * transition render — not a synchronous render of the whole page per notice
 * followed by a deferred one.
 */
export function useFuturesContract(symbol: string | undefined, cache: SymbolConfigCache = symbolCache): FuturesContractState {
  const states = useFuturesContracts(symbol ? [symbol] : NO_SYMBOLS, cache);
  return (symbol ? states[symbol] : undefined) ?? LOADING;
}

/** The last states given per cache and list of symbols (`useFuturesContracts`). */
const LAST_STATES = new WeakMap<SymbolConfigCache, Map<string, Readonly<Record<string, FuturesContractState>>>>();

/** Compiled contracts by the cached list's symbol object (a new list, new objects: read again, compiled only when the figures changed). */
const COMPILED = new WeakMap<object, FuturesContractState>();

/** The symbols' entries of a list (what `useFuturesContracts` compiles), with their figures as a key. */
interface LegSymbols {
  readonly key: string;
  readonly symbols: readonly (ContractSymbol | undefined)[];
  readonly content: string;
}

/** The entries last read per cache and list of symbols, and the list they were read from. */
const LAST_READ = new WeakMap<SymbolConfigCache, Map<string, { readonly snapshot: SymbolSnapshot; readonly legs: LegSymbols }>>();

/**
 * The entries of `key`'s symbols in the cache's list as it is now. The same object as last time while
 * the list is the same, or a new list (pending, the stored copy, then the network's) has the same
 * figures for these symbols: a notice of the cache that changes nothing of them renders nothing.
 */
function readLegSymbols(cache: SymbolConfigCache, key: string): LegSymbols {
  const snapshot = cache.getSnapshot();
  const byKey = LAST_READ.get(cache) ?? new Map<string, { readonly snapshot: SymbolSnapshot; readonly legs: LegSymbols }>();
  LAST_READ.set(cache, byKey);
  const last = byKey.get(key);
  if (last && last.snapshot === snapshot) return last.legs;
  const all = allSymbols(snapshot.symbols);
  const symbols = (key === '' ? [] : key.split(',')).map((name) => all.find((s) => s.name === name));
  const content = JSON.stringify(symbols);
  const legs = last && last.legs.content === content ? last.legs : { key, symbols, content };
  byKey.set(key, { snapshot, legs });
  return legs;
}

/**
 * The compiled contracts of several symbols at once (a multi-symbol bot's
 * legs), keyed by name, from the same cached list as `useFuturesContract`:
 * each `loading` until the list has it. A contract keeps its compiled object
 * while its configuration is unchanged, so pages can memoise on it.
 *
 * The cache is read when it says it changed, and what changed for these
 * symbols reaches the page in a transition render (issue 30): the list's
 * pending state, its stored copy and the network's copy with the same
 * figures render nothing, and the arrival of the figures is one render that
 * React can slice, not a synchronous render of the whole page followed by
 * a deferred one.
 */
export function useFuturesContracts(symbols: readonly string[], cache: SymbolConfigCache = symbolCache): Readonly<Record<string, FuturesContractState>> {
  const key = symbols.join(',');
  const [seen, setSeen] = useState<{ readonly cache: SymbolConfigCache; readonly legs: LegSymbols }>(() => ({ cache, legs: readLegSymbols(cache, key) }));
  // the legs the page asks for now (a leg added, another cache): read at once, not one render late
  const legs = seen.cache === cache && seen.legs.key === key ? seen.legs : readLegSymbols(cache, key);
  useEffect(() => {
    const read = () => {
      const next = readLegSymbols(cache, key);
      startTransition(() => setSeen((prev) => (prev.cache === cache && prev.legs === next ? prev : { cache, legs: next })));
    };
    const stop = cache.subscribe(read);
    // what changed between the render and this effect
    read();
    return stop;
  }, [cache, key]);
  const wanted = symbols.length > 0;
  useEffect(() => {
    if (wanted && cache.getSnapshot().loadState === 'idle') void cache.loadList();
  }, [cache, wanted]);
  return useMemo(() => {
    const states: Record<string, FuturesContractState> = {};
    const names = legs.key === '' ? [] : legs.key.split(',');
    legs.symbols.forEach((symbol, i) => {
      const name = names[i];
      if (!symbol) {
        states[name] = LOADING;
        return;
      }
      let state = COMPILED.get(symbol);
      if (!state) {
        state = compiledContract(contractConfig(symbol));
        COMPILED.set(symbol, state);
      }
      states[name] = state;
    });
    // the same object while every leg keeps its state (a new list with the same figures): a page's memos
    // keyed on it (field rules, the local verdict) do not run again (issue 30)
    const byKey = LAST_STATES.get(cache) ?? new Map<string, Readonly<Record<string, FuturesContractState>>>();
    LAST_STATES.set(cache, byKey);
    const previous = byKey.get(legs.key);
    if (previous && Object.keys(states).every((name) => previous[name] === states[name])) return previous;
    byKey.set(legs.key, states);
    return states;
  }, [legs, cache]);
}

/**
 * The last price of several contracts, keyed by name: the live quote feed's
 * close when it has one, else the symbol's dynamic item (`last_price`, loaded
 * network-first for each); a contract with neither is absent. For pages that
 * estimate several legs at once at "today's prices".
 */
export function useLastPrices(symbols: readonly string[], cache: SymbolConfigCache = symbolCache, feed: QuoteFeed = quoteFeed()): Readonly<Record<string, string>> {
  const key = symbols.join(',');
  const quotes = useQuotes(symbols, feed);
  const [items, setItems] = useState<Readonly<Record<string, string>>>({});
  useEffect(() => {
    const names = key === '' ? [] : key.split(',');
    const read = () =>
      setItems((prev) => {
        const next: Record<string, string> = {};
        for (const name of names) {
          const price = cache.getItemSnapshot(name).item?.last_price;
          if (price) next[name] = price;
        }
        const same = Object.keys(next).length === Object.keys(prev).length && Object.keys(next).every((name) => prev[name] === next[name]);
        return same ? prev : next;
      });
    const stop = cache.subscribe(read);
    for (const name of names) void cache.loadItem(name, { strategy: 'network-first' }).then(read, () => undefined);
    read();
    return stop;
  }, [cache, key]);
  return useMemo(() => {
    const prices: Record<string, string> = { ...items };
    for (const name of key === '' ? [] : key.split(',')) {
      const close = quotes[name]?.close;
      if (close) prices[name] = close;
    }
    return prices;
  }, [items, quotes, key]);
}
