import type { BriefSymbolListResult, ContractSymbol, ContractType, DynamicSymbolItemResult, SymbolsByContractType } from '@tb/contracts';

export type { BriefSymbolListResult, ContractSymbol, ContractType, DynamicSymbolItemResult, SymbolsByContractType };

/** The six contract types of the default structure (spec §9), in display order. Equal to the contract's CONTRACT_TYPES. */
export const CONTRACT_TYPE_KEYS = ['InversePerpetual', 'LinearPerpetual', 'InverseFutures', 'UsdcPerpetual', 'UsdcFutures', 'LinearFutures'] as const satisfies readonly ContractType[];

/** Display flag (spec §3): 0 hidden, 1 shown. */
export const DISPLAY_HIDDEN = 0;

/** Symbol data load state (spec §4). `idle` = nothing asked yet. */
export type SymbolLoadState = 'idle' | 'pending' | 'resolved' | 'rejected';

/** Where the data in use came from. */
export type SymbolSource = 'network' | 'cache' | 'fallback';

/** How one call uses the cache (spec §7: "cache-first or network-first"). */
export type CacheStrategy = 'cache-first' | 'network-first';

/** The default structure (spec §9): the six contract types, all empty. */
export function emptySymbolStructure(): SymbolsByContractType {
  return Object.fromEntries(CONTRACT_TYPE_KEYS.map((type) => [type, []])) as unknown as SymbolsByContractType;
}

/** A symbol is shown only if its display flag is not hidden (spec §5). */
export function isDisplayed(symbol: Pick<ContractSymbol, 'display'>): boolean {
  return symbol.display !== DISPLAY_HIDDEN;
}

/** The same structure with hidden symbols removed. */
export function visibleOnly(symbols: SymbolsByContractType): SymbolsByContractType {
  const out = emptySymbolStructure();
  for (const type of CONTRACT_TYPE_KEYS) out[type] = (symbols[type] ?? []).filter(isDisplayed);
  return out;
}

/** Every symbol of the structure, in contract-type order. */
export function allSymbols(symbols: SymbolsByContractType): ContractSymbol[] {
  return CONTRACT_TYPE_KEYS.flatMap((type) => symbols[type] ?? []);
}

/** A structure from a server result, tolerating missing contract types. */
export function normaliseStructure(symbols: Partial<SymbolsByContractType> | undefined): SymbolsByContractType {
  const out = emptySymbolStructure();
  for (const type of CONTRACT_TYPE_KEYS) {
    const list = symbols?.[type];
    out[type] = Array.isArray(list) ? list : [];
  }
  return out;
}
