/**
 * Test support of the martingale bot pages (not shipped): the page's real
 * store and RTK Query slice behind a scripted exchange answering by path,
 * the real router and i18n, and the area's routes mounted where the shell
 * mounts them. Built on the shared pieces (`@tb/data-access-api/testing`,
 * `@tb/data-access-session/testing`).
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from '@tb/data-access-api';
import { envelope, scriptedExchange } from '@tb/data-access-api/testing';
import { storeWithLogin } from '@tb/data-access-session/testing';
import { initI18n } from '@tb/i18n';
import { AreaProvider, MemoryRouter, Route, Routes } from '@tb/router';
import { LocationProbe } from '@tb/ui/testing';

/** Answers one path: the result (a success gets status_code 200 added), or undefined for 404. */
export type Handler = (body: Record<string, unknown>) => Record<string, unknown> | undefined;

/** A scripted exchange routing by path; `callsTo(path)` lists the bodies sent to one path. */
export function martExchange(handlers: Record<string, Handler>) {
  const { calls, restore } = scriptedExchange((request) => {
    const result = handlers[request.path]?.(request.body ?? {});
    return result ? envelope({ status_code: 200, debug_msg: '', ...result }) : undefined;
  });
  return { calls, restore, callsTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body) };
}

/** Renders `routes` at `/tradingbot/{locale}/martingale/{path}` on a logged-in page. */
export async function renderMartingale(routes: ReactElement, { path, locale = 'en' }: { path: string; locale?: string }) {
  await initI18n(locale);
  const home = `/tradingbot/${locale}/`;
  return render(
    <Provider store={storeWithLogin('logged-in')}>
      <MemoryRouter initialEntries={[`${home}martingale/${path}`]}>
        <AreaProvider homePath={home} area="martingale" locale={locale}>
          <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>
            <Routes>
              <Route path={`/tradingbot/${locale}/martingale/*`} element={routes} />
            </Routes>
          </div>
          <LocationProbe />
        </AreaProvider>
      </MemoryRouter>
    </Provider>,
  );
}
