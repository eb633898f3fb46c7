import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { symbolCache, type ItemSnapshot, type SymbolConfigCache, type SymbolSnapshot } from './cache';
import { contractConfig, isDisplayable, type ContractConfig } from './contract-config';
import { allSymbols, visibleOnly, type CacheStrategy, type ContractSymbol, type ContractType, type SymbolsByContractType } from './model';

export interface UseSymbolsResult extends Omit<SymbolSnapshot, 'symbols'> {
  /** Shown symbols only (hidden ones are never shown), by contract type. */
  symbols: SymbolsByContractType;
  /** Shown symbols of `contractType`, or of every type. */
  list: ContractSymbol[];
  reload: () => void;
}

/**
 * The symbol list for pickers and tables. Loads on first use (cache-first by
 * default); every component on the page shares one load.
 */
export function useSymbols(options: { strategy?: CacheStrategy; contractType?: ContractType; cache?: SymbolConfigCache } = {}): UseSymbolsResult {
  const cache = options.cache ?? symbolCache;
  const strategy = options.strategy ?? 'cache-first';
  const snapshot = useSyncExternalStore(cache.subscribe, cache.getSnapshot, cache.getSnapshot);
  useEffect(() => {
    if (cache.getSnapshot().loadState === 'idle') void cache.loadList({ strategy });
  }, [cache, strategy]);
  return useMemo(() => {
    const symbols = visibleOnly(snapshot.symbols);
    const list = options.contractType ? symbols[options.contractType] : allSymbols(symbols);
    return { ...snapshot, symbols, list, reload: () => void cache.loadList({ strategy: 'network-first' }) };
  }, [snapshot, cache, options.contractType]);
}

/** One symbol's configuration by name (hidden symbols included: an existing bot still needs its precision). */
export function useSymbol(name: string | undefined, cache: SymbolConfigCache = symbolCache): ContractSymbol | undefined {
  const snapshot = useSyncExternalStore(cache.subscribe, cache.getSnapshot, cache.getSnapshot);
  useEffect(() => {
    if (name && cache.getSnapshot().loadState === 'idle') void cache.loadList();
  }, [cache, name]);
  return useMemo(() => (name ? allSymbols(snapshot.symbols).find((symbol) => symbol.name === name) : undefined), [snapshot, name]);
}

/** One symbol's dynamic item (configuration plus live 24 h values); network-first by default. */
export function useSymbolItem(name: string | undefined, options: { strategy?: CacheStrategy; cache?: SymbolConfigCache } = {}): ItemSnapshot {
  const cache = options.cache ?? symbolCache;
  const strategy = options.strategy ?? 'network-first';
  const snapshot = useSyncExternalStore(
    cache.subscribe,
    () => (name ? cache.getItemSnapshot(name) : cache.getItemSnapshot('')),
    () => cache.getItemSnapshot(''),
  );
  useEffect(() => {
    if (name) void cache.loadItem(name, { strategy });
  }, [cache, name, strategy]);
  return snapshot;
}

/**
 * One contract's configuration, ready for a futures screen (steps, scales,
 * margin rates, leverage sections, depth-merge ratios: see `contractConfig`),
 * from the cached list (cache-first; hidden symbols included, so an existing
 * bot of a hidden symbol still reads its precision). Undefined until the list
 * has it. `source` says whether it came from the network, the stored copy or
 * the built-in fallback list.
 */
export function useContractConfig(name: string | undefined, cache: SymbolConfigCache = symbolCache): (ContractConfig & { source: SymbolSnapshot['source'] }) | undefined {
  const symbol = useSymbol(name, cache);
  const source = useSyncExternalStore(cache.subscribe, () => cache.getSnapshot().source, () => cache.getSnapshot().source);
  return useMemo(() => (symbol ? { ...contractConfig(symbol), source } : undefined), [symbol, source]);
}

/**
 * The symbols a futures screen may offer: shown (display flag) and trading,
 * optionally of one contract type, one quote coin, and only those that
 * support bots. Loads the list on first use (cache-first).
 */
export function useDisplayableSymbols(options: { contractType?: ContractType; quoteCoin?: string; botsOnly?: boolean; strategy?: CacheStrategy; cache?: SymbolConfigCache } = {}): { list: ContractSymbol[]; loadState: SymbolSnapshot['loadState']; source: SymbolSnapshot['source'] } {
  const { list, loadState, source } = useSymbols({ strategy: options.strategy, contractType: options.contractType, cache: options.cache });
  const { quoteCoin, botsOnly } = options;
  const shown = useMemo(() => list.filter((symbol) => isDisplayable(symbol) && (!quoteCoin || symbol.quote_currency === quoteCoin) && (!botsOnly || symbol.support_bot)), [list, quoteCoin, botsOnly]);
  return { list: shown, loadState, source };
}
