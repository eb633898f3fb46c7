import { RetCode } from '@tb/contracts';
import { login, register, startTestServer, type TestServer } from '../testing/server';

describe('balances and transfers', () => {
  let server: TestServer;
  let demo: string;
  beforeAll(async () => {
    server = await startTestServer();
    demo = await login(server);
  });
  afterAll(() => server.dispose());

  const post = (url: string, payload: unknown, cookie = demo) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const coins = async (cookie = demo, payload: unknown = {}) => (await post('/x-api/v3/private/cht/asset-common/get-all-coin', payload, cookie)).json();
  const transfer = (payload: Record<string, unknown>, cookie = demo) => post('/x-api/v3/private/cht/asset-common/transfer', payload, cookie);

  it('lists the demo balances per coin and account type as decimal strings', async () => {
    const body = await coins();
    expect(body.ret_code).toBe(0);
    const usdt = body.result.coins.find((c: { coin: string }) => c.coin === 'USDT');
    expect(usdt).toEqual({
      coin: 'USDT',
      coin_name: 'Tether USDT',
      scale: 8,
      total_balance: '135000',
      accounts: [
        { account_type: 'spot', wallet_balance: '100000', available_balance: '100000', frozen: '0' },
        { account_type: 'derivatives', wallet_balance: '20000', available_balance: '20000', frozen: '0' },
        { account_type: 'unified', wallet_balance: '10000', available_balance: '10000', frozen: '0' },
        { account_type: 'fund', wallet_balance: '5000', available_balance: '5000', frozen: '0' },
        { account_type: 'bot', wallet_balance: '0', available_balance: '0', frozen: '0' },
      ],
    });
    expect(body.result.coins.map((c: { coin: string }) => c.coin)).toEqual(['USDT', 'USDC', 'BTC', 'ETH', 'SOL']);
    // Filters, zero balances, and no body at all.
    const filtered = await coins(demo, { coins: ['BTC', 'XRP'], account_types: ['spot'] });
    expect(filtered.result.coins).toEqual([
      { coin: 'BTC', coin_name: 'Bitcoin', scale: 8, total_balance: '1', accounts: [{ account_type: 'spot', wallet_balance: '1', available_balance: '1', frozen: '0' }] },
      { coin: 'XRP', coin_name: 'XRP', scale: 6, total_balance: '0', accounts: [{ account_type: 'spot', wallet_balance: '0', available_balance: '0', frozen: '0' }] },
    ]);
    expect((await coins(demo, { with_zero: true })).result.coins.length).toBeGreaterThan(20);
    const bare = await server.app.inject({ method: 'POST', url: '/x-api/v3/private/cht/asset-common/get-all-coin', headers: { cookie: demo } });
    expect(bare.json().result.coins).toHaveLength(5);
    expect((await coins(demo, { coins: ['NOPE'] })).ret_code).toBe(RetCode.UNKNOWN_COIN);
    const fresh = await register(server, 'empty@example.com');
    expect((await coins(fresh)).result.coins).toEqual([]);
  });

  it('moves money between accounts exactly, as one balanced journal', async () => {
    const response = await transfer({ coin: 'USDT', amount: '1234.56789012', from_account_type: 'spot', to_account_type: 'bot' });
    const body = response.json();
    expect(body.ret_code).toBe(0);
    expect(body.result).toMatchObject({ coin: 'USDT', amount: '1234.56789012', from_account_type: 'spot', to_account_type: 'bot', status: 'SUCCESS' });
    expect(body.result.transfer_id).toMatch(/^1\d{17}$/);
    const usdt = (await coins()).result.coins.find((c: { coin: string }) => c.coin === 'USDT');
    expect(usdt.accounts.find((a: { account_type: string }) => a.account_type === 'spot').wallet_balance).toBe('98765.43210988');
    expect(usdt.accounts.find((a: { account_type: string }) => a.account_type === 'bot').wallet_balance).toBe('1234.56789012');
    expect(usdt.total_balance).toBe('135000');
    expect(server.ctx.ledger.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('makes a transfer with a request_id idempotent', async () => {
    const payload = { coin: 'ETH', amount: '1.5', from_account_type: 'spot', to_account_type: 'fund', request_id: 'move-eth-1' };
    const first = (await transfer(payload)).json();
    const again = (await transfer(payload)).json();
    expect(again.result).toEqual(first.result);
    const eth = (await coins(demo, { coins: ['ETH'] })).result.coins[0];
    expect(eth.accounts.find((a: { account_type: string }) => a.account_type === 'fund').wallet_balance).toBe('1.5');
    const reused = await transfer({ ...payload, amount: '2' });
    expect(reused.statusCode).toBe(200);
    expect(reused.json()).toMatchObject({ ret_code: 10001, ret_msg: 'request_id: already used for a different transfer' });
  });

  it('refuses bad transfers with clear errors and changes nothing', async () => {
    const before = server.ctx.ledger.check();
    const cases: [Record<string, unknown>, number, number, string][] = [
      [{ coin: 'USDT', amount: '999999', from_account_type: 'fund', to_account_type: 'spot' }, 200, RetCode.INSUFFICIENT_BALANCE, 'insufficient USDT balance: available 5000, needed 999999'],
      [{ coin: 'USDT', amount: '1', from_account_type: 'spot', to_account_type: 'spot' }, 200, RetCode.SAME_ACCOUNT, 'to_account_type: must differ from from_account_type'],
      [{ coin: 'ABCD', amount: '1', from_account_type: 'spot', to_account_type: 'fund' }, 200, RetCode.UNKNOWN_COIN, 'coin: unknown coin ABCD'],
      [{ coin: 'BTC', amount: '0.000000001', from_account_type: 'spot', to_account_type: 'fund' }, 200, RetCode.INVALID_AMOUNT, 'amount: BTC supports at most 8 decimal places'],
      [{ coin: 'BTC', amount: '0', from_account_type: 'spot', to_account_type: 'fund' }, 200, RetCode.INVALID_AMOUNT, 'amount: must be greater than zero'],
      [{ coin: 'USDT', amount: '99999999999', from_account_type: 'spot', to_account_type: 'fund' }, 200, RetCode.INVALID_AMOUNT, 'amount: at most 46116860184.27387904 USDT'],
      [{ coin: 'BTC', amount: 1, from_account_type: 'spot', to_account_type: 'fund' }, 400, 10001, 'body.amount: must be string'],
      [{ coin: 'BTC', amount: '-1', from_account_type: 'spot', to_account_type: 'fund' }, 400, 10001, expect.stringMatching(/^body\.amount: must match pattern/) as unknown as string],
      [{ coin: 'BTC', amount: '1', from_account_type: 'margin', to_account_type: 'fund' }, 400, 10001, expect.stringMatching(/^body\.from_account_type: /) as unknown as string],
      [{ coin: 'BTC', amount: '1', from_account_type: 'spot' }, 400, 10001, 'body.to_account_type: required'],
      [{ coin: 'BTC', amount: '1', from_account_type: 'spot', to_account_type: 'fund', memo: 'x' }, 400, 10001, 'body.memo: unknown field'],
    ];
    for (const [payload, status, code, message] of cases) {
      const response = await transfer(payload);
      expect({ payload, status: response.statusCode, code: response.json().ret_code, message: response.json().ret_msg }).toEqual({
        payload,
        status,
        code,
        message,
      });
    }
    expect(server.ctx.ledger.check()).toEqual(before);
  });

  it('requires a login', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/x-api/v3/private/cht/asset-common/transfer', payload: {} });
    expect(response.json()).toMatchObject({ ret_code: RetCode.NOT_LOGGED_IN });
  });
});
