import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { createElement } from 'react';
import { configureTransport, transportContext } from '@tb/data-access-api';
import { SPOT_CLOSE_CODE } from '@tb/engine';
import { expectCloseInWords, gridPnlCurve } from '@tb/feature-bot-pages/testing';
import CloseDetailPage from '../pages/CloseDetailPage';
import userEvent from '@testing-library/user-event';
import type { GridDetail } from '../api/types';
import { fakeExchange, ok, renderInArea } from '../create/test-harness';
import DetailPage from './DetailPage';
import { PnlSummary, ratioOf, tickOf } from './widgets';

jest.mock('@tb/data-access-quotes', () => ({
  useQuote: () => undefined,
  useQuotes: () => ({}),
  quoteFeed: () => ({ subscribe: () => () => undefined, listen: () => () => undefined, getTicker: () => undefined }),
  liveQuoteSource: () => () => () => undefined,
}));
// lightweight-charts draws on canvas, which jsdom lacks: the chart's own behaviour is checked in the browser (e2e)
jest.mock('@tb/ui-charts', () => ({
  ...jest.requireActual('@tb/ui-charts'),
  PriceChart: ({ lines }: { lines: Array<{ price: string; kind: string }> }) => <p data-testid="price-chart">{lines.map((l) => `${l.kind}:${l.price}`).join(' ')}</p>,
}));

// the header's status pill renders each time the page's body does: counting it counts the page's renders
const mockPageRenders = { count: 0 };
jest.mock('./widgets', () => {
  const actual = jest.requireActual('./widgets');
  return {
    ...actual,
    StatusPill: (props: object) => {
      mockPageRenders.count += 1;
      return createElement(actual.StatusPill, props);
    },
  };
});

const GRID_ID = '900000000000000001';

export const DETAIL: GridDetail = {
  grid_id: GRID_ID,
  symbol: 'BTCUSDT',
  base_token: 'BTC',
  quote_token: 'USDT',
  status: 'RUNNING',
  max_price: '70000.00',
  min_price: '60000.00',
  cell_number: 4,
  total_investment: '1000',
  total_profit: '-12.5',
  grid_profit: '7.5',
  grid_apr: '0.8',
  total_apr: '-1.2',
  arbitrage_num: 3,
  arbitrage_num_24: 3,
  current_price: '64000.00',
  current_profit: '-12.5',
  current_per: '-0.0125',
  equity: '995',
  entry_price: '',
  stop_loss_price: '58000.00',
  take_profit_price: '',
  close_reason: 'UNKNOWN',
  bot_close_code: 'BOT_CLOSE_CODE_UNKNOWN',
  ts_percent: '',
  is_support_ts: true,
  enable_trailing: false,
  limit_up_price: '',
  ori_max_price: '70000.00',
  ori_min_price: '60000.00',
  ori_cell_number: 4,
  allow_follow: 1,
  follow_num: 0,
  operation_time: 5_400_000,
  create_time: 1_700_000_000_000,
  end_time: 0,
  used_reward_amount: '0',
  used_reward_id: '',
  settlement_assets: '',
  account_type: 'BOT_ACCOUNT_TYPE_SPOT',
  cum_withdrew_amount: '0',
  total_fee: '1.2',
  spot_symbol_status: 'ONLINE',
  taker_fee_rate: '0.001',
  maker_fee_rate: '0.001',
  ts_exit_equity: '',
  grid_type: 'FUTURE_GRID_TYPE_ARITHMETIC',
  invest_mode: 'SPOT_GRID_INVEST_MODE_QUOTE',
  base_investment: '0',
  quote_investment: '1000',
  min_grid_profit_per: '0.0122',
  max_grid_profit_per: '0.0146',
  base_amount: '0.0078',
  quote_amount: '495',
  floating_pnl: '-20',
  withdrawable_profit: '7.5',
  tp_sl_type: 'TP_SL_TYPE_PRICE',
  take_profit_per: '',
  stop_loss_per: '',
  levels: ['60000.00', '62500.00', '65000.00', '67500.00', '70000.00'],
  close_mode: '',
  followed_grid_id: '',
  create_type: 'CREATE_TYPE_MANUAL',
};

const P = '/x-api/s1/bot/grid/v1';

function exchange(detail: GridDetail = DETAIL) {
  return fakeExchange({
    [`${P}/query-grid-detail`]: () => ok({ status_code: 200, debug_msg: '', detail }),
    [`${P}/get-pnl-curve`]: () =>
      ok({
        status_code: 200,
        debug_msg: '',
        grid_id: GRID_ID,
        ...gridPnlCurve([
          ['0', '0', '0', '64500'],
          ['7.5', '-20', '-12.5', '64000'],
        ]),
      }),
    '/x-api/s1/market/v1/kline': () => ok({ symbol: 'BTCUSDT', interval: '15m', list: [{ t: 1_700_000_000_000, o: '64000', h: '64100', l: '63900', c: '64000', v: '1', qv: '64000' }] }),
    [`${P}/get-open-orders`]: () =>
      ok({
        status_code: 200,
        debug_msg: '',
        total: 1,
        orders: [{ order_id: '1', side: 'Buy', order_type: 'Limit', price: '62500.00', qty: '0.004', filled_qty: '0', avg_price: '', fee: '0', fee_coin: 'USDT', status: 'ORDER_STATUS_NEW', grid_index: 1, create_time: 1_700_000_000_000, update_time: 1_700_000_000_000, profit: '' }],
      }),
    [`${P}/get-history-orders`]: () => ok({ status_code: 200, debug_msg: '', total: 0, orders: [] }),
    [`${P}/get-close-modes`]: () =>
      ok({
        status_code: 200,
        debug_msg: '',
        grid_id: GRID_ID,
        current_price: '64000',
        modes: [
          { close_mode: 2, mode: 'SPOT_GRID_CLOSE_MODE_BASE', base_amount: '0.01553', quote_amount: '0', fee: '0.5' },
          { close_mode: 3, mode: 'SPOT_GRID_CLOSE_MODE_QUOTE', base_amount: '0', quote_amount: '994.2', fee: '0.5' },
          { close_mode: 4, mode: 'SPOT_GRID_CLOSE_MODE_BASE_AND_QUOTE', base_amount: '0.0078', quote_amount: '495', fee: '0' },
        ],
      }),
    [`${P}/close-grid`]: () => ok({ status_code: 200, debug_msg: '', grid_id: GRID_ID, settlement_assets: '0.01553 BTC', base_amount: '0.01553', quote_amount: '0' }),
    [`${P}/get-withdraw-detail`]: () =>
      ok({
        status_code: 200,
        debug_msg: '',
        grid_id: GRID_ID,
        coin: 'USDT',
        grid_profit: '7.5',
        total_profit: '-12.5',
        floating_profit: '-20',
        profit_held: '7.5',
        withdrawable_profit: '0',
        cum_withdrew_amount: '0',
        limited_by: 'total_pnl',
        withdrawable_from_price: '66250.5',
      }),
  });
}

describe('detail helpers', () => {
  it('ratio of an amount to the investment, exact', () => {
    expect(ratioOf('7.5', '1000')).toBe('0.00750000');
    expect(ratioOf('1', '0')).toBe('');
  });
  it('reads the tick from the detail’s prices', () => {
    expect(tickOf(DETAIL)).toBe('0.01');
    expect(tickOf({ ...DETAIL, min_price: '0.15412', max_price: '0.2', levels: [] })).toBe('0.00001');
  });
});

describe('PnlSummary', () => {
  it('shows grid profit, floating and total PnL side by side with signs, percents and why they differ', async () => {
    await renderInArea(<PnlSummary detail={DETAIL} />);
    const grid = screen.getByText('Grid profit').closest('div')!;
    expect(within(grid).getByText(/^\+7\.5(0)? USDT$/)).toBeInTheDocument();
    expect(within(grid).getByText(/\+0\.75%/)).toBeInTheDocument();
    const floating = screen.getByText('Floating PnL').closest('div')!;
    expect(within(floating).getByText(/^-20(\.00)? USDT$/)).toBeInTheDocument();
    const total = screen.getByText('Total PnL').closest('div')!;
    expect(within(total).getByText(/^-12\.5(0)? USDT$/)).toBeInTheDocument();
    expect(within(total).getByText(/-1\.25%/)).toBeInTheDocument();
    expect(total.querySelector('.tb-pill--down')).not.toBeNull();
    expect(grid.querySelector('.tb-pill--up')).not.toBeNull();
    expect(screen.getByText(/Grid profit is what completed buy-low\/sell-high pairs earned/)).toBeInTheDocument();
  });
});

describe('DetailPage', () => {
  let fake: ReturnType<typeof exchange>;
  afterEach(() => fake.restore());

  it('renders the header, the grid on the chart, orders, and warns when the price left the range', async () => {
    fake = exchange({ ...DETAIL, current_price: '71000.00' });
    await renderInArea(<DetailPage />, { path: `detail/${GRID_ID}/`, route: 'detail/:botId' });
    expect(await screen.findByRole('heading', { level: 1, name: 'BTC/USDT spot grid' })).toBeInTheDocument();
    expect(screen.getByText('Running')).toBeInTheDocument();
    expect(screen.getByText('Running for 1h 30m')).toBeInTheDocument();
    expect(screen.getByText('The price is outside the grid range: no orders fill until it comes back.')).toBeInTheDocument();
    expect(await screen.findByTestId('price-chart')).toHaveTextContent('level:60000.00 level:62500.00 level:65000.00 level:67500.00 level:70000.00 sl:58000.00');
    const orders = await screen.findByRole('table', { name: 'Open orders' });
    expect(within(orders).getByRole('rowheader', { name: 'Buy' })).toBeInTheDocument();
    expect(within(orders).getByText('62,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all' })).toHaveAttribute('href', `/tradingbot/en/spot-grid/orders/${GRID_ID}/open/`);
    const actions = screen.getByRole('group', { name: 'Bot actions' });
    // copy reachable: its parameters into the create form, and its follow page (the bot allows following)
    expect(within(actions).getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', `/tradingbot/en/spot-grid/create/?symbol=BTCUSDT&copy=${GRID_ID}`);
    expect(within(actions).getByRole('link', { name: 'Follow page' })).toHaveAttribute('href', `/tradingbot/en/spot-grid/follow/${GRID_ID}/`);
  });

  it('the candles’ and the curve’s answers render their own cards, not the whole page again (issue 30)', async () => {
    fake = exchange();
    // the candles and the curve held until the page shows the detail, then let through one by one (a slow network's order)
    const gate = () => {
      let resolve = () => undefined as void;
      const promise = new Promise<void>((done) => (resolve = done));
      return { promise, resolve };
    };
    const gates = { kline: gate(), curve: gate() };
    const through = transportContext().fetch;
    const restoreGates = configureTransport({
      fetch: async (url, init) => {
        if (url.includes('/market/v1/kline')) await gates.kline.promise;
        if (url.includes('/get-pnl-curve')) await gates.curve.promise;
        return through(url, init);
      },
    });
    try {
      await renderInArea(<DetailPage />, { path: `detail/${GRID_ID}/`, route: 'detail/:botId' });
      expect(await screen.findByRole('heading', { level: 1, name: 'BTC/USDT spot grid' })).toBeInTheDocument();
      const rendered = mockPageRenders.count;
      expect(rendered).toBeGreaterThan(0);
      gates.kline.resolve();
      expect(await screen.findByTestId('price-chart')).toHaveTextContent('level:60000.00');
      gates.curve.resolve();
      expect(await screen.findByRole('figure')).toHaveTextContent(/Total PnL/);
      // the cards that show them rendered; the header, the figures, the settings and the orders did not
      expect(mockPageRenders.count).toBe(rendered);
      expect(screen.getByText('Running for 1h 30m')).toBeInTheDocument();
    } finally {
      restoreGates();
    }
  });

  it('withdraw shows the withdrawable amount first, says what caps it and when it becomes withdrawable, and refuses when there is nothing', async () => {
    fake = exchange();
    const user = userEvent.setup();
    await renderInArea(<DetailPage />, { path: `detail/${GRID_ID}/`, route: 'detail/:botId' });
    await user.click(await screen.findByRole('button', { name: 'Withdraw profit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw profit' });
    expect(await within(dialog).findByText('Withdrawable now')).toBeInTheDocument();
    expect(within(dialog).getByText('Grid profit held').nextElementSibling).toHaveTextContent('7.50 USDT');
    expect(within(dialog).getByText('Floating PnL').nextElementSibling).toHaveTextContent('-20.00 USDT');
    const why = within(dialog).getByTestId('withdraw-why');
    expect(why).toHaveTextContent('The grid profit (7.50 USDT) is covering the floating loss of the coins the grid holds (-20.00 USDT), so the total PnL is -12.50 USDT.');
    expect(why).toHaveTextContent('What you withdraw can never exceed the total PnL');
    expect(why).toHaveTextContent('It becomes withdrawable when the price rises to 66,250.50 USDT');
    expect(within(dialog).getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(fake.callsTo('withdraw-profit')).toHaveLength(0);
  });

  it('close lists each mode with its estimated settlement and closes with the chosen one', async () => {
    fake = exchange();
    const user = userEvent.setup();
    await renderInArea(<DetailPage />, { path: `detail/${GRID_ID}/`, route: 'detail/:botId' });
    await user.click(await screen.findByRole('button', { name: 'Close bot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close bot' });
    const all = within(dialog);
    const toQuote = await all.findByRole('radio', { name: /All in USDT/ });
    expect(toQuote).toBeChecked();
    expect(all.getByRole('radio', { name: /All in BTC/ })).not.toBeChecked();
    expect(all.getByText(/Estimated: 994\.2(0)? USDT/)).toBeInTheDocument();
    expect(all.getByText(/Estimated: 0\.01553 BTC/)).toBeInTheDocument();
    expect(all.getByText(/Estimated: 0\.0078 BTC \+ 495(\.00)? USDT/)).toBeInTheDocument();
    await user.click(all.getByRole('radio', { name: /All in BTC/ }));
    await user.click(all.getByRole('button', { name: 'Close bot' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/tradingbot/en/spot-grid/close-detail/${GRID_ID}/`));
    expect(fake.callsTo('close-grid')[0].body).toEqual({ grid_id: GRID_ID, close_mode: '2' });
  });

  it('a bot that is not the caller’s reads as not found', async () => {
    fake = fakeExchange({ [`${P}/query-grid-detail`]: () => ok({ status_code: 404, debug_msg: 'grid not found' }) });
    await renderInArea(<DetailPage />, { path: `detail/${GRID_ID}/`, route: 'detail/:botId' });
    expect(await screen.findByText('This bot does not exist or is not yours.')).toBeInTheDocument();
  });
});

describe('every close reason the engine produces, through the close-detail page', () => {
  it('reads each in words and prints no identifier', async () => {
    for (const reason of Object.keys(SPOT_CLOSE_CODE)) {
      const fake = fakeExchange({ [`${P}/query-grid-detail`]: () => ok({ detail: { ...DETAIL, status: 'COMPLETED', close_reason: reason, bot_close_code: SPOT_CLOSE_CODE[reason as keyof typeof SPOT_CLOSE_CODE] } }) });
      await renderInArea(<CloseDetailPage />, { path: `close-detail/${GRID_ID}/`, route: 'close-detail/:botId' });
      const shown = await screen.findByTestId('close-reason');
      await waitFor(() => expect(shown.textContent).not.toBe('--'));
      expectCloseInWords(document.body.textContent ?? '', shown.textContent ?? '');
      cleanup();
      fake.restore();
    }
  }, 60_000);
});
