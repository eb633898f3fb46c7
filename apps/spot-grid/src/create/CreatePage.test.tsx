import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depthAnswer } from '@tb/feature-bot-pages/testing';
import { fakeExchange, ok, renderInArea } from './test-harness';
import CreatePage, { defaultRange, requestedSymbol } from './CreatePage';

jest.mock('@tb/data-access-quotes', () => ({
  useQuote: () => undefined,
  useQuotes: () => ({}),
  quoteFeed: () => ({ subscribe: () => () => undefined, listen: () => () => undefined, getTicker: () => undefined }),
}));

const BTC = {
  symbol: 'BTCUSDT',
  base_coin: 'BTC',
  quote_coin: 'USDT',
  price: '65000.00',
  amplitude: '0.03',
  change_24h: '0.012',
  tick_size: '0.01',
  price_scale: 2,
  qty_scale: 6,
  min_trade_qty: '0.000048',
  max_trade_qty: '71.7',
  min_trade_amount: '5',
  max_trade_amount: '2000000',
  is_support_ts: true,
  status: 'Trading',
  display: 1,
};
const HIDDEN = { ...BTC, symbol: 'SECRETUSDT', base_coin: 'SECRET', display: 0 };

const range = (from: string, to: string) => ({ from, to });
function validateResult(checkCode: string) {
  return {
    status_code: 200,
    debug_msg: '',
    check_code: checkCode,
    investment: range('100', '50000'),
    profit: range('0.0072', '0.0091'),
    cell_number: range('2', '90'),
    min_price: range('7294.4', '80442.76'),
    max_price: range('65816.84', '729439.4'),
    stop_loss: range('', ''),
    take_profit: range('', ''),
    entry_price: range('', ''),
    base_investment: range('', ''),
    cell_distance: '650',
    ts_percent: range('0.001', '0.99'),
    limit_up_price: range('', ''),
  };
}

const handlers: Parameters<typeof fakeExchange>[0] = {
    '/x-api/s1/bot/grid/v1/list-symbol-info-v2': () => ok({ list: [BTC, HIDDEN] }),
    '/x-api/s1/market/v1/kline': () => ok({ symbol: 'BTCUSDT', interval: '1h', list: [] }),
    '/x-api/s1/market/v1/depth': () => ok(depthAnswer('BTCUSDT', { bid: '64999.99', bidQty: '0.120000', ask: '65000.00', askQty: '0.080000' })),
    '/x-api/s1/bot/grid/v1/query-available-balance': () =>
      ok({ status_code: 200, debug_msg: '', symbol: 'BTCUSDT', account_type: 'BOT_ACCOUNT_TYPE_SPOT', base_coin: 'BTC', quote_coin: 'USDT', base_available: '0', quote_available: '1000' }),
    '/x-api/s1/bot/grid/v1/validate-input': (body) =>
      body.min_price === '12345.00'
        ? ok({ status_code: 400, debug_msg: 'min_price: must be >= 20000' })
        : ok(validateResult(Number(body.quote_investment) < 100 ? 'SPOT_CHECK_CODE_INVESTMENT_TOO_LOW' : 'SPOT_CHECK_CODE_SUCCESS_UNSPECIFIED')),
    '/x-api/s1/bot/grid/v1/get-initial-buy-amount': () =>
      ok({ status_code: 200, debug_msg: '', side: 'Buy', price: '65000', base_amount: '0.00351', quote_amount: '228.15', fee: '0.23', qty_per_grid: '0.0003', buy_order_num: 10, sell_order_num: 10 }),
    '/x-api/s1/bot/grid/v1/create-grid': () => ok({ status_code: 200, debug_msg: '', grid_id: '900000000000000001' }),
};

function exchange() {
  return fakeExchange(handlers);
}

describe('deep links', () => {
  it('reads ?symbol= and the app’s ?base=&quote=', () => {
    expect(requestedSymbol(new URLSearchParams('symbol=ethusdt'))).toBe('ETHUSDT');
    expect(requestedSymbol(new URLSearchParams('base=SOL&quote=USDT'))).toBe('SOLUSDT');
    expect(requestedSymbol(new URLSearchParams('base=SOL'))).toBe('SOLUSDT');
    expect(requestedSymbol(new URLSearchParams(''))).toBe('');
  });
  it('starts from ±10 % around the price, on the tick', () => {
    expect(defaultRange('65000.00', '0.01')).toEqual({ minPrice: '58500.00', maxPrice: '71500.00', cellNumber: '20' });
    expect(defaultRange('0.15413', '0.00001')).toEqual({ minPrice: '0.13871', maxPrice: '0.16955', cellNumber: '20' });
    expect(defaultRange('', '0.01')).toEqual({ minPrice: '', maxPrice: '', cellNumber: '' });
  });
});

describe('CreatePage', () => {
  let fake: ReturnType<typeof exchange>;
  beforeEach(() => {
    fake = exchange();
  });
  afterEach(() => fake.restore());

  it('shows the check code’s message and bounds at the investment field, keeps Create disabled until valid, confirms with a summary and creates', async () => {
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });

    const lower = await screen.findByRole('textbox', { name: /Lower price/ });
    await waitFor(() => expect(lower).toHaveValue('58500.00'));
    expect(screen.getByRole('textbox', { name: /Upper price/ })).toHaveValue('71500.00');
    expect(screen.getByRole('textbox', { name: /Number of grids/ })).toHaveValue('20');
    // the stress test tests what the form holds: it follows the form (one column on a phone keeps this order)
    const stress = screen.getByRole('region', { name: 'Stress test' });
    expect(screen.getByRole('form', { name: 'Spot grid parameters' }).compareDocumentPosition(stress) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const create = screen.getByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    expect(screen.getByText('Fill in the price range, the number of grids and the investment.')).toBeInTheDocument();

    const investment = await screen.findByRole('textbox', { name: /Investment in USDT/ });
    await user.type(investment, '50');
    // the message of SPOT_CHECK_CODE_INVESTMENT_TOO_LOW, with the bound from the answer, next to the field
    const message = await screen.findByText('The investment is below the minimum of 100 USDT. Enter 100 USDT or more.');
    expect(investment).toHaveAttribute('aria-invalid', 'true');
    expect(investment.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.getByText(/^Allowed: 100(\.00)? USDT – 50,000(\.00)? USDT$/)).toBeInTheDocument();
    // other fields show their bounds and no error
    expect(screen.getByText('Allowed: 2 – 90')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Lower price/ })).not.toHaveAttribute('aria-invalid');
    expect(create).toBeDisabled();
    // the request carried exactly what was typed
    const sent = fake.callsTo('validate-input').at(-1)!.body;
    expect(sent).toMatchObject({ symbol: 'BTCUSDT', min_price: '58500.00', max_price: '71500.00', cell_number: 20, grid_type: 1, invest_mode: 0, quote_investment: '50' });

    await user.clear(investment);
    await user.type(investment, '500');
    await waitFor(() => expect(create).toBeEnabled());
    expect(screen.queryByText(/below the minimum/)).not.toBeInTheDocument();
    expect(screen.getByText('0.72% – 0.91%')).toBeInTheDocument();
    await screen.findByText('0.003510 BTC ≈ 228.15 USDT');

    await user.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm spot grid' });
    const summary = within(dialog);
    expect(summary.getByText('BTC/USDT')).toBeInTheDocument();
    expect(summary.getByText('58,500.00 – 71,500.00')).toBeInTheDocument();
    expect(summary.getByText('20 · Arithmetic')).toBeInTheDocument();
    expect(summary.getByText(/^500(\.00)? USDT$/)).toBeInTheDocument();
    expect(summary.getByText('0.72% – 0.91%')).toBeInTheDocument();
    expect(fake.callsTo('create-grid')).toHaveLength(0);

    await user.click(summary.getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/spot-grid/detail/900000000000000001/'));
    expect(fake.callsTo('create-grid')[0].body).toEqual({
      symbol: 'BTCUSDT',
      min_price: '58500.00',
      max_price: '71500.00',
      cell_number: 20,
      grid_type: 1,
      invest_mode: 0,
      quote_investment: '500',
      create_type: 3,
      block_source: 1,
    });
  });

  it('offers the trader’s spot grid vouchers under the investment: a voucher in another coin cannot be chosen, one below its minimum stops Create, a fitting one goes in the body', async () => {
    fake.restore();
    const voucher = (id: string, coin: string, amount: string, min: string, kinds = ['GRID_SPOT']) => ({
      reward_id: id,
      reward_type: 'BOT_REWARD_TYPE_TRIAL_FUND',
      coin,
      amount,
      min_investment: min,
      bot_types: kinds,
      status: 'REWARD_STATUS_UNUSED',
      create_time: 1_790_000_000_000,
      expire_time: 1_800_000_000_000,
      used_time: 0,
      used_bot_id: '',
    });
    fake = fakeExchange({
      ...handlers,
      '/x-api/s1/bot/grid/v1/list-user-reward': () =>
        ok({ status_code: 200, debug_msg: '', total: 3, rewards: [voucher('31', 'USDT', '10', '300'), voucher('32', 'USDC', '5', ''), voucher('33', 'USDT', '50', '', ['DCA_SPOT'])] }),
    });
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    const group = await screen.findByRole('radiogroup', { name: 'Voucher' });
    const usdt = within(group).getByRole('radio', { name: /^\+10(\.00)? USDT trial fund/ });
    expect(within(group).getByRole('radio', { name: /^\+5(\.00)? USDC trial fund/ })).toBeDisabled();
    expect(within(group).getByText(/in USDC; this bot invests USDT/)).toBeInTheDocument();
    // a DCA voucher is not offered on a grid
    expect(within(group).queryByRole('radio', { name: /\+50/ })).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'No voucher' })).toBeChecked();

    const investment = screen.getByRole('textbox', { name: /Investment in USDT/ });
    await user.type(investment, '250');
    await user.click(usdt);
    expect(await within(group).findByText(/This voucher needs a total investment of at least 300(\.00)? USDT/)).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();

    await user.clear(investment);
    await user.type(investment, '500');
    expect(await within(group).findByText(/The bot invests 500(\.00)? USDT \+ 10(\.00)? USDT from the voucher = 510(\.00)? USDT\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm spot grid' });
    expect(within(dialog).getByText(/^\+10(\.00)? USDT$/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(fake.callsTo('create-grid')).toHaveLength(1));
    expect(fake.callsTo('create-grid')[0].body).toMatchObject({ quote_investment: '500', reward_id: '31' });
    expect(fake.callsTo('list-user-reward')[0].body).toEqual({ status: 'REWARD_STATUS_UNUSED', limit: 50 });
  });

  it('pays from the account the trader picks: both accounts’ balances (query-balance-list), the available figure of the one chosen, account_type 6 for the funding account', async () => {
    fake.restore();
    fake = fakeExchange({
      ...handlers,
      '/x-api/s1/bot/grid/v1/query-balance-list': () =>
        ok({ status_code: 200, debug_msg: '', list: [{ coin: 'USDT', spot_available: '1000', fund_available: '2500' }, { coin: 'BTC', spot_available: '0', fund_available: '0.5' }] }),
      '/x-api/s1/bot/grid/v1/query-available-balance': (body) =>
        ok({ status_code: 200, debug_msg: '', symbol: 'BTCUSDT', account_type: body.account_type === 6 ? 'BOT_ACCOUNT_TYPE_FUND' : 'BOT_ACCOUNT_TYPE_SPOT', base_coin: 'BTC', quote_coin: 'USDT', base_available: body.account_type === 6 ? '0.5' : '0', quote_available: body.account_type === 6 ? '2500' : '1000' }),
    });
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    const payFrom = await screen.findByRole('radiogroup', { name: 'Pay from' });
    expect(within(payFrom).getByRole('radio', { name: 'Spot account' })).toBeChecked();
    expect(within(payFrom).getByText(/^1,000(\.00)? USDT · 0(\.0+)? BTC$/)).toBeInTheDocument();
    expect(within(payFrom).getByText(/^2,500(\.00)? USDT · 0\.50* BTC$/)).toBeInTheDocument();
    expect(fake.callsTo('query-balance-list')[0].body).toEqual({ coins: ['BTC', 'USDT'] });
    await screen.findByText(/^Available: 1,000(\.00)? USDT$/);

    await user.click(within(payFrom).getByRole('radio', { name: 'Funding account' }));
    await screen.findByText(/^Available: 2,500(\.00)? USDT$/);
    expect(fake.callsTo('query-available-balance').at(-1)!.body).toEqual({ symbol: 'BTCUSDT', account_type: 6 });
    // 2,000 is more than the spot account holds but within the funding account
    await user.type(screen.getByRole('textbox', { name: /Investment in USDT/ }), '2000');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Confirm spot grid' })).getByRole('button', { name: 'Create bot' }));
    await waitFor(() => expect(fake.callsTo('create-grid')).toHaveLength(1));
    expect(fake.callsTo('create-grid')[0].body).toMatchObject({ quote_investment: '2000', account_type: 6 });
  });

  it('opens on the AI parameters with a guided start for a trader who never ran a bot, and on the manual form for one who has', async () => {
    const summary = (running: number, closed: number) => () => ok({ status_code: 200, debug_msg: '', day_start: 0, today_from: 0, running, closed, totals: [], kinds: [] });
    fake.restore();
    fake = fakeExchange({ ...handlers, '/x-api/s1/bot/tradingbot/v1/bots-summary': summary(0, 0) });
    const user = userEvent.setup();
    const fresh = await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'AI' })).toHaveAttribute('aria-selected', 'true'));
    const guide = await screen.findByRole('region', { name: 'New to bots? Start here' });
    expect(within(guide).getAllByRole('listitem')).toHaveLength(3);
    await user.click(within(guide).getByRole('button', { name: 'I’ll set everything myself' }));
    expect(screen.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('textbox', { name: /Lower price/ })).toBeInTheDocument();
    fresh.unmount();
    fake.restore();

    fake = fakeExchange({ ...handlers, '/x-api/s1/bot/tradingbot/v1/bots-summary': summary(0, 2) });
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    await waitFor(() => expect(fake.callsTo('bots-summary')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(screen.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('region', { name: 'New to bots? Start here' })).not.toBeInTheDocument();
  });

  it('refuses more than the available balance without asking the server to create', async () => {
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    const investment = await screen.findByRole('textbox', { name: /Investment in USDT/ });
    await screen.findByText(/^Available: 1,000(\.00)? USDT$/);
    await user.type(investment, '5000');
    expect(await screen.findByText('More than your available balance.')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Use all available USDT' }));
    expect(investment).toHaveValue('1000');
  });

  it('marks a grid count under 2 at its field, in words, and never says the form is valid beside a marked field', async () => {
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    const grids = await screen.findByRole('textbox', { name: /Number of grids/ });
    // the pair's coin names the investment once the symbol list has answered
    const investment = await screen.findByRole('textbox', { name: /Investment in USDT/ });
    await user.type(investment, '500');
    await screen.findByText('Parameters are valid.');
    await user.clear(grids);
    await user.type(grids, '0');
    expect(grids).toHaveAttribute('aria-invalid', 'true');
    expect(grids).toHaveAccessibleDescription(/A grid needs at least 2 grid lines. Enter 2 or more./);
    expect(screen.queryByText(/gateway error/i)).not.toBeInTheDocument();
    expect(screen.getByText('Fix the marked fields.')).toBeInTheDocument();
    expect(screen.queryByText('Parameters are valid.')).not.toBeInTheDocument();
    // letters are said, not dropped
    await user.clear(grids);
    await user.type(grids, '2x');
    expect(grids).toHaveValue('2x');
    expect(grids).toHaveAccessibleDescription(/Enter a number: digits, with one decimal point/);
    // more than the balance: the field says so and the form does not call itself valid
    await user.clear(grids);
    await user.type(grids, '20');
    await user.clear(investment);
    await user.type(investment, '5,000');
    expect(await screen.findByText('More than your available balance.')).toBeInTheDocument();
    expect(screen.getByText('Fix the marked fields.')).toBeInTheDocument();
    expect(screen.queryByText('Parameters are valid.')).not.toBeInTheDocument();
  });

  it('puts a server refusal that names a field on that field, in words; shows no estimate while an input is missing', async () => {
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    const lower = await screen.findByRole('textbox', { name: /Lower price/ });
    const investment = await screen.findByRole('textbox', { name: /Investment in USDT/ });
    await user.type(investment, '500');
    await screen.findByText('0.72% – 0.91%');
    // the lower price emptied: no estimate of parameters that are not there
    await user.clear(lower);
    expect(screen.queryByText('0.72% – 0.91%')).not.toBeInTheDocument();
    expect(screen.getByText('Fill in the price range, the number of grids and the investment.')).toBeInTheDocument();
    await user.type(lower, '12345.00');
    await waitFor(() => expect(lower).toHaveAttribute('aria-invalid', 'true'));
    expect(lower).toHaveAccessibleDescription(/This value is below the minimum of 20000. Enter 20000 or more./);
    expect(screen.getByText('Fix the marked fields.')).toBeInTheDocument();
  });

  it('lets guests look, asks them to log in on submit, and makes no bot call', async () => {
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create', loggedIn: false });
    expect(await screen.findByText('You are viewing as a guest. Log in to create a bot.')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Log in to create' });
    expect(buttons).toHaveLength(2);
    const submit = buttons.find((b) => b.getAttribute('type') === 'submit')!;
    await user.type(await screen.findByRole('textbox', { name: /Investment in USDT/ }), '500');
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(submit).toBeEnabled();
    expect(fake.callsTo('validate-input')).toHaveLength(0);
    expect(fake.callsTo('query-available-balance')).toHaveLength(0);
    expect(screen.getByText('Available: log in to see')).toBeInTheDocument();
  });

  it('moves ±ticks with the offset buttons', async () => {
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    const lower = await screen.findByRole('textbox', { name: /Lower price/ });
    await waitFor(() => expect(lower).toHaveValue('58500.00'));
    await user.click(screen.getByRole('button', { name: 'Lower price: +50 ticks' }));
    expect(lower).toHaveValue('58500.50');
    await user.click(screen.getByRole('button', { name: 'Lower price: -200 ticks' }));
    expect(lower).toHaveValue('58498.50');
  });

  it('puts an order-book price into the price input that last had focus', async () => {
    const user = userEvent.setup();
    await renderInArea(<CreatePage />, { path: 'create/?symbol=BTCUSDT', route: 'create' });
    const book = await screen.findByRole('region', { name: 'Order book' });
    const upper = await screen.findByRole('textbox', { name: /Upper price/ });
    await user.click(upper);
    await user.click(await within(book).findByRole('button', { name: 'Buy 64,999.99, amount 0.120000: use for “Upper price”' }));
    expect(upper).toHaveValue('64999.99');
    expect(fake.callsTo('depth')[0].query.get('category')).toBe('spot');
  });
});
