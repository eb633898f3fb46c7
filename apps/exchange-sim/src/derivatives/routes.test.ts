import { DAY_MS } from '@tb/engine';
import { roundToTick } from '../routes/market';
import { TEST_START, type TestServer, startTestServer } from '../testing/server';

const HOUR = 3_600_000;

describe('contract mark price, funding and mark klines over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  const get = (url: string) => server.app.inject({ method: 'GET', url });

  it('serves the mark, index and funding of a contract in dynamic-symbol-item', async () => {
    server.ctx.clock.advance(30_000);
    server.ctx.market.tick();
    const body = (await get('/x-api/contract/v5/product/dynamic-symbol-item?symbol=BTCUSDC')).json();
    expect(body.ret_code).toBe(0);
    const mark = server.ctx.market.markPrice('BTCUSDC');
    const funding = server.ctx.market.funding('BTCUSDC');
    expect(body.result).toMatchObject({
      mark_price: mark.markPrice,
      index_price: mark.indexPrice,
      last_funding_time: TEST_START - 4 * HOUR,
      next_funding_time: TEST_START + 4 * HOUR,
      funding_interval_hour: 8,
    });
    expect(Math.round(Number(body.result.last_funding_rate) * 1e8)).toBe(funding.last!.rateE8);
    expect(Math.round(Number(body.result.next_funding_rate) * 1e8)).toBe(funding.predictedRateE8);
    // The index is the last price on the contract's 0.5 tick; the mark stays within the model's 0.3 % cap of it.
    expect(body.result.index_price).toBe(body.result.last_price);
    expect(body.result.index_price).toBe(roundToTick(server.ctx.market.ticker('BTCUSDC').c, '0.5'));
    expect(body.result.mark_price).toMatch(/^\d+\.[05]$/);
    expect(Math.abs(Number(body.result.mark_price) / Number(body.result.index_price) - 1)).toBeLessThanOrEqual(0.003);
    expect(body.result.next_funding_rate).toMatch(/^-?0\.\d{1,8}$|^0$/);
    // Past 16:00 the rate just fixed is the last one, and the next instant is midnight.
    server.ctx.clock.advance(4 * HOUR);
    server.ctx.market.tick();
    const later = (await get('/x-api/contract/v5/product/dynamic-symbol-item?symbol=BTCUSDC')).json().result;
    const fix = server.ctx.market.fundingAt('BTCUSDC', TEST_START + 4 * HOUR)!;
    expect(later).toMatchObject({ last_funding_time: TEST_START + 4 * HOUR, next_funding_time: TEST_START + 12 * HOUR });
    expect(Math.round(Number(later.last_funding_rate) * 1e8)).toBe(fix.rateE8);
  });

  it('serves mark-price klines of a contract, consistent with the market', async () => {
    const response = await get('/x-api/s1/market/v1/mark-kline?symbol=ETHUSDT&interval=1h&limit=30');
    const body = response.json();
    expect(body.ret_code).toBe(0);
    expect(body.result).toEqual({ symbol: 'ETHUSDT', interval: '1h', list: server.ctx.market.markKlines('ETHUSDT', '1h', { limit: 30 }) });
    expect(body.result.list).toHaveLength(30);
    for (const k of body.result.list) {
      expect(Number(k.h)).toBeGreaterThanOrEqual(Math.max(Number(k.o), Number(k.c)));
      expect(Number(k.l)).toBeLessThanOrEqual(Math.min(Number(k.o), Number(k.c)));
      expect(k).toMatchObject({ v: '0', qv: '0' });
    }
    const days = (await get(`/x-api/s1/market/v1/mark-kline?symbol=ETHUSDT&interval=1d&limit=5&end=${TEST_START}`)).json().result.list;
    expect(days.map((k: { t: number }) => k.t)).toEqual([TEST_START - 2 * DAY_MS - 12 * HOUR, TEST_START - DAY_MS - 12 * HOUR, TEST_START - 12 * HOUR]);
    // A spot-only pair, an unknown symbol, a reversed window.
    for (const [url, message] of [
      ['/x-api/s1/market/v1/mark-kline?symbol=XLMUSDT&interval=1h', 'query.symbol: unknown contract XLMUSDT'],
      ['/x-api/s1/market/v1/mark-kline?symbol=NOPEUSDT&interval=1h', 'query.symbol: unknown contract NOPEUSDT'],
      ['/x-api/s1/market/v1/mark-kline?symbol=ETHUSDT&interval=1h&start=5&end=4', 'query.start: must not be after end'],
      ['/x-api/s1/market/v1/mark-kline?symbol=ETHUSDT&interval=2m', expect.stringMatching(/^query\.interval: /)],
    ] as const) {
      const refused = await get(url);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ ret_code: 10001, ret_msg: message });
    }
  });
});
