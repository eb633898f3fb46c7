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

  it('sends the exact create body (percents divided by 100) and opens the new bot’s detail', async () => {
    exchange = fgExchange();
    const user = userEvent.setup();
    await openPage();
    await typeInto(user, /^Margin/, '1000');
    await typeInto(user, /^Take profit \(% of margin\)/, '30');
    await typeInto(user, /^Stop loss \(% of margin\)/, '10');
    await typeInto(user, /^Trailing stop/, '2.5');
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the futures grid' });
    const liq = engineVerdict({ ...grid, init_margin: '1000', tp_sl_type: 1, take_profit_per: '0.3', stop_loss_per: '0.1', trailing_stop_per: '0.025' }).long_liq_price;
    expect(within(dialog).getByText('Estimated liquidation').nextElementSibling).toHaveTextContent(`Long ${price(liq)}`);
    expect(within(dialog).getByText('Trailing stop').nextElementSibling).toHaveTextContent('2.5%');
    expect(within(dialog).getByText('Margin').nextElementSibling).toHaveTextContent('1,000.00 USDT');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm and create' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/futures-grid/detail/555/'));
    expect(exchange.callsTo(FUTURES_GRID_PATHS.create).map((c) => c.body)).toEqual([
      {
        ...grid,
        tp_sl_type: 1,
        take_profit_per: '0.3',
        stop_loss_per: '0.1',
        trailing_stop_per: '0.025',
        total_investment: '1000',
        account_type: 1,
        create_type: 3,
      },
    ]);
  });

  it('shows a check code at its field: from the validator as typed, and from a refused create without leaving the page', async () => {
    exchange = fgExchange({
      create: () => envelope({ status_code: 400, debug_msg: 'investment too low', check_code: 'FGRID_CHECK_CODE_INVESTMENT_TOO_LOW', investment: { from: '1200', to: '' } }),
    });
    const user = userEvent.setup();
    await openPage();
    await typeInto(user, /^Margin/, '1000');
    await typeInto(user, /^Number of grids/, '1');
    await waitFor(() => expect(field(/^Number of grids/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Number of grids/)).toHaveAccessibleDescription(expect.stringMatching(/grid/i));
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await typeInto(user, /^Number of grids/, '10');
    await waitFor(() => expect(field(/^Number of grids/)).not.toHaveAttribute('aria-invalid'));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and create' }));
    await waitFor(() => expect(field(/^Margin/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Margin/)).toHaveAccessibleDescription(expect.stringContaining('1,200'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/futures-grid/create/?symbol=BTCUSDT');
  });
});

