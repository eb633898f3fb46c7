import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { symbolCache, type ItemSnapshot, type SymbolConfigCache, type SymbolSnapshot } from './cache';
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
