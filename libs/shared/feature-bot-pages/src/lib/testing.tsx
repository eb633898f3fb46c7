/** Test support of this lib (not exported): a page store and the area as the shell mounts it. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from '@tb/data-access-api';
import { storeWithLogin } from '@tb/data-access-session/testing';
import { initI18n } from '@tb/i18n';
import { AreaProvider } from '@tb/router';
import { MemoryRouter } from '@tb/router/testing';
import { LocationProbe } from '@tb/ui/testing';

/** `ui` inside the futures-grid area at `url` (default a detail page); with a `url`, the router's location is printed (`location` test id). */
export async function renderPage(ui: ReactNode, { login = 'logged-in', locale = 'en', url }: { login?: 'logged-in' | 'anonymous' | 'unknown'; locale?: string; url?: string } = {}) {
  const store = storeWithLogin(login);
  await initI18n(locale);
  const wrap = (content: ReactNode) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[url ?? `/tradingbot/${locale}/futures-grid/detail/1/`]}>
        <AreaProvider homePath={`/tradingbot/${locale}/`} area="futures-grid" locale={locale}>
          <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>{content}</div>
          {url ? <LocationProbe /> : null}
        </AreaProvider>
      </MemoryRouter>
    </Provider>
  );
  const utils = render(wrap(ui));
  return { ...utils, rerender: (next: ReactNode) => utils.rerender(wrap(next)) };
}
