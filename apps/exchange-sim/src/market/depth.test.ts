import BigNumber from 'bignumber.js';
import { BOOK_BUCKET_MS, depthSnapshot, type DepthInput } from './depth';

const btc: DepthInput = { seed: 'tradingbot-2026', category: 'spot', symbol: 'BTCUSDT', tickSize: '0.01', lotSize: '0.000001', minQty: '0.000048', lastPrice: '64321.37', merge: 1, levels: 10, now: 1_800_000_000_000 };
const on = (value: string, step: string) => new BigNumber(value).mod(step).isZero();

describe('depthSnapshot: a modelled book, exact on tick and lot', () => {
  it('is the same book for the same seed, symbol and time, and another one for another seed or the next drawing', () => {
    expect(depthSnapshot(btc)).toEqual(depthSnapshot({ ...btc }));
    expect(depthSnapshot({ ...btc, seed: 'other' })).not.toEqual(depthSnapshot(btc));
    expect(depthSnapshot({ ...btc, now: btc.now + BOOK_BUCKET_MS })).not.toEqual(depthSnapshot(btc));
    expect(depthSnapshot({ ...btc, now: btc.now + 1 })).toEqual(depthSnapshot(btc));
  });

  it('puts bids below the last price best first and asks at or above it best first, one tick apart at the top', () => {
    const { bids, asks } = depthSnapshot(btc);
    expect(bids).toHaveLength(10);
    expect(asks).toHaveLength(10);
    expect(asks[0].price).toBe('64321.37');
    for (let i = 1; i < 10; i++) {
      expect(new BigNumber(bids[i].price).lt(bids[i - 1].price)).toBe(true);
      expect(new BigNumber(asks[i].price).gt(asks[i - 1].price)).toBe(true);
    }
    expect(new BigNumber(bids[0].price).lt('64321.37')).toBe(true);
    for (const level of [...bids, ...asks]) {
      expect(on(level.price, '0.01')).toBe(true);
      expect(on(level.qty, '0.000001')).toBe(true);
      expect(new BigNumber(level.qty).gt(0)).toBe(true);
    }
  });

  it('carries cumulative totals from the best level', () => {
    for (const rows of Object.values(depthSnapshot(btc))) {
      let sum = new BigNumber(0);
      for (const row of rows) {
        sum = sum.plus(row.qty);
        expect(row.total).toBe(sum.toFixed(6));
      }
    }
  });

  it('merges n ticks into one level: bids rounded down, asks rounded up, quantities summed from the one-tick book', () => {
    const fine = depthSnapshot({ ...btc, levels: 50 });
    for (const merge of [2, 4, 10]) {
      const merged = depthSnapshot({ ...btc, merge, levels: 3 });
      const step = new BigNumber('0.01').times(merge);
      for (const level of merged.bids) {
        expect(on(level.price, step.toFixed(2))).toBe(true);
        const inside = fine.bids.filter((b) => new BigNumber(b.price).gte(level.price) && new BigNumber(b.price).lt(step.plus(level.price)));
        expect(level.qty).toBe(inside.reduce((s, b) => s.plus(b.qty), new BigNumber(0)).toFixed(6));
      }
      for (const level of merged.asks) {
        expect(on(level.price, step.toFixed(2))).toBe(true);
        const inside = fine.asks.filter((a) => new BigNumber(a.price).lte(level.price) && new BigNumber(a.price).gt(new BigNumber(level.price).minus(step)));
        expect(level.qty).toBe(inside.reduce((s, a) => s.plus(a.qty), new BigNumber(0)).toFixed(6));
      }
    }
  });

  it('has the best ask at the last price when it sits on a tick, and the price as the tick shows it when the last price has more digits', () => {
    expect(depthSnapshot({ ...btc, lastPrice: '64321.4' }).asks[0].price).toBe('64321.40');
    const eth = depthSnapshot({ ...btc, symbol: 'ETHUSDT', tickSize: '0.5', lotSize: '0.01', minQty: '0.01', lastPrice: '3120.25', merge: 2 });
    expect(eth.asks[0].price).toBe('3121.0');
    expect(eth.bids[0].price).toBe('3120.0');
  });

  it('sizes an average level near the stated notional and never below the minimum quantity', () => {
    const { bids } = depthSnapshot({ ...btc, levels: 50 });
    for (const level of bids) expect(new BigNumber(level.qty).gte('0.000048')).toBe(true);
    const top = bids.slice(0, 20).reduce((s, b) => s.plus(new BigNumber(b.qty).times(b.price)), new BigNumber(0)).div(20);
    expect(top.gt(1_000)).toBe(true);
    expect(top.lt(20_000)).toBe(true);
  });
});
