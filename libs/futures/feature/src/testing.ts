/**
 * `@tb/futures-feature/testing` — test support, never imported by app code:
 * a contract as the simulator serves it and its dynamic item, for the tests
 * of this lib and of the futures remotes' pages. One definition, in the
 * symbol cache's test support (`@tb/data-access-symbols/testing`).
 */
import { screen, within } from '@testing-library/react';
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
