/**
 * Test support (not shipped): a scripted exchange behind the page's transport,
 * a fresh page store, and a render inside the spot-grid area as the shell
 * mounts it (router, area context, i18n in the chosen locale).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { configureTransport, createStore, Provider, type AppStore } from '@tb/data-access-api';
import { profileReceived } from '@tb/data-access-session';
import { i18n, initI18n } from '@tb/i18n';
import { AreaProvider, MemoryRouter, Route, Routes, useLocation } from '@tb/router';
import { loadLocale, registerAreaTranslations } from '../i18n';
import '../i18n/parts';

export type Handler = (body: Record<string, unknown>, url: URL) => { result: unknown; status?: number } | undefined;

export interface Call {
  path: string;
  body: Record<string, unknown>;
  query: URLSearchParams;
}

export const ok = (result: unknown) => ({ result });

/** Routes requests by path (`/x-api/...` without the query) to handlers; anything else answers 404. */
export function fakeExchange(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  const restore = configureTransport({
    fetch: async (input, init) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      calls.push({ path: url.pathname, body, query: url.searchParams });
      const handler = handlers[url.pathname];
      const answer = handler?.(body, url);
      const envelope = answer
        ? { ret_code: 0, ret_msg: 'OK', result: answer.result, ext_info: {}, time_now: (Date.now() / 1000).toFixed(3) }
        : { ret_code: 10404, ret_msg: 'not found', result: {}, ext_info: {}, time_now: (Date.now() / 1000).toFixed(3) };
      const status = answer ? (answer.status ?? 200) : 404;
      const text = JSON.stringify(envelope);
      return { ok: status < 300, status, statusText: status < 300 ? 'OK' : 'Not Found', text: async () => text };
    },
    onLoginRequired: () => undefined,
  });
  return { calls, restore, callsTo: (name: string) => calls.filter((c) => c.path.endsWith(`/${name}`)) };
}

export const PROFILE = {
  id: '100000000000000123',
  username: 'alice',
  vague_email: 'al***@example.com',
  vague_mobile: '',
  mobile_verified: false,
  email_verified: true,
  has_google2fa: false,
  country_code: 'HK',
  lang: 'en',
  parent_member_id: '0',
  status: 1,
  loyalty_vip_info: { is_vip: false, label_level: 0 },
};

export function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Render `element` at `path` (inside /tradingbot/{locale}/spot-grid/), optionally logged in. */
export async function renderInArea(element: ReactElement, { path = '', route = '*', loggedIn = true, locale = 'en' }: { path?: string; route?: string; loggedIn?: boolean; locale?: string } = {}) {
  const store: AppStore = createStore();
  if (loggedIn) store.dispatch(profileReceived({ profile: PROFILE as never, source: 'web' }));
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
          <Location />
        </AreaProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...utils, store, i18n };
}
