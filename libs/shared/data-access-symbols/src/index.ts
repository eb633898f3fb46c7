/**
 * @tb/data-access-symbols: the page's symbol-config cache (a shared singleton).
 */
export {
  CONTRACT_TYPE_KEYS,
  DISPLAY_HIDDEN,
  emptySymbolStructure,
  isDisplayed,
  visibleOnly,
  allSymbols,
  normaliseStructure,
  type SymbolLoadState,
  type SymbolSource,
  type CacheStrategy,
  type ContractSymbol,
  type ContractType,
  type SymbolsByContractType,
  type BriefSymbolListResult,
  type DynamicSymbolItemResult,
} from './lib/model';
export { SYMBOL_LOG, onSymbolLog, type SymbolLogCode, type SymbolLogEntry } from './lib/log-codes';
export { LIST_KEY_VERSION, ITEM_KEY_VERSION, LIST_KEY, itemKey, purgeOldVersions, type KeyValueStorage } from './lib/storage';
export { fallbackSymbols } from './lib/fallback';
export {
  SymbolConfigCache,
  symbolCache,
  createSymbolCache,
  tokenSuffix,
  SYMBOL_PATHS,
  TOKEN_SUFFIX_LENGTH,
  LIST_MAX_AGE_MS,
  ITEM_MAX_AGE_MS,
  type SymbolSnapshot,
  type ItemSnapshot,
  type SymbolCacheDeps,
} from './lib/cache';
export { useSymbols, useSymbol, useSymbolItem, useContractConfig, useDisplayableSymbols, type UseSymbolsResult } from './lib/hooks';
export { contractConfig, isDisplayable, fromScaled, DEFAULT_DEPTH_MERGE_RATIOS, type ContractConfig } from './lib/contract-config';
