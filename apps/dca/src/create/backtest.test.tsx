import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpotSymbolItem } from '@tb/contracts';
import { BigNumber } from '@tb/util-format';
import { CONFIG } from '../detail/fixtures';
import { envelope, fakeExchange, renderInArea } from './test-harness';
import DcaRoutes from '../routes';
import type { DcaFormValues } from './form';
import { budgetOf, engineInput, runBacktest } from './backtest-run';
import { backtestWindow } from './backtest-window';

jest.mock('@tb/data-access-quotes', () => ({ useQuote: () => undefined, useQuotes: () => ({}), useQuoteFeedStatus: () => 'open' }));

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 1, 12, 30);

const item = (base: string, price: string): SpotSymbolItem => ({
  symbol: `${base}USDT`,
  base_coin: base,
  quote_coin: 'USDT',
  price,
  amplitude: '0',
  change_24h: '0',
  tick_size: '0.01',
  price_scale: 2,
  qty_scale: 6,
  min_trade_qty: '0.000001',
  max_trade_qty: '1000000',
  min_trade_amount: '1',
  max_trade_amount: '2000000',
  is_support_ts: true,
  status: 'Trading',
  display: 1,
});
const PRICES: Record<string, string> = { BTCUSDT: '100', ETHUSDT: '50' };

/** The kline endpoint over a flat market: hourly candles at a constant price, `limit` of them ending at `end`. */
function klines(query: URLSearchParams) {
  const price = PRICES[query.get('symbol') ?? ''];
  const end = Number(query.get('end'));
  const limit = Number(query.get('limit'));
  const last = Math.floor(end / HOUR) * HOUR;
  const list = Array.from({ length: limit }, (_, i) => last - (limit - 1 - i) * HOUR).map((t) => ({ t, o: price, h: price, l: price, c: price, v: '1', qv: price }));
  return envelope({ symbol: query.get('symbol'), interval: query.get('interval'), list });
}

const values: DcaFormValues = {
  quoteCoin: 'USDT',
  pairs: [
    { id: 'a', base: 'BTC', amount: '10' },
    { id: 'b', base: 'ETH', amount: '6' },
  ],
  frequency: { mode: 'preset', seconds: 86_400 },
  maxInvest: '',
  takeProfit: '',
};

describe('backtest window', () => {
  it('fits every round on its own candle and at most 3 000 candles per pair', () => {
    expect(backtestWindow(86_400)).toEqual({ interval: '1h', intervalMs: HOUR, days: 30, candles: 720 });
    expect(backtestWindow(1_800)).toEqual({ interval: '15m', intervalMs: 900_000, days: 30, candles: 2880 });
    expect(backtestWindow(600)).toEqual({ interval: '5m', intervalMs: 300_000, days: 10, candles: 2880 });
    expect(backtestWindow(60)).toEqual({ interval: '1m', intervalMs: 60_000, days: 2, candles: 2880 });
    expect(backtestWindow(59)).toBeNull();
  });

  it('sends the plan to the engine with the take-profit as a fraction and the pairs’ rules', () => {
    const input = engineInput({ ...values, maxInvest: '500', takeProfit: '12.5' }, new Map([['BTC', item('BTC', '100')], ['ETH', item('ETH', '50')]]));
    expect(input).toMatchObject({ frequencyInSecond: 86_400, quoteCoin: 'USDT', maxInvestAmount: '500', takeProfitPercent: '0.125' });
    expect(input.pairs[0].rules).toMatchObject({ tickSize: '0.01', lotSize: '0.000001', takerFee: '0.001' });
  });
});

describe('runBacktest', () => {
  it('replays a daily plan over 30 days of hourly prices: 30 rounds, average cost = the flat price, a loss of the fees', async () => {
    const ex = fakeExchange((path, _body, query) => (path === '/x-api/s1/market/v1/kline' ? klines(query) : undefined));
    const progress: string[] = [];
    const summary = await runBacktest({
      values,
      items: new Map([['BTC', item('BTC', '100')], ['ETH', item('ETH', '50')]]),
      now: NOW,
      onProgress: (p) => progress.push(p.phase === 'fetching' ? `${p.done}/${p.total}` : p.phase),
    });
    ex.restore();
    expect(progress).toEqual(['1/2', '2/2', 'computing']);
    expect(summary).toMatchObject({ interval: '1h', days: 30, rounds: 30, closedAtCap: false });
    expect(summary.pairs.map((p) => [p.base, p.averageCost, p.lastPrice])).toEqual([
      ['BTC', '100', '100'],
      ['ETH', '50', '50'],
    ]);
    // Each round spends at most its amounts (fee included), and a flat market loses exactly the fees.
    const invested = new BigNumber(summary.invested);
    expect(invested.lte(30 * 16)).toBe(true);
    expect(invested.gt(30 * 15.9)).toBe(true);
    const heldValue = summary.pairs.reduce((sum, p) => sum.plus(new BigNumber(p.held).times(p.lastPrice)), new BigNumber(0));
    expect(new BigNumber(summary.value).eq(heldValue)).toBe(true);
    expect(new BigNumber(summary.pnl).eq(heldValue.minus(invested))).toBe(true);
    expect(new BigNumber(summary.pnl).negated().div(invested).toNumber()).toBeCloseTo(0.001 / 1.001, 5);
  });
});

describe('a replay the balance can pay for', () => {
  it('spends no more than the available balance: 1,000 USDT at 16 a round is 63 rounds, not 30 days of them', async () => {
    const ex = fakeExchange((path, _body, query) => (path === '/x-api/s1/market/v1/kline' ? klines(query) : undefined));
    const summary = await runBacktest({
      values: { ...values, frequency: { mode: 'preset', seconds: 3_600 } },
      items: new Map([['BTC', item('BTC', '100')], ['ETH', item('ETH', '50')]]),
      available: '1000',
      now: NOW,
      onProgress: () => undefined,
    });
    ex.restore();
    // 30 days hourly would be 720 rounds; the balance pays 62 full rounds of just under 16, then a last
    // one with what is left (ETH's 6 fits, BTC's 10 does not: the bot skips a pair it cannot pay)
    expect(summary.rounds).toBe(63);
    expect(summary).toMatchObject({ stoppedByBalance: true, closedAtCap: false, balance: '1000' });
    expect(new BigNumber(summary.invested).lte(1000)).toBe(true);
    // a cap below the balance is the cap, as before
    expect(budgetOf('500', '1000')).toEqual({ amount: '500', byBalance: false });
    expect(budgetOf('', '1000')).toEqual({ amount: '1000', byBalance: true });
    expect(budgetOf('2000', '1000')).toEqual({ amount: '1000', byBalance: true });
    expect(budgetOf('', null)).toBeUndefined();
  });
});

describe('backtest on the create page', () => {
  it('is offered for a complete plan, replays it on request, and marks the result stale after an edit', async () => {
    const ex = fakeExchange((path, _body, query) => {
      if (path.endsWith('/create-bot-configuration')) return envelope(CONFIG);
      if (path === '/x-api/s1/bot/grid/v1/list-symbol-info-v2') return envelope({ list: [item('BTC', '100'), item('ETH', '50')] });
      if (path === '/x-api/s1/market/v1/kline') return klines(query);
      return undefined;
    });
    const user = userEvent.setup();
    await renderInArea(<DcaRoutes />, { path: '/tradingbot/en/dca/create/?base=BTC,ETH' });
    await screen.findByText('Available: 1,000.00 USDT');
    expect(screen.queryByRole('button', { name: 'Test this plan on past prices' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 1' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Amount per round for coin 2' }), '6');
    await user.click(screen.getByRole('radio', { name: '1 day' }));
    expect(screen.getByText('Replays the plan on up to 30 days of real prices.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Test this plan on past prices' }));
    const result = await screen.findByTestId('backtest-result');
    expect(result).toHaveTextContent('Replayed over the last 30 days.');
    expect(within(result).getByText('Rounds').nextElementSibling).toHaveTextContent('30');
    expect(within(result).getByRole('row', { name: /^BTC/ })).toHaveTextContent('100.00');
    await user.click(screen.getByRole('radio', { name: '1 hour' }));
    expect(screen.getByText('The plan has changed since this run.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run again' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unit' }), 'second');
    await user.clear(screen.getByRole('textbox', { name: 'Custom interval' }));
    await user.type(screen.getByRole('textbox', { name: 'Custom interval' }), '30');
    expect(screen.getByText('Past prices can be replayed for a frequency of 1 minute or more.')).toBeInTheDocument();
    ex.restore();
  });
});
