/** Test support of the ranking remote: its routes mounted as the shell mounts the area, at a URL, for a visitor. */
import { render } from '@testing-library/react';
import { Provider } from '@tb/data-access-api';
import { storeWithLogin } from '@tb/data-access-session/testing';
import { initI18n } from '@tb/i18n';
import { AreaProvider, Route, Routes } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import { LocationProbe } from '@tb/ui/testing';
import RankingRoutes from '../routes';

/** The ranking area at `/tradingbot/{locale}/{url}` (e.g. `ranking/?run=month`), right to left in Arabic; the location is printed (`location` test id). */
export async function renderRankingArea(url: string, locale = 'en') {
  await initI18n(locale);
  const home = `/tradingbot/${locale}/`;
  return render(
    <Provider store={storeWithLogin('anonymous')}>
      <MemoryRouter initialEntries={[`${home}${url}`]}>
        <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>
          <Routes>
            <Route
              path={`/tradingbot/${locale}/ranking/*`}
              element={
                <AreaProvider homePath={home} area="ranking" locale={locale}>
                  <RankingRoutes />
                </AreaProvider>
              }
            />
            <Route path="*" element={null} />
          </Routes>
        </div>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
}
