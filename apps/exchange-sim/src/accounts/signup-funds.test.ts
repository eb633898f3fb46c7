import { RetCode } from '@tb/contracts';
import { userAccount } from '../ledger/ledger';
import { register, startTestServer, type TestServer } from '../testing/server';
import { SIGNUP_FUNDS_DEFAULT, describeSignupFunds, parseSignupFunds } from './signup-funds';

describe('SIM_SIGNUP_FUNDS', () => {
  it('reads COIN:amount[@account] lists and none, and names the bad entry', () => {
    expect(parseSignupFunds('none')).toEqual([]);
    expect(parseSignupFunds('')).toEqual([]);
    expect(parseSignupFunds('usdt:10000, BTC:0.5,USDT:2000@derivatives')).toEqual([
      { account: 'spot', coin: 'USDT', amount: '10000' },
      { account: 'spot', coin: 'BTC', amount: '0.5' },
      { account: 'derivatives', coin: 'USDT', amount: '2000' },
    ]);
    expect(() => parseSignupFunds('USDT=100')).toThrow(/"USDT=100" is not COIN:amount/);
    expect(() => parseSignupFunds('FOO:1')).toThrow(/unknown coin FOO/);
    expect(() => parseSignupFunds('USDT:1@bot')).toThrow(/unknown account "bot"/);
    expect(() => parseSignupFunds('XRP:0.0000001')).toThrow(/at most 6 decimals/);
    expect(() => parseSignupFunds('USDT:-5')).toThrow(/is not COIN:amount/);
    expect(describeSignupFunds(SIGNUP_FUNDS_DEFAULT)).toBe('10000 USDT, 1000 USDC, 0.1 BTC, 2 ETH, 5000 USDT (derivatives)');
  });
});

describe('registration with sign-up funds', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ signupFunds: SIGNUP_FUNDS_DEFAULT });
  });
  afterAll(() => server.dispose());

  const wallet = (id: number, account: 'spot' | 'derivatives', coin: string) => server.ctx.ledger.format(coin, server.ctx.ledger.balance(userAccount(id, account), coin).wallet);

  it('funds a new account once, in the registration, through the ledger', async () => {
    await register(server, 'funded@example.com');
    const id = server.ctx.users.lookup('funded@example.com')!.id;
    expect(wallet(id, 'spot', 'USDT')).toBe('10000');
    expect(wallet(id, 'spot', 'BTC')).toBe('0.1');
    expect(wallet(id, 'derivatives', 'USDT')).toBe('5000');
    const again = await server.app.inject({ method: 'POST', url: '/x-api/user/public/register', payload: { email: 'funded@example.com', password: 'Passw0rd-test' } });
    expect(again.json().ret_code).toBe(RetCode.ACCOUNT_EXISTS);
    expect(wallet(id, 'spot', 'USDT')).toBe('10000');
    expect(server.ctx.ledger.check().problems).toEqual([]);
  });

  it('deposits nothing when the registration fails', async () => {
    const before = server.ctx.ledger.check();
    const refused = await server.app.inject({ method: 'POST', url: '/x-api/user/public/register', payload: { email: 'nobody@example.com', password: 'Passw0rd-test', referral_code: 'NOSUCH12' } });
    expect(refused.json().ret_code).toBe(RetCode.UNKNOWN_REFERRAL);
    expect(server.ctx.users.lookup('nobody@example.com')).toBeUndefined();
    expect(server.ctx.ledger.check()).toEqual(before);
  });

  it('leaves accounts empty on a server without sign-up funds (the default)', async () => {
    const plain = await startTestServer();
    try {
      await register(plain, 'empty@example.com');
      const id = plain.ctx.users.lookup('empty@example.com')!.id;
      expect(plain.ctx.ledger.balance(userAccount(id, 'spot'), 'USDT').wallet).toBe(0n);
    } finally {
      await plain.dispose();
    }
  });
});
