import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectPromptOpen } from '@tb/data-access-session';
import { depthAnswer } from '@tb/feature-bot-pages/testing';
import { CONFIG } from '../detail/fixtures';
import { envelope, fakeExchange, refusal, renderInArea, type ExchangeRoute } from './test-harness';
import DcaRoutes from '../routes';
import { DRAFT_KEY } from './CreatePage';

jest.mock('@tb/data-access-quotes', () => ({
  useQuote: (symbol: string) => (symbol === 'BTCUSDT' ? { symbol, close: '66500.5', open: '65000', currentTime: 1 } : undefined),
  useQuotes: () => ({}),
  useQuoteFeedStatus: () => 'open',
}));

const CREATE = '/x-api/s1/bot/dca/v1/create-bot';
const CONFIGURATION = '/x-api/s1/bot/dca/v1/create-bot-configuration';
const PARAMETERS_PATH = '/x-api/s1/bot/dca/v1/parameters';

function exchange(onCreate: ExchangeRoute = () => envelope({ status_code: 200, debug_msg: '', bot_id: '100000000000000042' })) {
  return fakeExchange((path, body, query) => {
    if (path === CONFIGURATION) return envelope(CONFIG);
    if (path === CREATE) return onCreate(path, body, query);
    return undefined;
  });
}

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  sessionStorage.clear();
});

async function openCreate(path = '/tradingbot/en/dca/create/?base=BTC,ETH', loggedIn = true) {
  const user = userEvent.setup();
  const view = await renderInArea(<DcaRoutes />, { path, loggedIn });
  await screen.findByRole('heading', { level: 1, name: 'Create a DCA bot' });
  if (loggedIn) await screen.findByText('Available: 1,000.00 USDT');
  return { user, ...view };
}

describe('DCA create form', () => {
  it('offers the configuration’s coins, bounds, balance and presets, with the live price per coin', async () => {
    const ex = exchange();
    restore = ex.restore;
    await openCreate();
    expect(screen.getByRole('combobox', { name: 'Coin 1' })).toHaveValue('BTC');
    expect(screen.getByRole('combobox', { name: 'Coin 2' })).toHaveValue('ETH');
    expect(screen.getByText('5.05 USDT – 2,000,000.00 USDT per round')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10 minutes' })).not.toBeChecked();
    // Live quote for BTC (+2.31 % on the 24 h open), the configuration's last price for ETH.
    expect(screen.getByText('66,500.50')).toBeInTheDocument();
    expect(screen.getByText('+2.31%')).toBeInTheDocument();
    expect(screen.getByText('3,000.00')).toBeInTheDocument();
  });

  it('shows the first coin’s order book beside the plan, read-only (a DCA plan buys at market)', async () => {
    const ex = fakeExchange((path, _body, query) => {
      if (path === CONFIGURATION) return envelope(CONFIG);
      if (path === '/x-api/s1/market/v1/depth') return envelope(depthAnswer(query.get('symbol') ?? '', { bid: '66500.49', bidQty: '0.010000', ask: '66500.50', askQty: '0.020000' }));
      return undefined;
    });
    restore = ex.restore;
    await openCreate();
    const book = await screen.findByRole('region', { name: 'Order book' });
    expect(await within(book).findByRole('table', { name: 'Sell orders' })).toHaveTextContent('66,500.50');
    expect(within(book).queryByRole('button', { name: /use for/ })).toBeNull();
    expect(ex.calls.find((call) => call.path === '/x-api/s1/market/v1/depth')?.query.get('symbol')).toBe('BTCUSDT');
  });

  it('checks an amount as it is typed, next to it, and clears the error when fixed', async () => {
    restore = exchange().restore;
    const { user } = await openCreate();
    const btc = screen.getByRole('textbox', { name: 'Amount per round for coin 1' });
    // a 0 is said at once, not after Review
    await user.type(btc, '0');
    expect(await screen.findByText('Enter an amount above 0.')).toBeInTheDocument();
    await user.clear(btc);
    await user.type(btc, '5');
    expect(await screen.findByText('At least 5.05 USDT per round.')).toBeInTheDocument();
    expect(btc).toHaveAttribute('aria-invalid', 'true');
    expect(btc).toHaveAccessibleDescription(/At least 5\.05 USDT per round\./);
    await user.type(btc, '0');
    expect(screen.queryByText('At least 5.05 USDT per round.')).not.toBeInTheDocument();
    expect(btc).not.toHaveAttribute('aria-invalid');
  });

  it('refuses the same coin twice: taken coins are disabled in other rows, a repeated one is flagged and nothing is sent', async () => {
    const ex = exchange();
    restore = ex.restore;
    const { user } = await openCreate('/tradingbot/en/dca/create/?base=BTC,BTC');
    const first = screen.getByRole('combobox', { name: 'Coin 1' });
    const second = screen.getByRole('combobox', { name: 'Coin 2' });
    // A row's own choice is never shown as taken, even when repeated.
    expect(within(first).getByRole('option', { name: 'BTC' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 1' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 2' }), '10');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    expect(await screen.findByText('BTC is already in row 1. Choose each coin once.')).toBeInTheDocument();
    expect(screen.getByTestId('plan-sentence')).toHaveTextContent('Fix the marked fields to see your plan.');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.selectOptions(second, 'ETH');
    expect(screen.queryByText('BTC is already in row 1. Choose each coin once.')).not.toBeInTheDocument();
    expect(within(second).getByRole('option', { name: 'BTC (already added)' })).toBeDisabled();
    expect(within(first).getByRole('option', { name: 'ETH (already added)' })).toBeDisabled();
    expect(screen.getByTestId('plan-sentence')).toHaveTextContent('Buy 10.00 USDT of BTC and 10.00 USDT of ETH every 1 hour, until you stop the bot.');
    expect(ex.calls.some((c) => c.path === CREATE)).toBe(false);
  });

  it('adds rows up to five and removes them', async () => {
    restore = exchange().restore;
    const { user } = await openCreate('/tradingbot/en/dca/create/');
    const add = screen.getByRole('button', { name: 'Add a coin' });
    for (let i = 0; i < 4; i += 1) await user.click(add);
    expect(screen.getAllByRole('combobox', { name: /^Coin \d/ })).toHaveLength(5);
    expect(add).toBeDisabled();
    expect(screen.getByText('5 of 5 coins')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove coin 3' }));
    expect(screen.getAllByRole('combobox', { name: /^Coin \d/ })).toHaveLength(4);
    expect(add).toBeEnabled();
  });

  it('keeps a custom frequency within 10 seconds and 30 days, and reads it back in words', async () => {
    restore = exchange().restore;
    const { user } = await openCreate();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const value = screen.getByRole('textbox', { name: 'Custom interval' });
    expect(value).toHaveValue('1');
    expect(screen.getByRole('combobox', { name: 'Unit' })).toHaveValue('hour');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'second');
    await user.clear(value);
    await user.type(value, '9');
    await user.tab();
    expect(await screen.findByText('The shortest interval is 10 seconds.')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '10');
    expect(screen.queryByText('The shortest interval is 10 seconds.')).not.toBeInTheDocument();
    expect(screen.getByText('Buys every 10 seconds.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'day');
    await user.clear(value);
    await user.type(value, '31');
    expect(await screen.findByText('The longest interval is 30 days.')).toBeInTheDocument();
    await user.clear(value);
    await user.type(value, '1.5');
    expect(screen.getByText('Buys every 1 day, 12 hours.')).toBeInTheDocument();
  });

  it('sums the plan up in one sentence with the estimated rounds, as the trader types', async () => {
    restore = exchange().restore;
    const { user } = await openCreate();
    expect(screen.getByTestId('plan-sentence')).toHaveTextContent('Choose coins and amounts to see your plan.');
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 1' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 2' }), '6');
    await user.type(screen.getByRole('textbox', { name: 'Total investment cap (USDT)' }), '500');
    expect(screen.getByTestId('plan-sentence')).toHaveTextContent('Buy 10.00 USDT of BTC and 6.00 USDT of ETH every 1 hour, until 500.00 USDT is spent.');
    // 16 per round: 31 full rounds (496), 4 left is below every minimum → 31 rounds, the last after 30 hours.
    expect(screen.getByTestId('estimated-rounds')).toHaveTextContent('about 31');
    expect(screen.getByText('in about 1 day, 6 hours')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Take profit (%)' }), '12.5');
    expect(screen.getByTestId('plan-sentence')).toHaveTextContent('Each coin is sold once it is 12.5% up on its average cost, then buying starts again.');
  });

  it('confirms the plan, sends DCA-1 once and opens the new bot', async () => {
    const ex = exchange();
    restore = ex.restore;
    const { user } = await openCreate();
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 1' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 2' }), '6');
    await user.type(screen.getByRole('textbox', { name: 'Take profit (%)' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your DCA plan' });
    expect(within(dialog).getByText('1 hour')).toBeInTheDocument();
    expect(within(dialog).getByText('No cap')).toBeInTheDocument();
    expect(within(dialog).getByText('12.5%')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Start bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/dca/detail/100000000000000042/'));
    expect(ex.calls.filter((c) => c.path === CREATE).map(({ path, body }) => ({ path, body }))).toEqual([
      {
        path: CREATE,
        body: { create_type: 3, parameters: { frequency_in_second: 3600, quote_coin: 'USDT', pairs: [{ base: 'BTC', amount: '10' }, { base: 'ETH', amount: '6' }], take_profit_per: '0.125' } },
      },
    ]);
  });

  it('puts a refusal about one field next to that field, in the check code’s words', async () => {
    const ex = exchange(() => refusal(410, 'parameters.max_invest_amount: at least one round, 16 USDT'));
    restore = ex.restore;
    const { user } = await openCreate();
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 1' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 2' }), '6');
    await user.type(screen.getByRole('textbox', { name: 'Total investment cap (USDT)' }), '20');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start bot' }));
    const cap = screen.getByRole('textbox', { name: 'Total investment cap (USDT)' });
    await waitFor(() => expect(cap).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cap).toHaveAccessibleDescription(/The maximum investment must cover at least one round of purchases. Raise the maximum investment./);
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/dca/create/');
  });

  it('marks the amount a short balance is about, so "Fix the marked fields" points at it', async () => {
    restore = exchange().restore;
    const { user } = await openCreate('/tradingbot/en/dca/create/?base=BTC');
    const btc = screen.getByRole('textbox', { name: 'Amount per round for coin 1' });
    await user.type(btc, '999,999');
    // thousands separators are read: 999999, above the 1,000 USDT available
    await waitFor(() => expect(btc).toHaveAttribute('aria-invalid', 'true'));
    expect(btc).toHaveAccessibleDescription(/One round needs 999,999.00 USDT; you have 1,000.00 USDT available./);
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    expect(screen.getByText('Fix the marked fields to continue.')).toBeInTheDocument();
    // focus moves on the next animation frame: wait for it rather than race it
    await waitFor(() => expect(btc).toHaveFocus());
    expect(screen.getByRole('group', { name: 'Pay with' })).not.toHaveTextContent('One round needs');
  });

  it('says why a number is not one instead of dropping what was typed', async () => {
    restore = exchange().restore;
    const { user } = await openCreate('/tradingbot/en/dca/create/?base=BTC');
    const btc = screen.getByRole('textbox', { name: 'Amount per round for coin 1' });
    await user.type(btc, '5e2');
    expect(btc).toHaveValue('5e2');
    expect(btc).toHaveAccessibleDescription(/Enter a number: digits, with one decimal point/);
    await user.clear(btc);
    await user.type(btc, '12,5');
    expect(btc).not.toHaveAttribute('aria-invalid');
    expect(screen.getByTestId('plan-sentence')).toHaveTextContent('12.50 USDT of BTC');
  });

  it('puts a server 400 on the field it names, in words', async () => {
    const ex = exchange(() => ({ status: 400, body: { ret_code: 10001, ret_msg: 'body.parameters.pairs.0.amount: must match pattern "^(0|[1-9][0-9]{0,19})(\\.[0-9]{1,18})?$"', result: {}, ext_info: {}, time_now: '1' } }));
    restore = ex.restore;
    const { user } = await openCreate('/tradingbot/en/dca/create/?base=BTC');
    const btc = screen.getByRole('textbox', { name: 'Amount per round for coin 1' });
    await user.type(btc, '10');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Start bot' }));
    await waitFor(() => expect(btc).toHaveAttribute('aria-invalid', 'true'));
    expect(btc).toHaveAccessibleDescription(/Enter a number: digits with one decimal point./);
  });

  it('shows a refusal that concerns no field in the dialog, and creates nothing', async () => {
    const ex = exchange(() => refusal(402, 'at most 20 running DCA bots per user'));
    restore = ex.restore;
    const { user } = await openCreate();
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 1' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 2' }), '6');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Start bot' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The bot was not created. You have reached the maximum number of running bots.');
    expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/dca/create/');
  });

  it('starts from a bot’s parameters with ?copy= and records the copy when it is created', async () => {
    const ex = fakeExchange((path) => {
      if (path === CONFIGURATION) return envelope(CONFIG);
      if (path === PARAMETERS_PATH) {
        return envelope({
          status_code: 200,
          debug_msg: '',
          bot_id: '100000000000000007',
          parameters: { frequency_in_second: 600, quote_coin: 'USDT', pairs: [{ base: 'ETH', amount: '8' }], max_invest_amount: '', take_profit_per: '0.05', account_type: 4 },
          next_buy_time: 0,
          update_time: 0,
        });
      }
      if (path === CREATE) return envelope({ status_code: 200, debug_msg: '', bot_id: '100000000000000043' });
      return undefined;
    });
    restore = ex.restore;
    const { user } = await openCreate('/tradingbot/en/dca/create/?copy=100000000000000007');
    expect(await screen.findByText('Filled in from your bot 100000000000000007: change anything before you start it.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount per round for coin 1' })).toHaveValue('8');
    expect(screen.getByRole('textbox', { name: 'Take profit (%)' })).toHaveValue('5');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your DCA plan' });
    expect(within(dialog).getByText('Copy of bot').nextElementSibling).toHaveTextContent('100000000000000007');
    await user.click(within(dialog).getByRole('button', { name: 'Start bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/tradingbot/en/dca/detail/100000000000000043/'));
    expect(ex.calls.find((c) => c.path === CREATE)?.body).toMatchObject({ create_type: 1, followed_bot_id: '100000000000000007', parameters: { frequency_in_second: 600, pairs: [{ base: 'ETH', amount: '8' }], take_profit_per: '0.05' } });
  });

  it('lets an anonymous visitor fill the plan, asks them to log in on submit and keeps the plan', async () => {
    const ex = fakeExchange((path) =>
      path === '/x-api/s1/bot/grid/v1/list-symbol-info-v2'
        ? envelope({
            list: [
              { symbol: 'BTCUSDT', base_coin: 'BTC', quote_coin: 'USDT', price: '66000', amplitude: '0', change_24h: '0', tick_size: '0.01', price_scale: 2, qty_scale: 6, min_trade_qty: '0.000048', max_trade_qty: '71', min_trade_amount: '5', max_trade_amount: '2000000', is_support_ts: true, status: 'Trading', display: 1 },
              { symbol: 'HIDEUSDT', base_coin: 'HIDE', quote_coin: 'USDT', price: '1', amplitude: '0', change_24h: '0', tick_size: '0.01', price_scale: 2, qty_scale: 2, min_trade_qty: '1', max_trade_qty: '100', min_trade_amount: '5', max_trade_amount: '2000000', is_support_ts: true, status: 'Trading', display: 0 },
            ],
          })
        : undefined,
    );
    restore = ex.restore;
    const { user, store } = await openCreate('/tradingbot/en/dca/create/?base=BTC', false);
    expect(await screen.findByText('Log in to see your balance.')).toBeInTheDocument();
    expect(within(screen.getByRole('combobox', { name: 'Coin 1' })).queryByRole('option', { name: 'HIDE' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 1' }), '25');
    await user.click(screen.getByRole('button', { name: 'Review plan' }));
    await waitFor(() => expect(selectPromptOpen(store.getState())).toBe('login'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ quoteCoin: 'USDT', pairs: [{ base: 'BTC', amount: '25' }] });
    expect(ex.calls.some((c) => c.path.includes('/dca/v1/'))).toBe(false);
  });

  it('restores a kept plan once (after the login reload) and forgets it', async () => {
    restore = exchange().restore;
    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ quoteCoin: 'USDT', pairs: [{ id: 'x', base: 'ETH', amount: '7' }], frequency: { mode: 'custom', value: '2', unit: 'minute' }, maxInvest: '70', takeProfit: '' }),
    );
    await openCreate('/tradingbot/en/dca/create/?base=BTC');
    expect(screen.getByRole('combobox', { name: 'Coin 1' })).toHaveValue('ETH');
    expect(screen.getByRole('textbox', { name: 'Amount per round for coin 1' })).toHaveValue('7');
    expect(screen.getByText('Buys every 2 minutes.')).toBeInTheDocument();
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });
});
