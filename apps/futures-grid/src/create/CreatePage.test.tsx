import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUTURES_GRID_PATHS } from '@tb/contracts/paths';
import { envelope } from '@tb/data-access-api/testing';
import { formatPrice } from '@tb/util-format';
import { engineVerdict, fgExchange, renderArea } from './test-harness';

jest.mock('@tb/data-access-quotes', () => ({
  quoteFeed: () => ({ subscribe: () => () => undefined, listen: () => () => undefined, getTicker: () => undefined }),
  useQuotes: () => ({}),
  useQuote: () => undefined,
}));

let exchange: ReturnType<typeof fgExchange>;
afterEach(() => exchange?.restore());

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const price = (v: string) => formatPrice(v, { tickSize: '0.1', locale: 'en' });
/** What the page sends for the starting grid (±5 % around 20,000, 10 grids, 5×, long). */
const grid = { symbol: 'BTCUSDT', grid_mode: 2, grid_type: 1, min_price: '19000', max_price: '21000', cell_number: 10, leverage: '5' } as const;

async function openPage(path = 'create/?symbol=BTCUSDT') {
  await renderArea(path);
  await waitFor(() => expect(field(/^Lower price/)).toHaveValue('19000.0'));
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, name: string | RegExp, text: string) {
  await user.clear(field(name));
  if (text) await user.type(field(name), text);
}

describe('futures grid create page', () => {
  it('shows each bound at its field and the engine’s liquidation estimate as the trader types', async () => {
    exchange = fgExchange();
    const user = userEvent.setup();
    await openPage();
    expect(screen.getByRole('tablist', { name: 'Grid mode' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Long' })).toHaveAttribute('aria-selected', 'true');
    await typeInto(user, /^Margin/, '1000');

    const at5 = engineVerdict({ ...grid, init_margin: '1000' });
    await waitFor(() => expect(screen.getByText('Estimated liquidation price (long)').nextElementSibling).toHaveTextContent(price(at5.long_liq_price)));
    expect(at5.long_liq_price).not.toBe('');
    // bounds from validate-fgrid-input at each field
    await waitFor(() => expect(exchange.callsTo(FUTURES_GRID_PATHS.validateInput).length).toBeGreaterThan(0));
    await waitFor(() => expect(field(/^Lower price/)).toHaveAccessibleDescription(`Allowed: ${price(at5.min_price.from)} to ${price(at5.min_price.to)}`));
    expect(field(/^Upper price/)).toHaveAccessibleDescription(`Allowed: ${price(at5.max_price.from)} to ${price(at5.max_price.to)}`);
    expect(field(/^Number of grids/)).toHaveAccessibleDescription(`Allowed: ${at5.cell_number.from} to ${at5.cell_number.to}`);
    // the minimum margin shown rounded up (never below the engine's), the maximum rounded down
    expect(at5.investment.from).toBe('39.5084');
    expect(field(/^Margin/)).toHaveAccessibleDescription(expect.stringContaining('Allowed: 39.51 USDT to 2,005,522.86 USDT'));

    // raising the leverage moves the liquidation price up, to the engine's figure, at once
    await typeInto(user, 'Leverage', '20');
    const at20 = engineVerdict({ ...grid, leverage: '20', init_margin: '1000' });
    expect(at20.long_liq_price).not.toBe(at5.long_liq_price);
    await waitFor(() => expect(screen.getByText('Estimated liquidation price (long)').nextElementSibling).toHaveTextContent(price(at20.long_liq_price)));
  });
});
