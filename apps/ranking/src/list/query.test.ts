import { DEFAULT_FILTER, RANKING_PAGE_SIZE, readFilter, requestOf, offeredRankedKinds, writeFilter } from './query';

describe('the ranking filter in the URL', () => {
  it('reads what it writes, and leaves defaults out of the URL', () => {
    const filter = { sort: 'amount', kinds: ['spot-grid', 'combo'], symbol: 'ETHUSDT', run: 'month', pnl: '10-20' } as const;
    const params = writeFilter({ ...filter, kinds: [...filter.kinds] });
    expect(params.toString()).toBe('sort=amount&kind=spot-grid&kind=combo&symbol=ETHUSDT&run=month&pnl=10-20');
    expect(readFilter(params)).toEqual(filter);
    expect(writeFilter(DEFAULT_FILTER).toString()).toBe('');
    expect(readFilter(new URLSearchParams(''))).toEqual(DEFAULT_FILTER);
  });

  it('treats every parameter as hostile: unknown values fall back to the default and never reach the request', () => {
    const f = readFilter(new URLSearchParams('sort=__proto__&kind=dca&kind=../x&kind=futures-grid&symbol=btc%25%27&run=constructor&pnl=999'));
    expect(f).toEqual({ sort: 'pnl', kinds: ['futures-grid'], symbol: '', run: '', pnl: '' });
    expect(readFilter(new URLSearchParams('symbol= solusdt '))).toMatchObject({ symbol: 'SOLUSDT' });
  });

  it('builds the mixed-ranking request of a page, exactly', () => {
    expect(requestOf(DEFAULT_FILTER, 1)).toEqual({ sort: 'RANKING_SORT_PNL_PERCENT', page: 1, limit: RANKING_PAGE_SIZE });
    expect(requestOf({ sort: 'copies', kinds: ['martingale', 'spot-grid'], symbol: 'BTCUSDT', run: 'older', pnl: '100' }, 3)).toEqual({
      sort: 'RANKING_SORT_COPIED_COUNT',
      page: 3,
      limit: RANKING_PAGE_SIZE,
      bot_types: ['GRID_SPOT', 'MART_FUTURES'],
      symbol: 'BTCUSDT',
      run_time: 'RANKING_RUN_TIME_OVER_30D',
      pnl_band: 'RANKING_PNL_BAND_OVER_100',
    });
  });
});

describe('the kinds a site ranks', () => {
  it('a spot-only site (Hong Kong) ranks and asks for the spot kinds only; other sites every ranked kind, unnamed', () => {
    const hk = offeredRankedKinds('www.exchange.com.hk');
    expect(hk.map((k) => k.listType)).toEqual(['GRID_SPOT']);
    expect(requestOf(DEFAULT_FILTER, 1, hk).bot_types).toEqual(['GRID_SPOT']);
    // a futures kind chosen in the URL is not asked for there
    expect(requestOf({ ...DEFAULT_FILTER, kinds: ['martingale'] }, 1, hk).bot_types).toEqual(['GRID_SPOT']);
    const global = offeredRankedKinds('www.exchange.com');
    expect(global.map((k) => k.listType)).toEqual(['GRID_SPOT', 'GRID_FUTURES', 'MART_FUTURES', 'COMBO_FUTURES']);
    expect(requestOf(DEFAULT_FILTER, 1, global)).not.toHaveProperty('bot_types');
  });

  it('a restricted trader (no futures kinds) is ranked spot kinds only, on any site', () => {
    const restricted = offeredRankedKinds('www.exchange.com', true);
    expect(restricted.map((k) => k.listType)).toEqual(['GRID_SPOT']);
    expect(requestOf({ ...DEFAULT_FILTER, kinds: ['futures-grid'] }, 1, restricted).bot_types).toEqual(['GRID_SPOT']);
  });
});
