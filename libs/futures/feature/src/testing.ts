/**
 * `@tb/futures-feature/testing` — test support, never imported by app code:
 * a contract as the simulator serves it and its dynamic item, for the tests
 * of this lib and of the futures remotes' pages. One definition, in the
 * symbol cache's test support (`@tb/data-access-symbols/testing`).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export { simBtcSymbol, itemOf } from '@tb/data-access-symbols/testing';

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
