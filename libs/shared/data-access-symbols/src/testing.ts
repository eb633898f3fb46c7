/**
 * `@tb/data-access-symbols/testing` — test support, never imported by app
 * code: an in-memory `localStorage` for the symbol-config cache, which can be
 * told to refuse writes (a full quota); BTCUSDT and its dynamic item as the
 * simulator serves them (the futures pieces' and the futures remotes' tests).
 */
import type { ContractSymbol, DynamicSymbolItemResult } from '@tb/contracts';
import type { KeyValueStorage } from './lib/storage';
import { allSymbols, fallbackSymbols } from './index';

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

/** BTCUSDT as the simulator's `contractConfig()` serves it (risk tiers of `riskTiers()`: 100×, base 2,000,000, step 2,000,000). */
export function simBtcSymbol(): ContractSymbol {
  const base = allSymbols(fallbackSymbols()).find((symbol) => symbol.name === 'BTCUSDT')!;
  const tiers = [10000, 6666, 5000, 4000, 3333].map((max, i) => ({
    id: i + 1,
    limit: String((i + 1) * 2_000_000),
    initial_margin_rate_e4: 100 + i * 50,
    maintenance_margin_rate_e4: 50 + i * 25,
    max_leverage_e2: max,
  }));
  return {
    ...base,
    tick_size: '0.1',
    lot_size: '0.001',
    min_qty: '0.001',
    max_order_qty: '1190',
    min_notional_value: '5',
    initial_margin_rate_e4: 100,
    maintenance_margin_rate_e4: 50,
    risk_limit_base: '2000000',
    risk_limit_step: '2000000',
    risk_limits: tiers,
    leverage_sections_e2: [100, 200, 300, 500, 1000, 1500, 2000, 2500, 5000, 7500, 10000],
    max_leverage_e2: 10000,
  };
}

/** A dynamic item of a symbol (mark, funding) as the simulator answers it. */
export function itemOf(symbol: ContractSymbol, live: Partial<DynamicSymbolItemResult> = {}): DynamicSymbolItemResult {
  return {
    version: '1',
    symbol,
    last_price: '20000',
    mark_price: '20000',
    index_price: '20000',
    price_24h_pcnt: '0',
    high_price_24h: '20000',
    low_price_24h: '20000',
    volume_24h: '0',
    turnover_24h: '0',
    last_funding_rate: '0.0001',
    last_funding_time: 0,
    next_funding_rate: '0.0001',
    next_funding_time: 0,
    funding_interval_hour: 8,
    ...live,
  };
}

