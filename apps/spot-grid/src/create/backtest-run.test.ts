import { fakeExchange, ok } from './test-harness';
import { EMPTY_FORM, type GridFormValues } from './form';
import { KLINE_PAGE_SIZE as PAGE_SIZE } from '@tb/feature-bot-pages';
import { BacktestInputError, engineInput, rulesOf, runBacktest, type BacktestProgress } from './backtest-run';

const ITEM = {
  symbol: 'BTCUSDT',
  base_coin: 'BTC',
  quote_coin: 'USDT',
  price: '100.00',
  amplitude: '0.05',
  change_24h: '0',
  tick_size: '0.01',
  price_scale: 2,
  qty_scale: 4,
  min_trade_qty: '0.0001',
  max_trade_qty: '1000',
  min_trade_amount: '1',
  max_trade_amount: '1000000',
  is_support_ts: true,
  status: 'Trading' as const,
  display: 1,
};

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 0, 2);

/** A price swinging between 98 and 102 every hour: a 99–101 grid fills again and again. */
function candleAt(t: number) {
  const phase = ((t / MINUTE) % 60) / 60;
  const p = (x: number) => (100 + 2 * Math.sin(2 * Math.PI * x)).toFixed(2);
  const o = p(phase);
  const c = p(phase + 1 / 60);
  return { t, o, h: (Math.max(Number(o), Number(c)) + 0.05).toFixed(2), l: (Math.min(Number(o), Number(c)) - 0.05).toFixed(2), c, v: '1', qv: '100' };
}

function klineServer() {
  return fakeExchange({
    '/x-api/s1/market/v1/kline': (_body, url) => {
      const end = Number(url.searchParams.get('end'));
      const limit = Number(url.searchParams.get('limit'));
      const lastOpen = Math.floor(end / MINUTE) * MINUTE;
      const list = Array.from({ length: limit }, (_, i) => candleAt(lastOpen - (limit - 1 - i) * MINUTE));
      return ok({ symbol: 'BTCUSDT', interval: '1m', list });
    },
  });
}

const VALUES: GridFormValues = { ...EMPTY_FORM, symbol: 'BTCUSDT', minPrice: '99', maxPrice: '101', cellNumber: '4', quoteInvestment: '1000' };

describe('backtest preview', () => {
  it('maps the pair to engine rules (lot from the quantity scale, standard fee)', () => {
    expect(rulesOf(ITEM)).toEqual({ tickSize: '0.01', lotSize: '0.0001', minQty: '0.0001', maxQty: '1000', minNotional: '1', maxNotional: '1000000', makerFee: '0.001', takerFee: '0.001' });
    expect(engineInput({ ...VALUES, tsPercent: '5', tpMode: 'percent', takeProfit: '20' }, true)).toMatchObject({ tsPercent: '0.05', takeProfitPercent: '0.2', tpSlType: 'percent', cellNumber: 4 });
    // mixed: TP by price, SL by percent → the engine must be told (it would read both as prices otherwise)
    expect(engineInput({ ...VALUES, takeProfit: '80000', slMode: 'percent', stopLoss: '10' }, true)).toMatchObject({
      tpSlType: 'tp_price_sl_percent',
      takeProfitPrice: '80000',
      stopLossPercent: '0.1',
    });
    expect(engineInput({ ...VALUES, tsPercent: '5' }, false).tsPercent).toBeUndefined();
  });

  it('fetches the history in pages of 1 000 with progress, then simulates: trades, profit, exact figures', async () => {
    const fake = klineServer();
    try {
      const progress: BacktestProgress[] = [];
      const summary = await runBacktest({ item: ITEM, values: VALUES, trailingStopAllowed: true, days: 1, now: NOW, onProgress: (p) => progress.push(p) });
      const pages = fake.callsTo('kline');
      expect(pages).toHaveLength(Math.ceil(1440 / PAGE_SIZE));
      expect(pages.map((c) => c.query.get('limit'))).toEqual(['1000', '440']);
      expect(progress).toEqual([
        { phase: 'fetching', done: 1, total: 2 },
        { phase: 'fetching', done: 2, total: 2 },
        { phase: 'computing' },
      ]);
      expect(summary.candles).toBe(1439); // the minute still open at `now` is left out
      expect(summary.trades).toBeGreaterThan(20);
      expect(Number(summary.gridProfitText)).toBeGreaterThan(0);
      expect(summary.gridProfitText).toMatch(/^\d+(\.\d+)?$/);
      expect(summary.investmentText).toBe('1000');
      expect(summary.times.length).toBe(summary.totalPnl.length);
      expect(summary.maxDrawdown).toBeGreaterThanOrEqual(0);
    } finally {
      fake.restore();
    }
  });

  it('refuses parameters the engine refuses', async () => {
    const fake = klineServer();
    try {
      await expect(runBacktest({ item: ITEM, values: { ...VALUES, quoteInvestment: '0.5' }, trailingStopAllowed: true, days: 1, now: NOW, onProgress: () => undefined })).rejects.toBeInstanceOf(BacktestInputError);
    } finally {
      fake.restore();
    }
  });
});
