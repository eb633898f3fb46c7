/**
 * Test support (not part of the app): the page's real store and RTK Query
 * slice behind a scripted exchange, the real router and i18n instance, the
 * DCA routes mounted where the shell mounts them.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider, type AppStore } from '@tb/data-access-api';
import { envelope, scriptedExchange, type ScriptedAnswer, type ScriptedRequest } from '@tb/data-access-api/testing';
import { storeWithLogin, TEST_PROFILE } from '@tb/data-access-session/testing';

export const PROFILE = TEST_PROFILE;
import { initI18n } from '@tb/i18n';
import { AreaProvider, Route, Routes, useLocation } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';

export type Answer = ScriptedAnswer;
export type ExchangeRoute = (path: string, body: Record<string, unknown> | undefined, query: URLSearchParams) => Answer | undefined;

export { envelope };
export const refusal = (statusCode: number, debugMsg: string, extra: Record<string, unknown> = {}) => envelope({ status_code: statusCode, debug_msg: debugMsg, ...extra });

export type Call = ScriptedRequest;

/** A scripted exchange: `route` answers by path; unknown paths answer 404. Returns the calls made. */
export const fakeExchange = (route: ExchangeRoute): { calls: Call[]; restore: () => void } => scriptedExchange((request) => route(request.path, request.body, request.query));


export function pageStore(loggedIn: boolean): AppStore {
  return storeWithLogin(loggedIn ? 'logged-in' : 'anonymous');
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
