/**
 * `@tb/data-access-symbols/testing` — test support, never imported by app
 * code: an in-memory `localStorage` for the symbol-config cache, which can be
 * told to refuse writes (a full quota).
 */
import type { KeyValueStorage } from './lib/storage';

export class MemoryStorage implements KeyValueStorage {
  map = new Map<string, string>();
  /** When true, setItem throws QuotaExceededError as a full browser storage does. */
  failWrites = false;
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return Array.from(this.map.keys())[index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}
