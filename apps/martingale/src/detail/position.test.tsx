/**
 * The detail page on a compiled contract (the symbol cache answers the
 * simulator's BTCUSDT): the position's margin ratio and the add-margin
 * preview come from the engine's exact futures core. Its own file: the
 * symbol cache is a page-wide singleton.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_PATHS, FMART_PATHS as P } from '@tb/contracts/paths';
import { emptySymbolStructure } from '@tb/data-access-symbols';
import { itemOf, simBtcSymbol } from '@tb/data-access-symbols/testing';
import { BigNumber } from '@tb/util-format';
import MartingaleRoutes from '../routes';
import { BOT_ID, DETAIL, RUNNING_ROUND } from './fixtures';
import { martExchange, renderMartingale } from './testing';

let restore: () => void = () => undefined;
afterEach(() => restore());

it('shows the margin ratio from the maintenance margin, and the liquidation price now and after the margin being typed', async () => {
  const btc = simBtcSymbol();
  const structure = emptySymbolStructure();
  structure.LinearPerpetual = [btc];
  restore = martExchange({
    [API_PATHS.briefSymbolList]: () => ({ version: '1', changed: true, default_quote_coin: 'USDT', symbols: structure }),
    [API_PATHS.dynamicSymbolItem]: () => ({ ...itemOf(btc, { mark_price: DETAIL.mark_price }) }),
    [P.getFmartDetail]: () => ({ fmart_detail: DETAIL }),
    [P.getFmartRoundList]: () => ({ total: 1, rounds: [RUNNING_ROUND] }),
  }).restore;
  await renderMartingale(<MartingaleRoutes />, { path: `detail/${BOT_ID}/` });
  const position = await screen.findByRole('table', { name: 'Position' });
  // maintenance margin 0.5 % of 0.025 × 19,854.5 ≈ 2.48 USDT over equity 248.5 − 0.65: about 1 %
  await waitFor(() => expect(within(position).getAllByRole('row')[1]).toHaveTextContent(/1\.\d\d%/));

  fireEvent.click(screen.getByRole('button', { name: 'Change settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change settings' });
  fireEvent.change(within(dialog).getByLabelText('Add margin (USDT)'), { target: { value: '100' } });
  const now = await within(dialog).findByRole('status', { name: 'Liquidation price now' });
  const after = await within(dialog).findByRole('status', { name: /^After adding 100(\.00)? USDT$/ });
  // the "after" figure is the engine's addMargin on the rebuilt position: lower than now for a long
  const value = (el: HTMLElement) => new BigNumber(el.textContent!.replace(/,/g, ''));
  expect(value(now).isGreaterThan(0)).toBe(true);
  expect(value(after).isLessThan(value(now))).toBe(true);
});
