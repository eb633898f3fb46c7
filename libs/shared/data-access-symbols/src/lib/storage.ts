import { SYMBOL_LOG, symbolLog } from './log-codes';

/**
 * Versioned keys of the stored symbol config (spec §9: key versions 4 and 6,
 * older versions purged). The brief list is stored under version 6, each
 * dynamic symbol item under version 4; a change of a stored shape bumps its
 * version and the next start removes every older copy.
 */
export const LIST_KEY_VERSION = 6;
export const ITEM_KEY_VERSION = 4;
const PREFIX = 'tb:symbols:';
export const LIST_KEY = `${PREFIX}brief:v${LIST_KEY_VERSION}`;
export const itemKey = (symbol: string) => `${PREFIX}item:v${ITEM_KEY_VERSION}:${symbol}`;

const VERSIONED = /^tb:symbols:(brief|item):v(\d+)(?::|$)/;

/** The part of the Web Storage API the cache uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export interface Stored<T> {
  savedAt: number;
  value: T;
}

export function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(storage: KeyValueStorage | null, key: string): Stored<T> | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch (error) {
    symbolLog(SYMBOL_LOG.CACHE_READ_FAILED, 'warn', `storage unavailable for ${key}`, error);
    return null;
  }
  if (text === null) return null;
  try {
    const parsed = JSON.parse(text) as Stored<T>;
    if (typeof parsed?.savedAt !== 'number' || parsed.value === undefined) throw new Error('unexpected shape');
    return parsed;
  } catch (error) {
    symbolLog(SYMBOL_LOG.CACHE_READ_FAILED, 'warn', `corrupt entry ${key} removed`, error);
    try {
      storage.removeItem(key);
    } catch {
      // storage gone: nothing more to do
    }
    return null;
  }
}

export function writeStored<T>(storage: KeyValueStorage | null, key: string, value: T, now: number): void {
  if (!storage) return;
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now, value } satisfies Stored<T>));
  } catch (error) {
    symbolLog(SYMBOL_LOG.CACHE_WRITE_FAILED, 'warn', `could not store ${key}`, error);
  }
}

/** Remove stored copies of older key versions. Returns the removed keys. */
export function purgeOldVersions(storage: KeyValueStorage | null): string[] {
  if (!storage) return [];
  const stale: string[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      const match = key ? VERSIONED.exec(key) : null;
      if (!key || !match) continue;
      const current = match[1] === 'brief' ? LIST_KEY_VERSION : ITEM_KEY_VERSION;
      if (Number(match[2]) < current) stale.push(key);
    }
    for (const key of stale) storage.removeItem(key);
  } catch (error) {
    symbolLog(SYMBOL_LOG.CACHE_READ_FAILED, 'warn', 'storage unavailable while purging', error);
    return [];
  }
  if (stale.length) symbolLog(SYMBOL_LOG.OLD_VERSIONS_PURGED, 'info', `removed ${stale.length} stored copies of older versions`, stale);
  return stale;
}
