/**
 * Test support of this lib (not exported): symbols as the simulator serves
 * them, a symbol cache answering from them, and a page (store, i18n) in a
 * login state, as the shell mounts a remote. The served symbols are
 * `@tb/futures-feature/testing`'s (re-exported here for this lib's tests).
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ContractSymbol, DynamicSymbolItemResult } from '@tb/contracts';
import { itemOf } from '../testing';
import { Provider } from '@tb/data-access-api';
import { storeWithLogin } from '@tb/data-access-session/testing';
import { SymbolConfigCache, emptySymbolStructure } from '@tb/data-access-symbols';
import { futuresStrings } from '@tb/futures-ui';
import { initI18n } from '@tb/i18n';

export { simBtcSymbol, itemOf } from '../testing';

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
