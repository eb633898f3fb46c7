import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { FUTURES_GRID_PATHS } from '@tb/contracts/paths';
import type { AiFailureCode, FuturesGridFollowDetail } from '@tb/contracts';
import { envelope } from '@tb/data-access-api/testing';
import { formatAmount, formatPrice } from '@tb/util-format';
import { contractConfig } from '@tb/data-access-symbols';
import { backtestFuturesGrid, compileContract, priceToTicks, unitsToQuote } from '@tb/engine';
import { candleSeries } from '@tb/feature-bot-pages';
import { followLeader } from '@tb/feature-bot-pages/testing';
import { contractRulesFrom } from '@tb/futures-feature';
import { inputFromBody } from './form';
import { VALIDATE_PAUSE_MS } from './use-verdict';
import { contracts, engineVerdict, fgExchange, renderArea } from './test-harness';

jest.mock('@tb/data-access-quotes', () => ({
  quoteFeed: () => ({ subscribe: () => () => undefined, listen: () => () => undefined, getTicker: () => undefined }),
  useQuotes: () => ({}),
  useQuote: () => undefined,
}));


let exchange: ReturnType<typeof fgExchange>;
afterEach(() => exchange?.restore());

/**
 * A field by role and name. A role query names every textbox of the page (~2 ms each in jsdom): a check
 * polled by `waitFor` (every 50 ms and on every DOM change while the page renders) reads an element found
 * once, never a fresh query per poll — those queries were most of this file's time.
 */
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const findField = (name: string | RegExp) => screen.findByRole('textbox', { name });
/** The Create button, found once, for the checks that wait for it to be enabled. */
const createButton = () => screen.getByRole('button', { name: 'Create' });
const price = (v: string) => formatPrice(v, { tickSize: '0.1', locale: 'en' });
/** What the page sends for the starting grid (±5 % around 20,000, 10 grids, 5×, long). */
const grid = { symbol: 'BTCUSDT', grid_mode: 2, grid_type: 1, min_price: '19000', max_price: '21000', cell_number: 10, leverage: '5' } as const;

/** A leader's futures grid as get-fgrid-follow-detail answers it (a neutral BTCUSDT grid, TP 20 % of margin) with `parameters` changed. */
function leaderBot(botId: string, parameters: Partial<FuturesGridFollowDetail['parameters']>): FuturesGridFollowDetail {
  return {
    bot_id: botId, nick_name: 'Leader', symbol: 'BTCUSDT', base_token: 'BTC', quote_token: 'USDT', status: 'RUNNING', operation_time: 3_600_000,
    total_apr: '0.5', pnl_per: '0.01', arbitrage_num: 4, defeat_per: '0.6', follow_num: 2,
    parameters: {
      symbol: 'BTCUSDT', grid_mode: 1, grid_type: 1, min_price: '19500', max_price: '20500', cell_number: 8, leverage: '3', tp_sl_type: 1,
      take_profit_price: '', stop_loss_price: '', take_profit_per: '0.2', stop_loss_per: '', trailing_stop_per: '', entry_price: '', move_up_price: '', move_down_price: '', min_investment: '150',
      ...parameters,
    },
    leader: followLeader(),
  };
}

async function openPage(path = 'create/?symbol=BTCUSDT') {
  await renderArea(path);
  const lower = await findField(/^Lower price/);
  await waitFor(() => expect(lower).toHaveValue('19000.0'));
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, name: string | RegExp, text: string) {
  const input = field(name);
  await user.clear(input);
  if (text) await user.type(input, text);
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
    const lower = field(/^Lower price/);
    await waitFor(() => expect(lower).toHaveAccessibleDescription(`Allowed: ${price(at5.min_price.from)} to ${price(at5.min_price.to)}`));
    expect(field(/^Upper price/)).toHaveAccessibleDescription(`Allowed: ${price(at5.max_price.from)} to ${price(at5.max_price.to)}`);
    expect(field(/^Number of grids/)).toHaveAccessibleDescription(`Allowed: ${at5.cell_number.from} to ${at5.cell_number.to}`);
    expect(field(/^Entry price/)).toHaveAccessibleDescription(`Allowed: ${price(at5.entry_price.from)} to ${price(at5.entry_price.to)} The bot waits until the price reaches it.`);
    expect(field(/^Take profit \(% of margin\)/)).toHaveAccessibleDescription(expect.stringContaining('Allowed: '));
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
        block_source: 1,
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
    const grids = field(/^Number of grids/);
    await waitFor(() => expect(grids).toHaveAttribute('aria-invalid', 'true'));
    // the field's own rule (2 to 200 grids) says it before anything is asked
    expect(field(/^Number of grids/)).toHaveAccessibleDescription(expect.stringContaining('At least 2.'));
    const create = createButton();
    expect(create).toBeDisabled();
    await typeInto(user, /^Number of grids/, '10');
    await waitFor(() => expect(grids).not.toHaveAttribute('aria-invalid'));
    expect(field(/^Number of grids/)).toBe(grids);

    await waitFor(() => expect(create).toBeEnabled());
    await user.click(createButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and create' }));
    const margin = field(/^Margin/);
    await waitFor(() => expect(margin).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Margin/)).toHaveAccessibleDescription(expect.stringContaining('1,200'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/futures-grid/create/?symbol=BTCUSDT');
  });

  it('puts an order-book price into the price input that last had focus (lower, upper or entry)', async () => {
    exchange = fgExchange();
    const user = userEvent.setup();
    await openPage();
    const book = await screen.findByRole('region', { name: 'Order book' });
    await user.click(field(/^Entry price/));
    await user.click(await within(book).findByRole('button', { name: 'Sell 20,000.0, amount 0.750: use for “Entry price (optional)”' }));
    expect(field(/^Entry price/)).toHaveValue('20000.0');
    expect(field(/^Lower price/)).toHaveValue('19000.0');
    expect(exchange.calls.find((call) => call.path.endsWith('/depth'))?.query.get('category')).toBe('linear');
  });

  it('copies a bot from ?copy=: its parameters fill the form and the create names the leader', async () => {
    exchange = fgExchange({ follow: leaderBot('77', { grid_mode: 1 }) });
    const user = userEvent.setup();
    await renderArea('create/?copy=77');
    const lower = await findField(/^Lower price/);
    await waitFor(() => expect(lower).toHaveValue('19500'));
    expect(screen.getByText(/Copying bot 77 by Leader/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('tab', { name: 'Neutral' })).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Take profit \(% of margin\)/)).toHaveValue('20');
    expect(field(/^Margin/)).toHaveValue('150');
    expect(field(/^Trailing stop/)).toBeDisabled();
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and create' }));
    await waitFor(() => expect(exchange.callsTo(FUTURES_GRID_PATHS.create)).toHaveLength(1));
    expect(exchange.callsTo(FUTURES_GRID_PATHS.create)[0].body).toEqual({
      symbol: 'BTCUSDT', grid_mode: 1, grid_type: 1, min_price: '19500', max_price: '20500', cell_number: 8, leverage: '3',
      tp_sl_type: 1, take_profit_per: '0.2', total_investment: '150', account_type: 1, create_type: 1, block_source: 1, followed_grid_id: '77',
    });
  });

  it('AI tab: each offered mode’s parameters with its test over days it had not seen (return and drawdown beside the APR annualised from them); the mode not offered and why; one click puts them in the form', async () => {
    const proposal = (grid_mode: number, min: string, max: string) => ({
      grid_mode, min_price: min, max_price: max, cell_number: 12, grid_type: 2, leverage: '4', volatility_ratio: '0.031', total_apr: '0.42', grid_apr: '0.38',
      max_drawdown_ratio: '0.07', backtest_fills: 57, backtest_liquidations: 0,
      validation: { choose_start: 0, test_start: 345_600_000, test_end: 604_800_000, test_days: '3.000000', window_return: '0.003452', max_drawdown: '0.07', apr: '0.42', fills: 57, liquidations: 0, failure: '' as AiFailureCode | '' },
    });
    const lost = { ...proposal(1, '19100', '20900'), validation: { ...proposal(1, '1', '2').validation, failure: 'loss_beyond_limit' as const, window_return: '-0.031' } };
    exchange = fgExchange({
      ai: {
        status_code: 200, debug_msg: '', symbol: 'BTCUSDT',
        ai_params: [proposal(2, '19400', '21000'), proposal(3, '19000', '20600')],
        withheld: [lost], loss_limit: '0.02', none_passed: false,
        config: { max_leverage_e2: 10000 }, backtest_investment: '1000', window_start: 0, window_end: 604_800_000, candles: 10080, cached: false,
      },
    });
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('tab', { name: 'AI' }));
    await screen.findByText('Neutral: lost 3.10% in its test (limit 2.00%)');
    const cards = screen.getAllByRole('listitem').filter((li) => li.querySelector('h3'));
    expect(within(cards[0]).getByRole('heading', { name: 'Long' })).toBeInTheDocument();
    expect(within(cards[0]).getByText('Return over the 3 test days').nextElementSibling).toHaveTextContent('+0.35%');
    expect(within(cards[0]).getByText('Max drawdown over the 3 test days').nextElementSibling).toHaveTextContent('7.00%');
    expect(within(cards[0]).getByText('APR, annualised from 3 days only').nextElementSibling).toHaveTextContent('42.00%');
    expect(within(cards[0]).getByText('Fills in the test').nextElementSibling).toHaveTextContent('57');
    await user.click(within(cards[1]).getByRole('button', { name: 'Use the Short parameters' }));
    expect(screen.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Short' })).toHaveAttribute('aria-selected', 'true');
    expect(field(/^Lower price/)).toHaveValue('19000');
    expect(field(/^Upper price/)).toHaveValue('20600');
    expect(field(/^Number of grids/)).toHaveValue('12');
    expect(screen.getByRole('radio', { name: /Geometric/ })).toBeChecked();
    await typeInto(user, /^Margin/, '500');
    const create = createButton();
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(createButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and create' }));
    await waitFor(() => expect(exchange.callsTo(FUTURES_GRID_PATHS.create)).toHaveLength(1));
    expect(exchange.callsTo(FUTURES_GRID_PATHS.create)[0].body).toMatchObject({ grid_mode: 3, grid_type: 2, min_price: '19000', max_price: '20600', cell_number: 12, leverage: '4', create_type: 2 });
  });

  it('backtest preview: fetches three days of minutes with progress and shows what the engine did, funding and liquidation included', async () => {
    const MINUTE = 60_000;
    /** A zig-zag between 19,800 and 20,190 (whole minutes): the grid fills on the way up and down. */
    const candle = (t: number) => {
      const p = String(19_800 + Math.abs(((t / MINUTE) % 80) - 40) * 10);
      return { t, o: p, h: p, l: p, c: p };
    };
    const pages: Array<ReturnType<typeof candle>[]> = [];
    exchange = fgExchange({
      klines: (query) => {
        if (query.get('interval') !== '1m') return [];
        const limit = Number(query.get('limit'));
        const last = Math.floor(Number(query.get('end')) / MINUTE) * MINUTE - MINUTE;
        const page = Array.from({ length: limit }, (_, i) => candle(last - (limit - 1 - i) * MINUTE));
        pages.push(page);
        return page;
      },
    });
    const user = userEvent.setup();
    await openPage();
    await typeInto(user, /^Margin/, '1000');
    const backtest = screen.getByRole('button', { name: 'Backtest' });
    await waitFor(() => expect(backtest).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Backtest' }));
    const panel = await screen.findByRole('region', { name: 'Backtest preview' });
    expect(within(panel).getByRole('progressbar', { name: 'Backtest progress' })).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText('Fills')).toBeInTheDocument());
    expect(pages).toHaveLength(5);

    // the same run, straight through the engine
    const rows = pages.slice().reverse().flat().filter((k) => k.t + MINUTE <= Date.now());
    const contract = compileContract(contractRulesFrom(contractConfig(contracts()[0])));
    const series = candleSeries('BTCUSDT', '1m', MINUTE, rows, (p) => priceToTicks(contract.market, p));
    const expected = backtestFuturesGrid(inputFromBody({ ...grid, init_margin: '1000' }), contract, { symbol: 'BTCUSDT', baseCoin: 'BTC', quoteCoin: 'USDT' }, series);
    if (!expected.ok) throw new Error('the engine refused the grid');
    expect(expected.fills).toBeGreaterThan(10);
    expect(within(panel).getByText('Fills').nextElementSibling).toHaveTextContent(String(expected.fills));
    expect(within(panel).getByText('Liquidation events').nextElementSibling).toHaveTextContent(String(expected.liquidations));
    expect(within(panel).getByText('Grid profit').nextElementSibling).toHaveTextContent(formatAmount(unitsToQuote(contract.market, expected.gridProfit), 'USDT', { locale: 'en' }));
  });

  it('offers to transfer the missing margin when the derivatives balance is short, and creates nothing until it is there', async () => {
    exchange = fgExchange({ derivatives: '400' });
    const user = userEvent.setup();
    await openPage();
    await typeInto(user, /^Margin/, '1000');
    expect(await screen.findByRole('button', { name: /^Transfer 600(\.00)? USDT in$/ })).toBeInTheDocument();
    expect(screen.getByText(/more than you have/)).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(exchange.callsTo(FUTURES_GRID_PATHS.validateInput).length).toBeGreaterThan(0));
    // the exchange's answer is in (the page no longer says it is checking), and still nothing can be created
    await waitFor(() => expect(screen.queryByText('Checking with the exchange…')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
  });

  it('moves: the move-up bound is shown at its field; a geometric grid cannot move', async () => {
    exchange = fgExchange();
    const user = userEvent.setup();
    await openPage();
    await typeInto(user, /^Margin/, '1000');
    const at = engineVerdict({ ...grid, init_margin: '1000' });
    const moveUp = field(/^Move up to/);
    await waitFor(() => expect(moveUp).toHaveAccessibleDescription(expect.stringContaining(`Allowed: ${price(at.move_up_price.from)} to ${price(at.move_up_price.to)}`)));
    await user.click(screen.getByRole('radio', { name: /Geometric/ }));
    expect(field(/^Move up to/)).toBeDisabled();
    expect(field(/^Move up to/)).toHaveAccessibleDescription('Only arithmetic grids can move.');
  });

  it('feature flags: without futuresTrailingStop, tpslEquity and longShortTrailing it offers no trailing stop, no TP/SL by percent and no moving range, and a copied bot sends none of them', async () => {
    exchange = fgExchange({ follow: leaderBot('78', { grid_mode: 2, trailing_stop_per: '0.05', move_up_price: '20800' }) });
    const user = userEvent.setup();
    await renderArea('create/?copy=78', { flags: [] });
    const lower = await findField(/^Lower price/);
    await waitFor(() => expect(lower).toHaveValue('19500'));
    expect(screen.queryByRole('textbox', { name: /^Trailing stop/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Move up to/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Take profit \(% of margin\)/ })).not.toBeInTheDocument();
    expect(field(/^Take-profit price/)).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm and create' }));
    await waitFor(() => expect(exchange.callsTo(FUTURES_GRID_PATHS.create)).toHaveLength(1));
    const body = exchange.callsTo(FUTURES_GRID_PATHS.create)[0].body as Record<string, unknown>;
    for (const gated of ['take_profit_per', 'stop_loss_per', 'trailing_stop_per', 'move_up_price', 'move_down_price']) expect([gated, body[gated]]).toEqual([gated, undefined]);
  });

  it('changes contract from the searchable picker', async () => {
    exchange = fgExchange();
    const user = userEvent.setup();
    await openPage();
    await user.click(screen.getByRole('button', { name: 'Change contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a contract' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search contracts' }), 'eth');
    await user.click(within(dialog).getByRole('button', { name: /ETHUSDT/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('symbol=ETHUSDT'));
    await waitFor(() => expect(field(/^Lower price/)).toHaveValue('19000.00'));
  });

  it('reads right to left in Arabic, with every word translated', async () => {
    exchange = fgExchange();
    await renderArea('create/?symbol=BTCUSDT', { locale: 'ar-SA' });
    expect(await screen.findByRole('heading', { level: 1, name: 'إنشاء شبكة عقود آجلة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[dir]')).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('tablist', { name: 'وضع الشبكة' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'شراء' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^السعر الأدنى/ })).toBeInTheDocument());
  });

  it('has no serious accessibility violations (axe), with the form filled in', async () => {
    exchange = fgExchange();
    const user = userEvent.setup();
    const { container } = await renderArea('create/?symbol=BTCUSDT');
    const lower = await findField(/^Lower price/);
    await waitFor(() => expect(lower).toHaveValue('19000.0'));
    await typeInto(user, /^Margin/, '1000');
    const create = createButton();
    await waitFor(() => expect(create).toBeEnabled());
    // the page's clocks (funding countdown, order book) tick while axe reads it: inside act, as any update
    const results = await act(() => axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } }));
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it('lets a visitor who is not logged in look: the engine still estimates, the private validator is not called, the button asks to log in', async () => {
    exchange = fgExchange();
    const user = userEvent.setup();
    await renderArea('create/?symbol=BTCUSDT', { loggedIn: false });
    const lower = await findField(/^Lower price/);
    await waitFor(() => expect(lower).toHaveValue('19000.0'));
    await typeInto(user, /^Margin/, '1000');
    const liq = engineVerdict({ ...grid, init_margin: '1000' }).long_liq_price;
    await waitFor(() => expect(screen.getByText('Estimated liquidation price (long)').nextElementSibling).toHaveTextContent(price(liq)));
    expect(screen.getByRole('note')).toHaveTextContent('Log in to create a bot.');
    expect(screen.getAllByRole('button', { name: 'Log in' }).map((b) => b.getAttribute('type'))).toContain('submit');
    // past the pause after which a trader's values would be sent (the page's state moves on meanwhile: inside act)
    await act(() => new Promise((resolve) => setTimeout(resolve, VALIDATE_PAUSE_MS + 150)));
    expect(exchange.callsTo(FUTURES_GRID_PATHS.validateInput)).toEqual([]);
    expect(exchange.callsTo(FUTURES_GRID_PATHS.create)).toEqual([]);
  });
});

