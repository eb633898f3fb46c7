/**
 * Client log codes of the symbol cache (spec §8: 10011501–10011507). Each
 * event is logged to the console with its code and handed to listeners
 * (the shell forwards warnings to the error collector).
 */
export const SYMBOL_LOG = {
  /** The stored copy could not be read (storage unavailable or corrupt entry, which is removed). */
  CACHE_READ_FAILED: 10011501,
  /** The copy could not be stored (storage full or unavailable). */
  CACHE_WRITE_FAILED: 10011502,
  /** The call failed (network, time-out, HTTP status). */
  REQUEST_FAILED: 10011503,
  /** The call answered, but not with ret_code 0 and a usable result. */
  BAD_RESULT: 10011504,
  /** The call failed; the stored copy is used instead. */
  SERVED_FROM_CACHE: 10011505,
  /** The call and the stored copy both failed; the built-in fallback list is used. */
  FALLBACK_USED: 10011506,
  /** Stored copies of older key versions were removed. */
  OLD_VERSIONS_PURGED: 10011507,
} as const;
export type SymbolLogCode = (typeof SYMBOL_LOG)[keyof typeof SYMBOL_LOG];

export interface SymbolLogEntry {
  code: SymbolLogCode;
  level: 'info' | 'warn' | 'error';
  message: string;
  detail?: unknown;
}

const listeners = new Set<(entry: SymbolLogEntry) => void>();

export function onSymbolLog(listener: (entry: SymbolLogEntry) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function symbolLog(code: SymbolLogCode, level: SymbolLogEntry['level'], message: string, detail?: unknown): void {
  const entry: SymbolLogEntry = detail === undefined ? { code, level, message } : { code, level, message, detail };
  const line = `[symbols] ${code} ${message}`;
  if (detail === undefined) console[level](line);
  else console[level](line, detail);
  for (const listener of listeners) listener(entry);
}
