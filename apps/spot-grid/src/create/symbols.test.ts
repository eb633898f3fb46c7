import type { SpotSymbolItem } from '../api/types';
import { listForQuote } from './pair-search';

const pair = (base: string, quote: string) => ({ symbol: `${base}${quote}`, base_coin: base, quote_coin: quote }) as SpotSymbolItem;
const LIST = [pair('BTC', 'USDT'), pair('ETH', 'USDT'), pair('BTC', 'USDC'), pair('SOL', 'USDT'), pair('ETH', 'USDC')];

describe('the pair list in the trader’s quote coin', () => {
  it('puts the default quote coin’s pairs first, each group in the list’s order', () => {
    expect(listForQuote(LIST, '', 'USDC').map((p) => p.symbol)).toEqual(['BTCUSDC', 'ETHUSDC', 'BTCUSDT', 'ETHUSDT', 'SOLUSDT']);
    expect(listForQuote(LIST, '', 'USDT').map((p) => p.symbol)).toEqual(['BTCUSDT', 'ETHUSDT', 'SOLUSDT', 'BTCUSDC', 'ETHUSDC']);
  });

  it('keeps a search’s own order', () => {
    expect(listForQuote(LIST, 'eth', 'USDC').map((p) => p.symbol)).toEqual(['ETHUSDT', 'ETHUSDC']);
  });
});
