import { DCA_CLOSE_CODE, closeDca, createDca, dcaAverageCost, delistDcaPair, stepDca } from './dca';
import { backtestDca } from '../backtest/dca-backtest';
import { createPriceModel, generateHistory } from '../market/price-model';

const rules = { tickSize: '0.01', lotSize: '0.0001', minQty: '0.0001', maxQty: '1000', minNotional: '1', makerFee: '0.001', takerFee: '0.001' };
const input = { frequencyInSecond: 600, quoteCoin: 'USDT', pairs: [{ base: 'BTC', amount: '100', rules }, { base: 'ETH', amount: '50', rules }] };

describe('DCA', () => {
  it('refuses bad frequency, too many or duplicated pairs and a cap below one round', () => {
    expect(() => createDca({ ...input, frequencyInSecond: 9 }, 0)).toThrow(/frequency_in_second/);
    expect(() => createDca({ ...input, pairs: Array.from({ length: 6 }, (_, i) => ({ base: `C${i}`, amount: '10', rules })) }, 0)).toThrow(/1 to 5/);
    expect(() => createDca({ ...input, pairs: [input.pairs[0], input.pairs[0]] }, 0)).toThrow(/duplicated/);
    expect(() => createDca({ ...input, maxInvestAmount: '120' }, 0)).toThrow(/max_invest_amount/);
  });

  it('buys a fixed quote amount per period and keeps the average cost Σquote/Σbase', () => {
    let s = createDca(input, 0);
    let r = stepDca(s, 0, { BTCUSDT: 5_000_000, ETHUSDT: 300_000 });
    const [btc] = r.events.filter((e) => e.type === 'order_filled');
    expect(btc).toMatchObject({ symbol: 'BTCUSDT', side: 'buy', lots: 19 }); // 0.0019 BTC × 50 000 = 95 + fee ≤ 100
    s = r.state;
    expect(stepDca(s, 599_000, { BTCUSDT: 4_000_000, ETHUSDT: 300_000 }).events).toHaveLength(0); // not due yet
    r = stepDca(s, 600_000, { BTCUSDT: 4_000_000, ETHUSDT: 300_000 });
    s = r.state;
    const p = s.pairs[0];
    expect(p.lots).toBe(19 + 24);
    const avg = dcaAverageCost(p)!;
    expect(Number(avg.num) / Number(avg.den)).toBeCloseTo((19 * 5_000_000 + 24 * 4_000_000) / 43, 6);
    expect(s.nextBuyAt).toBe(1_200_000);
    // several periods late: one round, schedule resumes on its grid
    s = stepDca(s, 3_000_500, { BTCUSDT: 4_000_000, ETHUSDT: 300_000 }).state;
    expect(s.nextBuyAt).toBe(3_600_000);
  });

  it('splits a purchase larger than the largest order into valid orders and prices it as executed', () => {
    // maxQty 0.001 BTC (10 lots) at 50 000: 100 USDT buys 19 lots, in orders of 10 and 9, fee rounded up on each
    const small = { ...rules, maxQty: '0.001' };
    const r = stepDca(createDca({ ...input, pairs: [{ base: 'BTC', amount: '100', rules: small }] }, 0), 0, { BTCUSDT: 5_000_000 });
    const fills = r.events.filter((e) => e.type === 'order_filled');
    expect(fills.map((e) => e.type === 'order_filled' && [e.lots, e.notional, e.fee])).toEqual([
      [10, 50_000_000, 50_000],
      [9, 45_000_000, 45_000],
    ]);
    expect(r.state.invested).toBeLessThanOrEqual(100_000_000);
    expect(r.state.pairs[0]).toMatchObject({ lots: 19, spent: 95_000_000, buyFees: 95_000 });
    // the close sells them in valid orders too
    const c = closeDca(r.state, 'DCA_QUOTE_MODE', 1, { BTCUSDT: 5_000_000 });
    expect(c.events.filter((e) => e.type === 'order_filled').map((e) => e.type === 'order_filled' && e.lots)).toEqual([10, 9]);
  });

  it('closes on reaching the max investment, with the DCA close code', () => {
    let s = createDca({ ...input, maxInvestAmount: '400' }, 0);
    for (let t = 0; s.status === 'RUNNING' && t < 10; t++) s = stepDca(s, t * 600_000, { BTCUSDT: 5_000_000, ETHUSDT: 300_000 }).state;
    expect(s).toMatchObject({ status: 'COMPLETED', closeReason: 'REACHED_MAX', closeCode: 'BOT_CLOSE_CODE_DCA_REACHED_MAX', closeMode: 'DCA_BASE_MODE' });
    expect(s.invested).toBeLessThanOrEqual(400 * 1e6);
  });

  it('takes profit per pair and starts a new cycle', () => {
    let s = createDca({ ...input, takeProfitPercent: '0.05' }, 0);
    s = stepDca(s, 0, { BTCUSDT: 5_000_000, ETHUSDT: 300_000 }).state;
    const r = stepDca(s, 1_000, { BTCUSDT: 5_300_000, ETHUSDT: 300_000 });
    const tp = r.events.find((e) => e.type === 'take_profit');
    expect(tp).toMatchObject({ symbol: 'BTCUSDT' });
    expect(r.state.pairs[0]).toMatchObject({ lots: 0, cycles: 1 });
    expect(r.state.pairs[0].realisedProfit).toBeGreaterThan(0);
    expect(r.state.pairs[1].lots).toBeGreaterThan(0);
  });

  it('closes to quote or base; delisted coins are handed back; a closed bot refuses', () => {
    const s = stepDca(createDca(input, 0), 0, { BTCUSDT: 5_000_000, ETHUSDT: 300_000 }).state;
    const q = closeDca(s, 'DCA_QUOTE_MODE', 5, { BTCUSDT: 5_000_000, ETHUSDT: 300_000 });
    expect(q.state).toMatchObject({ closeReason: 'MANUALLY', closeCode: 'BOT_CLOSE_CODE_CANCELED_MANUALLY' });
    expect(q.events.filter((e) => e.type === 'order_filled' && e.side === 'sell')).toHaveLength(2);
    const d = closeDca(delistDcaPair(s, 'ETHUSDT'), 'DCA_QUOTE_MODE', 5, { BTCUSDT: 5_000_000, ETHUSDT: 300_000 });
    const closed = d.events.find((e) => e.type === 'closed');
    expect(closed && closed.type === 'closed' && closed.returned[1].lots).toBe(s.pairs[1].lots);
    expect(closeDca(s, 'DCA_BASE_MODE', 5, {}, 'USER_BANNED').state.closeCode).toBe('BOT_CLOSE_CODE_USER_BANNED');
    expect(() => closeDca(q.state, 'DCA_BASE_MODE', 6, {})).toThrow(/closed/);
    expect(DCA_CLOSE_CODE).toEqual({
      MANUALLY: 'BOT_CLOSE_CODE_CANCELED_MANUALLY',
      REACHED_MAX: 'BOT_CLOSE_CODE_DCA_REACHED_MAX',
      SYMBOL_DELISTED: 'BOT_CLOSE_CODE_SYMBOL_DELIST',
      USER_BANNED: 'BOT_CLOSE_CODE_USER_BANNED',
      TAX_TAG_CHANGE: 'BOT_CLOSE_CODE_TAX_TAG_CHANGE',
    });
  });

  it('backtests over aligned candles with a PnL curve and APR', () => {
    const mk = (symbol: string, px: number) =>
      generateHistory(createPriceModel({ seed: 'dca', symbol, startPriceTicks: px, startTime: Date.UTC(2024, 0, 1), tickSize: '0.01', lotSize: '0.0001' }), 2 * 1440).series;
    const bt = backtestDca({ ...input, frequencyInSecond: 3600, takeProfitPercent: '0.03' }, { BTCUSDT: mk('BTCUSDT', 5_000_000), ETHUSDT: mk('ETHUSDT', 300_000) });
    expect(bt.state.rounds).toBe(48);
    expect(bt.curve.time.length).toBe(48);
    expect(bt.fills).toBeGreaterThanOrEqual(96);
    expect(Number.isFinite(bt.apr)).toBe(true);
    expect(bt.curve.totalPnl[47]).toBe(bt.totalPnl);
  });
});
