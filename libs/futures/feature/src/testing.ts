/**
 * `@tb/futures-feature/testing` — test support, never imported by app code:
 * a contract as the simulator serves it and its dynamic item, for the tests
 * of this lib and of the futures remotes' pages.
 */
import type { ContractSymbol, DynamicSymbolItemResult } from '@tb/contracts';
import { allSymbols, fallbackSymbols } from '@tb/data-access-symbols';

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
