/**
 * Test support (not shipped): a scripted exchange behind the page's transport,
 * a fresh page store, and a render inside the spot-grid area as the shell
 * mounts it (router, area context, i18n in the chosen locale).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider, type AppStore } from '@tb/data-access-api';
import { envelope, scriptedExchange, type ScriptedRequest } from '@tb/data-access-api/testing';
import { storeWithLogin, TEST_PROFILE } from '@tb/data-access-session/testing';
import type { SpotSymbolItem } from '../api/types';

export const PROFILE = TEST_PROFILE;
import { i18n, initI18n } from '@tb/i18n';
import { AreaProvider, Route, Routes } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import { loadLocale, registerAreaTranslations } from '../i18n';
import '../i18n/parts';
import { LocationProbe } from '@tb/ui/testing';

export type Handler = (body: Record<string, unknown>, url: URL) => { result: unknown; status?: number } | undefined;

export type Call = ScriptedRequest;

export const ok = (result: unknown) => ({ result });

/** A tradable USDT spot pair as the symbol list returns it (2-decimal prices); any field can be given. */
export function spotSymbol(base: string, fields: Partial<SpotSymbolItem> = {}): SpotSymbolItem {
  return {
    symbol: `${base}USDT`,
    base_coin: base,
    quote_coin: 'USDT',
    price: '100.00',
    amplitude: '0.03',
    change_24h: '0.01',
    tick_size: '0.01',
    price_scale: 2,
    qty_scale: 4,
    min_trade_qty: '0.0001',
    max_trade_qty: '1000',
    min_trade_amount: '5',
    max_trade_amount: '2000000',
    is_support_ts: false,
    status: 'Trading',
    display: 1,
    ...fields,
  };
}

/** Routes requests by path (`/x-api/...` without the query) to handlers; anything else answers 404. */
export function fakeExchange(handlers: Record<string, Handler>) {
  const { calls, restore } = scriptedExchange((request) => {
    const answer = handlers[request.path]?.(request.body ?? {}, new URL(request.url, 'http://localhost'));
    return answer ? { status: answer.status, body: envelope(answer.result).body } : undefined;
  });
  return { calls, restore, callsTo: (name: string) => calls.filter((c) => c.path.endsWith(`/${name}`)) };
}


/** Render `element` at `path` (inside /tradingbot/{locale}/spot-grid/), optionally logged in. */
export async function renderInArea(element: ReactElement, { path = '', route = '*', loggedIn = true, locale = 'en' }: { path?: string; route?: string; loggedIn?: boolean; locale?: string } = {}) {
  const store: AppStore = storeWithLogin(loggedIn ? 'logged-in' : 'unknown');
  registerAreaTranslations();
  await loadLocale(locale);
  await initI18n(locale);
  const home = `/tradingbot/${locale}/`;
  const utils = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`${home}spot-grid/${path}`]}>
        <AreaProvider homePath={home} area="spot-grid" locale={locale}>
          <Routes>
            <Route path={`/tradingbot/${locale}/spot-grid/${route}`} element={element} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </AreaProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store, i18n };
}
