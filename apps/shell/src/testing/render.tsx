/**
 * Test support for the shell's component tests (not part of the app): the
 * page store, English strings and a router around a component, and a
 * scripted exchange behind the transport.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider, createStore, type AppStore } from '@tb/data-access-api';
import { envelope, failure, scriptedExchange, type ScriptedAnswer } from '@tb/data-access-api/testing';
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

export type Answer = ScriptedAnswer;

/** The scripted exchange answering by URL and body. */
export const fakeExchange = (route: (url: string, body: unknown) => Answer | undefined) => scriptedExchange((request) => route(request.url, request.body));

export const ok = (result: unknown): Answer => envelope(result);
export const fail = failure;

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
