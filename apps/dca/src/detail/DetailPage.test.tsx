import { act, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@tb/i18n';
import { DETAIL } from './fixtures';
import { envelope, fakeExchange, renderInArea } from '../create/test-harness';
import DcaRoutes from '../routes';
import { makeFormats } from './format';
import { ServerClock } from '@tb/feature-bot-pages';
import { liveTotals, pairAtPrice } from './HoldingsTable';
import { NextBuy } from './NextBuy';
import '../i18n/bot';

const quotes: Record<string, { close: string; open: string } | undefined> = {};
jest.mock('@tb/data-access-quotes', () => ({
  useQuote: (symbol: string) => (quotes[symbol] ? { symbol, currentTime: 1, ...quotes[symbol] } : undefined),
  useQuotes: (symbols: string[]) => Object.fromEntries(symbols.map((s) => [s, quotes[s] ? { symbol: s, ...quotes[s] } : undefined])),
  useQuoteFeedStatus: () => 'open',
}));

const STATUS = '/x-api/s1/bot/dca/v1/status';
const HISTORY = '/x-api/s1/bot/dca/v1/order-history';
const ROUNDS = [
  { round_id: '100000000000000093', round_no: 3, round_type: 'DCA_ROUND_TYPE_BUY', time: 1_799_999_000_000, filled_num: 2, skipped_num: 0, quote_amount: '15.99', fee: '0.016' },
  { round_id: '100000000000000092', round_no: 2, round_type: 'DCA_ROUND_TYPE_BUY', time: 1_799_996_000_000, filled_num: 1, skipped_num: 1, quote_amount: '10', fee: '0.01' },
];

let restore: () => void = () => undefined;
afterEach(() => {
  restore();
  for (const key of Object.keys(quotes)) delete quotes[key];
});

describe('DCA detail page', () => {
  it('shows status, rounds, invested against the cap, PnL, holdings with live prices and the latest rounds', async () => {
    quotes.BTCUSDT = { close: '70000', open: '69000' };
    const ex = fakeExchange((path) => {
      if (path === STATUS) return envelope({ status_code: 200, debug_msg: '', detail: DETAIL });
      if (path === HISTORY) return envelope({ status_code: 200, debug_msg: '', total: 3, rounds: ROUNDS });
      return undefined;
    });
    restore = ex.restore;
    await renderInArea(<DcaRoutes />, { path: `/tradingbot/en/dca/detail/${DETAIL.bot_id}/` });
    expect(await screen.findByRole('heading', { level: 1, name: 'BTC and ETH with USDT' })).toBeInTheDocument();
    expect(screen.getByTestId('bot-status')).toHaveTextContent('Running');
    expect(screen.getByTestId('rounds-done')).toHaveTextContent('3');
    expect(screen.getByTestId('total-invested')).toHaveTextContent('48.05 USDT');
    expect(screen.getByRole('progressbar', { name: 'Share of the cap spent' })).toHaveAttribute('aria-valuenow', String((48.048 / 500) * 100));
    // One figure per bot on the page: the overview is at the live prices the holdings show —
    // BTC +1.50 at 70,000 and ETH +0.582 at its price: +2.08 USDT (2.082 / 48.048 = +4.33%);
    // value 31.50 + 18.60 + 0.25 quote held (the snapshot's 49 less its coins 48.75).
    expect(screen.getByText('Total PnL').nextElementSibling).toHaveTextContent('+2.08 USDT (+4.33%)');
    expect(screen.getByTestId('current-value')).toHaveTextContent('50.35 USDT');

    const holdings = screen.getByRole('table', { name: 'Holdings' });
    const btc = within(holdings).getByRole('row', { name: /^BTC/ });
    // Live BTC price 70,000: value 0.00045 × 70,000 = 31.50; PnL 31.5 − (29.97 + 0.03) = +1.50 (+5.00%).
    expect(within(btc).getByTestId('avg-cost')).toHaveTextContent('66,600.00');
    expect(btc).toHaveTextContent('70,000.00');
    expect(btc).toHaveTextContent('31.50 USDT');
    expect(btc).toHaveTextContent('+1.50 USDT (+5.00%)');
    // No live ETH quote yet: the detail's price.
    expect(within(holdings).getByRole('row', { name: /^ETH/ })).toHaveTextContent('3,100.00');

    const rounds = screen.getByRole('table', { name: 'Latest rounds' });
    expect(await within(rounds).findByRole('link', { name: 'Orders of Buy #3' })).toHaveAttribute('href', `/tradingbot/en/dca/orders/${DETAIL.bot_id}/history/100000000000000093/`);
    expect(within(rounds).getByText('1 filled, 1 skipped')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All rounds' })).toHaveAttribute('href', `/tradingbot/en/dca/orders/${DETAIL.bot_id}/history/`);
  });

  it('says a bot that is not the trader’s does not exist', async () => {
    restore = fakeExchange((path) => (path === STATUS ? envelope({ status_code: 404, debug_msg: 'no such DCA bot' }) : undefined)).restore;
    await renderInArea(<DcaRoutes />, { path: '/tradingbot/en/dca/detail/1/' });
    expect(await screen.findByRole('heading', { name: 'This bot does not exist or is not yours.' })).toBeInTheDocument();
  });

  it('asks an anonymous visitor to log in instead of calling the API', async () => {
    const ex = fakeExchange(() => undefined);
    restore = ex.restore;
    await renderInArea(<DcaRoutes />, { path: '/tradingbot/en/dca/detail/1/', loggedIn: false });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(ex.calls).toEqual([]);
  });

  it('links a closed bot to its settlement and explains why it closed', async () => {
    const closed = { ...DETAIL, status: 'COMPLETED', next_buy_time: 0, end_time: 1_800_000_000_000, close_reason: 'DCA_CLOSE_REASON_REACHED_MAX', close_mode: 'DCA_BASE_MODE' };
    restore = fakeExchange((path) => {
      if (path === STATUS) return envelope({ status_code: 200, debug_msg: '', detail: closed });
      if (path === HISTORY) return envelope({ status_code: 200, debug_msg: '', total: 0, rounds: [] });
      return undefined;
    }).restore;
    await renderInArea(<DcaRoutes />, { path: `/tradingbot/en/dca/detail/${DETAIL.bot_id}/` });
    expect(await screen.findByRole('link', { name: 'See the settlement' })).toHaveAttribute('href', `/tradingbot/en/dca/close-detail/${DETAIL.bot_id}/`);
    expect(screen.getByText(/This bot closed on .*\. It had invested its maximum amount\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close bot' })).not.toBeInTheDocument();
    // a closed bot's parameters are still one click from a new bot (DCA bots are not followable)
    expect(screen.getByRole('link', { name: 'Copy parameters' })).toHaveAttribute('href', `/tradingbot/en/dca/create/?copy=${DETAIL.bot_id}`);
    expect(screen.queryByRole('link', { name: 'Follow page' })).not.toBeInTheDocument();
  });
});

describe('NextBuy', () => {
  beforeAll(() => initI18n('en'));

  it('counts down on the server clock at its rate, not the browser’s', () => {
    jest.useFakeTimers();
    let local = 0;
    const clock = new ServerClock();
    // A 60× simulated clock.
    clock.observe(1_000_000, 0);
    clock.observe(1_060_000, 1_000);
    local = 1_000;
    render(<NextBuy nextBuyTime={1_060_000 + 300_000} buying={false} clock={clock} formats={makeFormats('en')} localNow={() => local} />);
    expect(screen.getByTestId('next-buy-countdown')).toHaveTextContent('in 5m');
    // 2 real seconds = 120 simulated seconds.
    local = 3_000;
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByTestId('next-buy-countdown')).toHaveTextContent('in 3m');
    local = 6_000;
    act(() => jest.advanceTimersByTime(300));
    expect(screen.getByTestId('next-buy-countdown')).toHaveTextContent('Due now');
    jest.useRealTimers();
  });

  it('says when a round is buying', () => {
    const clock = new ServerClock();
    clock.observe(1_000_000, 0);
    render(<NextBuy nextBuyTime={1_060_000} buying clock={clock} formats={makeFormats('en')} localNow={() => 0} />);
    expect(screen.getByTestId('next-buy-countdown')).toHaveTextContent('Buying now…');
  });
});

describe('pairAtPrice', () => {
  it('values the held coins and their PnL against cost plus fees, exactly', () => {
    expect(pairAtPrice({ base_amount: '0.1', quote_spent: '0.3', fee: '0.0003' }, '3.3')).toEqual({ value: '0.33', pnl: '0.0297', ratio: '0.0989011' });
    expect(pairAtPrice({ base_amount: '0', quote_spent: '0', fee: '0' }, '10')).toEqual({ value: '0', pnl: '0', ratio: '0' });
    expect(pairAtPrice({ base_amount: '1', quote_spent: '1', fee: '0' }, '')).toBeNull();
  });
});

it('keeps polling a running bot', async () => {
  const ex = fakeExchange((path) => {
    if (path === STATUS) return envelope({ status_code: 200, debug_msg: '', detail: DETAIL });
    if (path === HISTORY) return envelope({ status_code: 200, debug_msg: '', total: 0, rounds: [] });
    return undefined;
  });
  restore = ex.restore;
  await renderInArea(<DcaRoutes />, { path: `/tradingbot/en/dca/detail/${DETAIL.bot_id}/` });
  await screen.findByTestId('bot-status');
  const before = ex.calls.filter((c) => c.path === STATUS).length;
  await waitFor(() => expect(ex.calls.filter((c) => c.path === STATUS).length).toBeGreaterThan(before));
});

describe('one PnL per bot on one screen', () => {
  it('the overview totals are the holdings rows at the same prices, plus what take-profit realised', () => {
    const price = (p: { symbol: string }) => (p.symbol === 'BTCUSDT' ? '66000' : undefined);
    const totals = liveTotals({ ...DETAIL, realised_profit: '1.2' }, price)!;
    const rows = DETAIL.pairs.map((p) => pairAtPrice(p, price(p) ?? p.current_price)!);
    expect(totals.pnl).toBe(rows.reduce((sum, r) => sum + Number(r.pnl), 1.2).toFixed(3));
    expect(Number(totals.value)).toBeCloseTo(rows.reduce((sum, r) => sum + Number(r.value), 0) + 0.25, 10);
  });
});
