/**
 * Test support for the shell's component tests (not part of the app): the
 * page store, English strings and a router around a component, and a
 * scripted exchange behind the transport.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider, createStore, type AppStore } from '@tb/data-access-api';
import { envelope, failure, scriptedExchange, type ScriptedAnswer } from '@tb/data-access-api/testing';
import { TEST_PROFILE } from '@tb/data-access-session/testing';
import { initI18n } from '@tb/i18n';
import { MemoryRouter } from '@tb/router/testing';
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

/** The session's test profile (every spec field), with an id below 2^53 as older accounts have. */
export const PROFILE = { ...TEST_PROFILE, id: '100000001' };
