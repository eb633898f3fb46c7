/**
 * `@tb/futures-feature/testing` — test support, never imported by app code:
 * a contract as the simulator serves it and its dynamic item, for the tests
 * of this lib and of the futures remotes' pages. One definition, in the
 * symbol cache's test support (`@tb/data-access-symbols/testing`).
 */
import { screen, within } from '@testing-library/react';
import { scriptedExchange, type ScriptedAnswer, type ScriptedRequest } from '@tb/data-access-api/testing';
import { initI18n } from '@tb/i18n';
import userEvent from '@testing-library/user-event';
import { createElement, Fragment, type ReactElement } from 'react';
import type { ContractSymbol, FeatureFlag } from '@tb/contracts';
import { Provider } from '@tb/data-access-api';
import { ALL_FLAGS, storeWithLogin, withFlags } from '@tb/data-access-session/testing';
import { SymbolConfigCache, emptySymbolStructure } from '@tb/data-access-symbols';
import { itemOf, simBtcSymbol } from '@tb/data-access-symbols/testing';
import { LocationProbe, renderArea } from '@tb/ui/testing';

export { simBtcSymbol, itemOf };

/**
 * On a futures area's `symbols` page (ContractsPage, rendered with the page's
 * `LocationProbe`): the contract list is full-page with `current` marked;
 * choosing `next` opens the area's create page on it.
 */
export async function chooseOnContractsPage(area: string, current: string, next: string): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose a contract' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Perpetual contracts' });
  expect(within(list).getByRole('button', { name: new RegExp(current) })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(within(list).getByRole('button', { name: new RegExp(next) }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/tradingbot/en/${area}/create/?symbol=${next}`);
}

/**
 * On a multi-symbol area's `symbols` page (ContractsPage `multiple`, with the
 * page's `LocationProbe`): the contracts of `?symbols=` are marked; each of
 * `toggle` is added or removed, and "Done" opens the create page with the
 * choice (`create/?symbols=…`, in the order chosen).
 */
export async function chooseManyOnContractsPage(area: string, current: readonly string[], toggle: readonly string[], expected: readonly string[]): Promise<void> {
  expect(await screen.findByRole('heading', { level: 1, name: 'Choose the contracts' })).toBeInTheDocument();
  const list = await screen.findByRole('list', { name: 'Perpetual contracts' });
  for (const name of current) expect(within(list).getByRole('button', { name: new RegExp(name) })).toHaveAttribute('aria-pressed', 'true');
  for (const name of toggle) await userEvent.click(within(list).getByRole('button', { name: new RegExp(name) }));
  expect(screen.getByText(`Chosen: ${expected.length}`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Done' }));
  expect(screen.getByTestId('location')).toHaveTextContent(`/tradingbot/en/${area}/create/?symbols=${expected.join(',')}`);
}

/**
 * A page's symbol cache serving `symbols` as the simulator's linear
 * perpetuals, each one's dynamic item at `lastPrice(name)` (a create page's
 * tests: the page gets it as its `symbols` prop).
 */
export function contractCache(symbols: readonly ContractSymbol[], lastPrice: (name: string) => string): SymbolConfigCache {
  const structure = emptySymbolStructure();
  structure.LinearPerpetual = [...symbols];
  return new SymbolConfigCache({
    storage: null,
    fetchList: async () => ({ version: '1', changed: true, default_quote_coin: 'USDT', symbols: structure }),
    fetchItem: async (name) => itemOf(symbols.find((s) => s.name === name) ?? symbols[0], { last_price: lastPrice(name) }),
    userToken: () => undefined,
    defaultQuoteCoin: () => 'USDT',
    now: () => 0,
  });
}

/** Renders `page` in a futures area as the shell mounts it, with a store in the login state, the feature flags (all on unless `flags` lists the ones on) and the `LocationProbe`. */
export function renderInFuturesArea(page: ReactElement, { area, path, locale = 'en', loggedIn = true, flags = ALL_FLAGS }: { area: string; path: string; locale?: string; loggedIn?: boolean; flags?: readonly FeatureFlag[] }) {
  const children = createElement(Fragment, null, page, createElement(LocationProbe));
  return renderArea(createElement(Provider, { store: withFlags(storeWithLogin(loggedIn ? 'logged-in' : 'anonymous'), flags), children }), { area, path, locale });
}

// --- the futures create pages' form helpers (one set for futures grid, martingale and combo: issue 28) ---

/** A create form's text field by its accessible name. */
export const formField = (name: RegExp | string): HTMLElement => screen.getByRole('textbox', { name });

/** The words that describe an element: the text of every element its `aria-describedby` names, joined. */
export const describedBy = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Clears a field (by name, or the element) and types `text` into it (nothing for ''). */
export async function retype(target: RegExp | string | HTMLElement, text: string): Promise<void> {
  const input = target instanceof HTMLElement ? target : formField(target);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/** Review on a form the page refuses: no confirmation opens, and no call of `createPath` was made. */
export async function expectReviewRefused(calls: () => readonly { path: string }[], createPath: string): Promise<void> {
  await userEvent.click(screen.getByRole('button', { name: 'Review' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(calls().some((c) => c.path === createPath)).toBe(false);
}

// --- the futures create pages' test kit (martingale and combo: one renderPage, issue 28) ---

/** A test's answer for one request of the page; `undefined` leaves it to the kit (the limit call) or the exchange's default. */
export type CreatePageRoute = (request: ScriptedRequest) => ScriptedAnswer | undefined;

export interface FuturesCreatePageKit {
  /** The remote's area ("martingale", "combo"). */
  readonly area: string;
  /** The page as the remote mounts it (a new element each render). */
  readonly page: () => ReactElement;
  /** The remote's string namespaces the page needs, registered before the locale loads. */
  readonly strings: ReadonlyArray<{ register(): void }>;
  /** The page's English h1 (awaited in English; in the other locales any h1). */
  readonly heading: string;
  /** A field shown once the form is ready, in every locale the tests use. */
  readonly ready: RegExp;
  /** The kind's limit call and its answer as the simulator gives it (the engine's own validation of the body). */
  readonly limit: { readonly path: string; readonly answer: (body: Record<string, unknown>) => ScriptedAnswer };
}

export interface CreatePageOptions {
  readonly path?: string;
  readonly route?: CreatePageRoute;
  readonly loggedIn?: boolean;
  readonly locale?: string;
  readonly flags?: readonly FeatureFlag[];
}

/**
 * A futures kind's create page on a scripted exchange, for its tests: call
 * once at the top of the test file (it registers the `afterEach` that
 * restores the exchange), then `await open({ route, locale, … })` in a test
 * renders the page in its area, answers the limit call as the simulator
 * does unless `route` answers first, and waits until the form is ready.
 * A kind passes only what differs: its area, page, strings, words and limit call.
 */
export function futuresCreatePageKit(kit: FuturesCreatePageKit) {
  const restores: Array<() => void> = [];
  afterEach(() => {
    while (restores.length) restores.pop()?.();
  });
  return async function open({ path = 'create', route = () => undefined, loggedIn = true, locale = 'en', flags }: CreatePageOptions = {}) {
    const exchange = scriptedExchange((request) => route(request) ?? (request.path === kit.limit.path ? kit.limit.answer(request.body ?? {}) : undefined));
    restores.push(exchange.restore);
    for (const strings of kit.strings) strings.register();
    await initI18n(locale);
    const utils = renderInFuturesArea(kit.page(), { area: kit.area, path, locale, loggedIn, ...(flags ? { flags } : {}) });
    await screen.findByRole('heading', { name: locale === 'en' ? kit.heading : undefined, level: 1 });
    await screen.findByRole('textbox', { name: kit.ready });
    return { ...utils, exchange, calls: () => exchange.calls };
  };
}
