/**
 * Test support (not part of the app): the page's real store and RTK Query
 * slice behind a scripted exchange, the real router and i18n instance, the
 * DCA routes mounted where the shell mounts them.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStore, Provider, type AppStore } from '@tb/data-access-api';
import { envelope, scriptedExchange, type ScriptedAnswer, type ScriptedRequest } from '@tb/data-access-api/testing';
import { loadProfile, profileReceived } from '@tb/data-access-session';
import { initI18n } from '@tb/i18n';
import { AreaProvider, MemoryRouter, Route, Routes, useLocation } from '@tb/router';

export type Answer = ScriptedAnswer;
export type ExchangeRoute = (path: string, body: Record<string, unknown> | undefined, query: URLSearchParams) => Answer | undefined;

export { envelope };
export const refusal = (statusCode: number, debugMsg: string, extra: Record<string, unknown> = {}) => envelope({ status_code: statusCode, debug_msg: debugMsg, ...extra });

export type Call = ScriptedRequest;

/** A scripted exchange: `route` answers by path; unknown paths answer 404. Returns the calls made. */
export const fakeExchange = (route: ExchangeRoute): { calls: Call[]; restore: () => void } => scriptedExchange((request) => route(request.path, request.body, request.query));

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

export function pageStore(loggedIn: boolean): AppStore {
  const store = createStore();
  if (loggedIn) store.dispatch(profileReceived({ profile: PROFILE, source: 'web' }));
  else store.dispatch(loadProfile.rejected(new Error('not logged in'), 'test'));
  return store;
}

/** Where the router is (rendered for assertions). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export async function renderInArea(ui: ReactNode, { path = '/tradingbot/en/dca/', locale = 'en', loggedIn = true, store = pageStore(loggedIn) } = {}) {
  await initI18n(locale);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AreaProvider homePath={`/tradingbot/${locale}/`} area="dca" locale={locale}>
          <Routes>
            <Route path={`/tradingbot/${locale}/dca/*`} element={ui} />
          </Routes>
          <LocationProbe />
        </AreaProvider>
      </MemoryRouter>
    </Provider>,
  );
  return { ...result, store };
}
