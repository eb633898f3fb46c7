/**
 * Transfers between the spot, derivatives and unified accounts (the asset
 * route, unchanged) as the futures kinds need them: USDT and USDC move in
 * every direction exactly and idempotently, bad ones are refused with a clear
 * code and change nothing, and money a futures bot holds (its wallet and its
 * position margin, both sub-accounts of the bot) is out of reach of a user
 * transfer: funding the bot moved it out of the user's account.
 */
import { RetCode } from '@tb/contracts';
import { applyFill } from '@tb/engine';
import { DEMO_EMAIL } from '../accounts/demo';
import { login, startTestServer, type TestServer } from '../testing/server';
import type { FuturesBotRef } from './postings';

type Accounts = Record<string, { wallet_balance: string; available_balance: string }>;

describe('transfers between spot, derivatives and unified', () => {
  let server: TestServer;
  let cookie: string;
  beforeAll(async () => {
    server = await startTestServer();
    cookie = await login(server);
  });
  afterAll(() => server.dispose());

  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload, headers: { cookie } });
  const transfer = async (payload: Record<string, string>) => (await post('/x-api/v3/private/cht/asset-common/transfer', payload)).json();
  const balances = async (coin: string): Promise<Accounts> => {
    const body = (await post('/x-api/v3/private/cht/asset-common/get-all-coin', { coins: [coin] })).json();
    return Object.fromEntries(body.result.coins[0].accounts.map((a: { account_type: string }) => [a.account_type, a]));
  };
  const wallets = async (coin: string) => Object.fromEntries(Object.entries(await balances(coin)).map(([type, a]) => [type, a.wallet_balance]));

  it('moves USDT and USDC between spot, derivatives and unified in every direction, exactly and idempotently', async () => {
    expect(await wallets('USDT')).toEqual({ spot: '100000', derivatives: '20000', unified: '10000', fund: '5000', bot: '0' });
    const moves: [string, string, string, string][] = [
      ['USDT', 'spot', 'derivatives', '1234.56789012'],
      ['USDT', 'derivatives', 'unified', '0.00000001'],
      ['USDT', 'unified', 'spot', '500'],
      ['USDT', 'spot', 'unified', '250.25'],
      ['USDT', 'unified', 'derivatives', '5000'],
      ['USDT', 'derivatives', 'spot', '0.5'],
      ['USDC', 'spot', 'derivatives', '3000'],
      ['USDC', 'derivatives', 'unified', '1000.000001'],
      ['USDC', 'unified', 'spot', '1'],
    ];
    for (const [i, [coin, from, to, amount]] of moves.entries()) {
      const payload = { coin, amount, from_account_type: from, to_account_type: to, request_id: `deriv-move-${i}` };
      const first = await transfer(payload);
      expect(first).toMatchObject({ ret_code: 0, result: { coin, amount, from_account_type: from, to_account_type: to, status: 'SUCCESS' } });
      // The same request again is answered with the first result and moves nothing.
      expect((await transfer(payload)).result).toEqual(first.result);
    }
    expect(await wallets('USDT')).toEqual({ spot: '99015.68210988', derivatives: '26234.06789011', unified: '4750.25000001', fund: '5000', bot: '0' });
    expect(await wallets('USDC')).toEqual({ spot: '7001', derivatives: '1999.999999', unified: '999.000001', fund: '0', bot: '0' });
    expect(server.ctx.ledger.check()).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses bad transfers with a clear code and changes nothing', async () => {
    const before = server.ctx.ledger.check();
    const cases: [Record<string, string>, number, string][] = [
      [{ coin: 'USDC', amount: '2000', from_account_type: 'derivatives', to_account_type: 'spot' }, RetCode.INSUFFICIENT_BALANCE, 'insufficient USDC balance: available 1999.999999, needed 2000'],
      [{ coin: 'USDT', amount: '1', from_account_type: 'unified', to_account_type: 'unified' }, RetCode.SAME_ACCOUNT, 'to_account_type: must differ from from_account_type'],
      [{ coin: 'USDT', amount: '0', from_account_type: 'derivatives', to_account_type: 'unified' }, RetCode.INVALID_AMOUNT, 'amount: must be greater than zero'],
      [{ coin: 'USDT', amount: '1', from_account_type: 'spot', to_account_type: 'derivatives', request_id: 'deriv-move-0' }, RetCode.INVALID_PARAMS, 'request_id: already used for a different transfer'],
    ];
    for (const [payload, code, message] of cases) expect(await transfer(payload)).toMatchObject({ ret_code: code, ret_msg: message });
    expect(server.ctx.ledger.check()).toEqual(before);
  });

  it('keeps a futures bot’s wallet and margin out of reach of user transfers', async () => {
    const d = server.ctx.derivatives;
    const bot: FuturesBotRef = { id: 'transfer-guard-bot', userId: server.ctx.users.lookup(DEMO_EMAIL)!.id, account: 'derivatives', coin: 'USDT' };
    const derivatives = (await balances('USDT')).derivatives.available_balance;
    expect(derivatives).toBe('26234.06789011');
    // Fund the bot with all of the derivatives account but one unit, then lock margin in a position.
    d.postings.fund(bot, 2_623_406_789_010n);
    const fill = { side: 'buy' as const, lots: 300, ticks: 670_000, liquidity: 'taker' as const };
    const c = d.contracts.get('BTCUSDT')!.futures;
    d.postings.postFuturesFill(bot, 'BTCUSDT', fill, applyFill(c, d.postings.basePosition(bot.id, 'BTCUSDT', 500), fill), { time: server.ctx.clock.now() });
    const wallet = server.ctx.ledger.balance(d.postings.walletOf(bot), 'USDT').wallet;
    const margin = server.ctx.ledger.balance(d.postings.marginOf(bot, 'BTCUSDT'), 'USDT').wallet;
    expect(margin).toBe(402_000_000_000n); // 0.3 BTC × 67,000 / 5
    const shown = await balances('USDT');
    expect(shown.derivatives).toMatchObject({ wallet_balance: '0.00000001', available_balance: '0.00000001' });
    // The bot row shows what the bots hold (wallet and margin)…
    expect(server.ctx.ledger.units('USDT', shown.bot.wallet_balance)).toBe(wallet + margin);
    // …but no transfer reaches it: the derivatives account is empty, and `bot` names the user's own plain bot account.
    for (const from of ['derivatives', 'bot']) {
      const refused = await transfer({ coin: 'USDT', amount: '1', from_account_type: from, to_account_type: 'spot' });
      expect(refused).toMatchObject({ ret_code: RetCode.INSUFFICIENT_BALANCE });
    }
    expect(server.ctx.ledger.balance(d.postings.walletOf(bot), 'USDT').wallet).toBe(wallet);
    expect(server.ctx.ledger.balance(d.postings.marginOf(bot, 'BTCUSDT'), 'USDT').wallet).toBe(margin);
    expect(d.postings.identity(bot.id)!.ok).toBe(true);
    expect(server.ctx.ledger.check().ok).toBe(true);
  });
});
