/** Test support of this lib (not exported): a page store and the area as the shell mounts it. */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createStore, Provider } from '@tb/data-access-api';
import { loadProfile, profileReceived } from '@tb/data-access-session';
import { initI18n } from '@tb/i18n';
import { AreaProvider, MemoryRouter } from '@tb/router';

const PROFILE = { id: '100000000000000123', username: 'alice', vague_email: 'al***@example.com', vague_mobile: '', mobile_verified: false, email_verified: true, has_google2fa: false, country_code: 'HK', lang: 'en', parent_member_id: '0', status: 1, loyalty_vip_info: { is_vip: false, label_level: 0 } };

export async function renderPage(ui: ReactNode, { login = 'logged-in', locale = 'en' }: { login?: 'logged-in' | 'anonymous' | 'unknown'; locale?: string } = {}) {
  const store = createStore();
  if (login === 'logged-in') store.dispatch(profileReceived({ profile: PROFILE, source: 'web' }));
  if (login === 'anonymous') store.dispatch(loadProfile.rejected(new Error('not logged in'), 'test'));
  await initI18n(locale);
  const wrap = (content: ReactNode) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/tradingbot/${locale}/futures-grid/detail/1/`]}>
        <AreaProvider homePath={`/tradingbot/${locale}/`} area="futures-grid" locale={locale}>
          <div dir={locale.startsWith('ar') ? 'rtl' : 'ltr'}>{content}</div>
        </AreaProvider>
      </MemoryRouter>
    </Provider>
  );
  const utils = render(wrap(ui));
  return { ...utils, rerender: (next: ReactNode) => utils.rerender(wrap(next)) };
}
