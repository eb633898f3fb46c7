/**
 * Test support for the shell's component tests (not part of the app): the
 * page store, English strings and a router around a component, and a
 * scripted exchange behind the transport.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider, configureTransport, createStore, type AppStore } from '@tb/data-access-api';
import { initI18n } from '@tb/i18n';
import { MemoryRouter } from '@tb/router';
import { loadShellTranslations } from '../i18n/shell-translations';

export async function ready(locale = 'en') {
  await loadShellTranslations(locale);
  await initI18n(locale);
}

export function renderWithStore(ui: ReactElement, { store = createStore(), path = '/tradingbot/en/' }: { store?: AppStore; path?: string } = {}) {
  return { store, ...render(<Provider store={store}><MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter></Provider>) };
}

export type Answer = { status?: number; body: unknown };

export function fakeExchange(route: (url: string, body: unknown) => Answer | undefined) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const restore = configureTransport({
    fetch: async (url, init) => {
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ url, body });
      const answer = route(url, body) ?? { status: 404, body: { ret_code: 10404, ret_msg: 'not found', result: {} } };
      const status = answer.status ?? 200;
      const text = JSON.stringify(answer.body);
      return { ok: status < 300, status, statusText: status < 300 ? 'OK' : 'Error', text: async () => text };
    },
    onLoginRequired: () => undefined,
  });
  return { calls, restore };
}

export const ok = (result: unknown): Answer => ({ body: { ret_code: 0, ret_msg: 'OK', result, ext_info: {}, time_now: (Date.now() / 1000).toFixed(3) } });
export const fail = (retCode: number, message = 'error', status = 200): Answer => ({ status, body: { ret_code: retCode, ret_msg: message, result: {}, ext_info: {}, time_now: (Date.now() / 1000).toFixed(3) } });

export const PROFILE = {
  id: '100000001',
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
