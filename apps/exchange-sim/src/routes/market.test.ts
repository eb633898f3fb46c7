import { KLINE_INTERVALS, RetCode } from '@tb/contracts';
import { MINUTE_MS } from '@tb/engine';
import { TEST_START, register, startTestServer, type TestServer } from '../testing/server';
import { LINEAR_CONTRACTS, SPOT_PAIRS } from '../market/symbols';
import { roundToTick } from './market';

describe('market endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    server.ctx.clock.advance(90_000);
    server.ctx.market.tick();
  });
  afterAll(() => server.dispose());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('has at least 20 spot pairs and 20 linear perpetuals, USDT and USDC quoted', () => {
    expect(SPOT_PAIRS.filter((p) => p.display === 1 && p.status === 'Trading').length).toBeGreaterThanOrEqual(20);
    expect(LINEAR_CONTRACTS.filter((c) => c.display === 1 && c.status === 'Trading').length).toBeGreaterThanOrEqual(20);
    expect(SPOT_PAIRS.filter((p) => p.quote === 'USDC').length).toBeGreaterThanOrEqual(3);
    expect(LINEAR_CONTRACTS.filter((c) => c.quote === 'USDC').length).toBeGreaterThanOrEqual(3);
    expect(SPOT_PAIRS.some((p) => p.display === 0)).toBe(true);
    expect(LINEAR_CONTRACTS.some((c) => c.display === 0)).toBe(true);
  });

  it('serves the brief symbol list grouped by contract type, cacheable by version', async () => {
    const response = await get('/x-api/contract/v5/product/brief-symbol-list?filter=all');
    const body = response.json();
    expect(body.ret_code).toBe(0);
    const { result } = body;
    expect(result).toMatchObject({ changed: true, default_quote_coin: 'USDT' });
    expect(Object.keys(result.symbols)).toEqual(['InversePerpetual', 'LinearPerpetual', 'InverseFutures', 'UsdcPerpetual', 'UsdcFutures', 'LinearFutures']);
    const linear = result.symbols.LinearPerpetual as { name: string; display: number; status: string; is_pre_listing: boolean }[];
    expect(linear.length).toBeGreaterThanOrEqual(24);
    expect(linear.some((s) => s.is_pre_listing)).toBe(false);
    expect(linear.find((s) => s.name === 'FILUSDT')!.display).toBe(0);
    expect(linear.find((s) => s.name === 'FTMUSDT')!.status).toBe('Closed');
    const btc = linear.find((s) => s.name === 'BTCUSDT');
    expect(btc).toMatchObject({
      base_currency: 'BTC',
      quote_currency: 'USDT',
      contract_type: 'LinearPerpetual',
      status: 'Trading',
      tick_size: '0.1',
      lot_size: '0.001',
      price_scale: 1,
      lot_scale: 3,
      min_qty: '0.001',
      max_order_qty: '1190',
      max_market_order_qty: '119',
      initial_margin_rate_e4: 100,
      maintenance_margin_rate_e4: 50,
      max_leverage_e2: 10000,
      leverage_sections_e2: [100, 200, 300, 500, 1000, 1500, 2000, 2500, 5000, 7500, 10000],
      depth_merge_ratios: [1, 2, 4, 10],
      risk_limit_base: '2000000',
      support_copy_trade: true,
      copy_trade_min_designated_margin_e8: 1_000_000_000,
      settle_time: 0,
      display: 1,
      is_popular: true,
    });
    const tiers = (btc as unknown as { risk_limits: { initial_margin_rate_e4: number; max_leverage_e2: number }[] }).risk_limits;
    expect(tiers).toHaveLength(5);
    for (let i = 1; i < tiers.length; i++) {
      expect(tiers[i].initial_margin_rate_e4).toBeGreaterThan(tiers[i - 1].initial_margin_rate_e4);
      expect(tiers[i].max_leverage_e2).toBeLessThan(tiers[i - 1].max_leverage_e2);
    }
    const same = (await get(`/x-api/contract/v5/product/brief-symbol-list?filter=all&version=${result.version}`)).json().result;
    expect(same).toMatchObject({ version: result.version, changed: false });
    expect(same.symbols.LinearPerpetual).toEqual([]);
    const onlyInverse = (await get('/x-api/contract/v5/product/brief-symbol-list?filter=InversePerpetual')).json().result;
    expect(onlyInverse.symbols.LinearPerpetual).toEqual([]);
    expect((await get('/x-api/contract/v5/product/brief-symbol-list?filter=Options')).statusCode).toBe(400);
    expect((await get('/x-api/contract/v5/product/brief-symbol-list?token_suffix=abcdefgh1')).statusCode).toBe(400);
  });

  it('shows gray (pre-listing) symbols only to users with the symbolGray flag, under another version', async () => {
    const cookie = await register(server, 'gray@example.com');
    const user = server.ctx.users.lookup('gray@example.com')!;
    const plain = (await get('/x-api/contract/v5/product/brief-symbol-list', { cookie })).json().result;
    server.ctx.users.setFlag(user.id, 'symbolGray', true);
    const gray = (await get('/x-api/contract/v5/product/brief-symbol-list', { cookie })).json().result;
    expect(gray.version).not.toBe(plain.version);
    const wld = gray.symbols.LinearPerpetual.find((s: { name: string }) => s.name === 'WLDUSDT');
    expect(wld).toMatchObject({ status: 'PreLaunch', is_pre_listing: true, pre_listing_info: { phase: 'CallAuction' } });
    // In the app there is no cookie: the last 8 characters of the user token pick the list.
    const app = await server.app.inject({
      method: 'POST',
      url: '/x-api/user/public/login',
      payload: { email: 'gray@example.com', password: 'Passw0rd-test', return_token: true },
    });
    const suffix = (app.json().result.user_token as string).slice(-8);
    const inApp = (await get(`/x-api/contract/v5/product/brief-symbol-list?token_suffix=${suffix}`)).json().result;
    expect(inApp.version).toBe(gray.version);
    const stranger = (await get('/x-api/contract/v5/product/brief-symbol-list?token_suffix=00000000')).json().result;
    expect(stranger.version).toBe(plain.version);
  });

  it('serves one contract with live prices on its tick', async () => {
    const body = (await get('/x-api/contract/v5/product/dynamic-symbol-item?symbol=BTCUSDT')).json();
    expect(body.ret_code).toBe(0);
    expect(body.result.symbol.name).toBe('BTCUSDT');
    const ticker = server.ctx.market.ticker('BTCUSDT');
    expect(body.result.last_price).toBe(roundToTick(ticker.c, '0.1'));
    expect(body.result.last_price).toMatch(/^\d+\.\d$/);
    expect(body.result.price_24h_pcnt).toBe(ticker.m);
    const unknown = await get('/x-api/contract/v5/product/dynamic-symbol-item?symbol=NOPEUSDT');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ ret_code: 10001, ret_msg: 'query.symbol: unknown contract NOPEUSDT' });
    expect((await get('/x-api/contract/v5/product/dynamic-symbol-item')).json().ret_msg).toBe('query.symbol: required');
  });

  it('lists spot pairs for bots with price, amplitude, 24 h change, limits and trailing support', async () => {
    const body = (await get('/x-api/s1/bot/grid/v1/list-symbol-info-v2')).json();
    expect(body.ret_code).toBe(0);
    const list = body.result.list as Record<string, unknown>[];
    expect(list.length).toBe(SPOT_PAIRS.length);
    const eth = list.find((i) => i.symbol === 'ETHUSDT')!;
    expect(Object.keys(eth).sort()).toEqual(
      ['amplitude', 'base_coin', 'change_24h', 'display', 'is_support_ts', 'max_trade_amount', 'max_trade_qty', 'min_trade_amount', 'min_trade_qty', 'price', 'price_scale', 'qty_scale', 'quote_coin', 'status', 'symbol', 'tick_size'].sort(),
    );
    expect(eth).toMatchObject({ base_coin: 'ETH', quote_coin: 'USDT', tick_size: '0.01', price_scale: 2, qty_scale: 5, is_support_ts: true, display: 1 });
    expect(eth.price).toMatch(/^\d+\.\d{2}$/);
    expect(Number(eth.amplitude)).toBeGreaterThan(0);
    expect(list.find((i) => i.symbol === 'FILUSDT')!.display).toBe(0);
    expect(list.find((i) => i.symbol === 'SOLUSDC')!.is_support_ts).toBe(false);
    const usdc = (await get('/x-api/s1/bot/grid/v1/list-symbol-info-v2?quote_coin=USDC')).json().result.list as { quote_coin: string }[];
    expect(usdc.length).toBeGreaterThanOrEqual(3);
    expect(usdc.every((i) => i.quote_coin === 'USDC')).toBe(true);
    const keyword = (await get('/x-api/s1/bot/grid/v1/list-symbol-info-v2?keyword=doge')).json().result.list as { symbol: string }[];
    expect(keyword.map((i) => i.symbol)).toEqual(['DOGEUSDT', 'DOGEUSDC']);
  });

  it('serves klines for every spec interval, with limits, windows and clear errors', async () => {
    for (const interval of KLINE_INTERVALS) {
      const response = await get(`/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=${interval}&limit=5`);
      const body = response.json();
      expect({ interval, code: body.ret_code }).toEqual({ interval, code: 0 });
      expect(body.result.list.length).toBeGreaterThanOrEqual(1);
      expect(body.result.list.length).toBeLessThanOrEqual(5);
    }
    const minutes = (await get(`/x-api/s1/market/v1/kline?symbol=ETHUSDT&interval=1m&end=${TEST_START - 1}&limit=3`)).json().result;
    expect(minutes).toMatchObject({ symbol: 'ETHUSDT', interval: '1m' });
    expect(minutes.list.map((k: { t: number }) => k.t)).toEqual([TEST_START - 3 * MINUTE_MS, TEST_START - 2 * MINUTE_MS, TEST_START - MINUTE_MS]);
    expect(Object.keys(minutes.list[0])).toEqual(['t', 'o', 'h', 'l', 'c', 'v', 'qv']);
    expect((await get('/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1h')).json().result.list.length).toBe(49);
    const errors: [string, number, string][] = [
      ['symbol=NOPE&interval=1h', 400, 'query.symbol: unknown symbol NOPE'],
      ['symbol=BTCUSDT&interval=2d', 400, 'query.interval: '],
      ['symbol=BTCUSDT&interval=1h&limit=0', 400, 'query.limit: '],
      ['symbol=BTCUSDT&interval=1h&limit=abc', 400, 'query.limit: '],
      ['symbol=BTCUSDT&interval=1h&limit=1001', 400, 'query.limit: '],
      ['symbol=BTCUSDT&interval=1h&start=20&end=10', 400, 'query.start: must not be after end'],
      ['symbol=BTCUSDT&interval=1h&foo=1', 400, 'query.foo: unknown field'],
      ['interval=1h', 400, 'query.symbol: required'],
    ];
    for (const [query, status, message] of errors) {
      const response = await get(`/x-api/s1/market/v1/kline?${query}`);
      expect({ query, status: response.statusCode, code: response.json().ret_code }).toEqual({ query, status, code: RetCode.INVALID_PARAMS });
      expect(response.json().ret_msg.startsWith(message)).toBe(true);
    }
  });

  it('rounds prices to a tick half up', () => {
    expect(roundToTick('67250.53', '0.5')).toBe('67250.5');
    expect(roundToTick('67250.75', '0.5')).toBe('67251.0');
    expect(roundToTick('0.15412', '0.0001')).toBe('0.1541');
    expect(roundToTick('12.5', '1')).toBe('13');
  });

  describe('depth', () => {
    it('serves a spot pair’s book around its last price, 10 levels a side by default', async () => {
      const response = await get('/x-api/s1/market/v1/depth?symbol=BTCUSDT');
      const body = response.json();
      expect(body.ret_code).toBe(0);
      const { result } = body;
      expect(result).toMatchObject({ symbol: 'BTCUSDT', category: 'spot', merge: 1, merge_ratios: [1, 2, 4, 10], ts: server.ctx.clock.now() });
      expect(result.bids).toHaveLength(10);
      expect(result.asks).toHaveLength(10);
      expect(Number(result.bids[0].price)).toBeLessThan(Number(result.last_price));
      expect(Number(result.asks[0].price)).toBeGreaterThanOrEqual(Number(result.last_price));
      expect(result.last_price).toBe(roundToTick(server.ctx.market.lastPrice('BTCUSDT').price, result.tick_size));
      // the same drawing answers the same book
      expect((await get('/x-api/s1/market/v1/depth?symbol=BTCUSDT')).json().result).toEqual(result);
    });

    it('serves a contract’s book merged by one of its ratios, on its own tick', async () => {
      const result = (await get('/x-api/s1/market/v1/depth?symbol=BTCUSDT&category=linear&merge=10&limit=5')).json().result;
      expect(result).toMatchObject({ category: 'linear', tick_size: '0.1', merge: 10 });
      expect(result.asks).toHaveLength(5);
      for (const level of [...result.bids, ...result.asks]) expect(Number(level.price) % 1).toBe(0);
    });

    it('refuses an unknown symbol, a merge the symbol does not offer and stray parameters, naming the field', async () => {
      const unknown = (await get('/x-api/s1/market/v1/depth?symbol=NOPEUSDT')).json();
      expect(unknown.ret_code).toBe(RetCode.INVALID_PARAMS);
      expect(unknown.ret_msg).toContain('symbol');
      const merge = (await get('/x-api/s1/market/v1/depth?symbol=BTCUSDT&merge=3')).json();
      expect(merge.ret_code).toBe(RetCode.INVALID_PARAMS);
      expect(merge.ret_msg).toContain('merge');
      const stray = await get('/x-api/s1/market/v1/depth?symbol=BTCUSDT&limit=51');
      expect(stray.statusCode).toBe(400);
      expect(stray.json().ret_code).toBe(RetCode.INVALID_PARAMS);
    });
  });
});
