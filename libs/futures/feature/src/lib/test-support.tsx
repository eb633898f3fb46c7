/**
 * Test support of this lib (not exported): symbols as the simulator serves
 * them, a symbol cache answering from them, and a page (store, i18n) in a
 * login state, as the shell mounts a remote.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ContractSymbol, DynamicSymbolItemResult } from '@tb/contracts';
import { Provider } from '@tb/data-access-api';
import { storeWithLogin } from '@tb/data-access-session/testing';
import { SymbolConfigCache, allSymbols, emptySymbolStructure, fallbackSymbols } from '@tb/data-access-symbols';
import { futuresStrings } from '@tb/futures-ui';
import { initI18n } from '@tb/i18n';

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

/** A symbol cache whose list holds `symbols` and whose item call answers `item(symbol)`. */
export function cacheWith(symbols: ContractSymbol[], item: (name: string) => Promise<DynamicSymbolItemResult> = async (name) => itemOf(symbols.find((s) => s.name === name)!)) {
  const structure = emptySymbolStructure();
  structure.LinearPerpetual = symbols;
  const fetchItem = jest.fn(item);
  const cache = new SymbolConfigCache({
    storage: null,
    fetchList: async () => ({ version: '1', changed: true, default_quote_coin: 'USDT', symbols: structure }),
    fetchItem,
    userToken: () => undefined,
    defaultQuoteCoin: () => 'USDT',
    now: () => 0,
  });
  return { cache, fetchItem };
}

/** Renders `ui` on a page whose store has the login state, in `locale` with the futures strings. */
export async function renderPage(ui: ReactNode, { login = 'logged-in', locale = 'en' }: { login?: 'logged-in' | 'anonymous'; locale?: string } = {}) {
  const store = storeWithLogin(login);
  futuresStrings.register();
  await futuresStrings.load(locale);
  await initI18n(locale);
  const utils = render(
    <Provider store={store}>
      <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>{ui}</div>
    </Provider>,
  );
  return { ...utils, store };
}
