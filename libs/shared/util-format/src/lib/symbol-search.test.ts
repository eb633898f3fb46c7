import { changeTone, quoteChange } from './symbol-search';
import { searchSymbols } from './symbol-query';

describe('symbol search', () => {
  it('computes the live 24 h change exactly, else keeps the list figure', () => {
    expect(quoteChange({ open: '20000', close: '20500' }, '0')).toBe('0.02500000');
    expect(quoteChange({ open: '0', close: '1' }, '0.1')).toBe('0.1');
    expect(quoteChange(undefined, '-0.03')).toBe('-0.03');
  });

  it('tones a change', () => {
    expect([changeTone('0.1'), changeTone('-0.1'), changeTone('0'), changeTone('')]).toEqual(['up', 'down', 'flat', 'flat']);
  });

  it('orders prefix matches before inner ones and ignores separators', () => {
    const list = [{ b: 'WBTC', s: 'WBTCUSDT' }, { b: 'BTC', s: 'BTCUSDT' }, { b: 'ETH', s: 'ETHUSDT' }];
    const keys = (i: { b: string; s: string }) => ({ base: i.b, symbol: i.s });
    expect(searchSymbols(list, 'btc', keys).map((i) => i.s)).toEqual(['BTCUSDT', 'WBTCUSDT']);
    expect(searchSymbols(list, 'eth/usdt', keys).map((i) => i.s)).toEqual(['ETHUSDT']);
    expect(searchSymbols(list, ' ', keys)).toHaveLength(3);
  });
});
