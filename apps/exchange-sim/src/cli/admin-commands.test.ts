import { applyFill } from '@tb/engine';
import { DEMO_EMAIL } from '../accounts/demo';
import { adminOn, login, startTestServer, type TestServer } from '../testing/server';

describe('admin CLI', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  const admin = (...args: string[]) => adminOn(server.ctx.db)(...args);

  it('creates users, funds them and shows the change through the API at once', async () => {
    expect(await admin('create-user', 'erin@example.com', 'erin-pass-1')).toMatchObject({ code: 0, out: expect.stringMatching(/^created 100000\d{3}\s+erin@example.com/) });
    expect((await admin('create-user', '+852-91112222', 'mobile-pass-1')).out).toMatch(/\+852 91112222/);
    expect((await admin('create-user', 'erin@example.com', 'erin-pass-1'))).toMatchObject({ code: 1, err: 'error: an account with erin@example.com exists already' });
    expect((await admin('fund', 'erin@example.com', 'USDT', '2500.5'))).toMatchObject({ code: 0, out: expect.stringContaining('balance 2500.5') });
    expect((await admin('fund', '+852-91112222', 'btc', '0.25', 'fund')).out).toMatch(/deposited 0.25 BTC to \d+ fund/);
    expect((await admin('withdraw', 'erin@example.com', 'USDT', '0.5')).out).toContain('balance 2500');
    expect(await admin('withdraw', 'erin@example.com', 'USDT', '99999')).toMatchObject({ code: 1, err: 'error: insufficient USDT balance: available 2500, needed 99999' });
    expect((await admin('balances', 'erin@example.com')).out).toMatch(/spot\s+USDT\s+wallet 2500/);
    const cookie = await login(server, 'erin@example.com', 'erin-pass-1');
    const coins = await server.app.inject({ method: 'POST', url: '/x-api/v3/private/cht/asset-common/get-all-coin', payload: {}, headers: { cookie } });
    expect(coins.json().result.coins[0]).toMatchObject({ coin: 'USDT', total_balance: '2500' });
    expect((await admin('list-users')).out.split('\n')).toHaveLength(3);
  });

  it('sets flags, tags, VIP level and bans', async () => {
    const cookie = await login(server, DEMO_EMAIL);
    const profile = () => server.app.inject({ method: 'GET', url: '/x-api/v2/private/user/profile', headers: { cookie } }).then((r) => r.json().result);
    expect((await admin('flag', DEMO_EMAIL, 'euBot', 'on')).code).toBe(0);
    expect((await admin('flags', DEMO_EMAIL)).out).toMatch(/euBot\s+on/);
    const flags = await server.app.inject({ method: 'POST', url: '/x-api/v3/config/web', payload: { project: 'tradingbot', keys: ['euBot'] }, headers: { cookie } });
    expect(flags.json().result).toEqual({ euBot: { gray: true } });
    expect((await admin('flag', DEMO_EMAIL, 'euBot', 'off')).code).toBe(0);
    expect(await admin('flag', DEMO_EMAIL, 'turbo', 'on')).toMatchObject({ code: 2, err: expect.stringContaining('unknown flag "turbo"') });
    expect((await admin('tag', DEMO_EMAIL, 'tax_identity', 'IND-GST')).code).toBe(0);
    const tag = await server.app.inject({ method: 'GET', url: '/x-api/user/private/user-tag?req_tags=tax_identity', headers: { cookie } });
    expect(tag.json().result.user_tags.tax_identity).toBe('IND-GST');
    expect((await admin('tag', DEMO_EMAIL, 'tax_identity')).code).toBe(0);
    expect((await admin('tag', DEMO_EMAIL, 'tax_identity', 'XX')).code).toBe(2);
    expect((await admin('member-tag', DEMO_EMAIL, 'islamic', '1')).code).toBe(0);
    expect((await admin('vip', DEMO_EMAIL, '5')).code).toBe(0);
    expect((await profile()).loyalty_vip_info).toEqual({ is_vip: true, label_level: 5 });
    expect((await admin('vip', DEMO_EMAIL, '9')).code).toBe(2);
    expect((await admin('ban', DEMO_EMAIL, 'market', 'abuse')).out).toContain('banned: market abuse');
    expect((await profile()).status).toBe(2);
    const refused = await server.app.inject({ method: 'GET', url: '/x-api/user/private/restriction', headers: { cookie } });
    expect(refused.json()).toMatchObject({ ret_code: 10009, ret_msg: 'user banned: market abuse' });
    expect((await admin('unban', DEMO_EMAIL)).code).toBe(0);
    expect((await profile()).status).toBe(1);
    await admin('member-tag', DEMO_EMAIL, 'islamic', '0');
    await admin('vip', DEMO_EMAIL, '2');
  });

  it('sets the profile locale (the restriction’s locale of record) and lists the account’s audit trail', async () => {
    const cookie = await login(server, DEMO_EMAIL);
    const restriction = () => server.app.inject({ method: 'GET', url: '/x-api/user/private/restriction', headers: { cookie, lang: 'en' } }).then((r) => r.json().result);
    expect(await admin('locale', DEMO_EMAIL, 'en_gb')).toMatchObject({ code: 0, out: '100000001 lang en-GB' });
    expect(await restriction()).toMatchObject({ account_locale: 'en-GB', restricted: true, reasons: ['locale'], sources: ['account'] });
    expect((await admin('locale', DEMO_EMAIL, 'EN-GB')).out).toBe('100000001 lang en-GB (unchanged)');
    expect(await admin('locale', DEMO_EMAIL, 'xx-YY')).toMatchObject({ code: 1, err: expect.stringContaining('xx-YY is not a locale the exchange serves') });
    expect((await admin('locale', DEMO_EMAIL, 'en')).code).toBe(0);
    expect((await restriction()).restricted).toBe(false);
    const audit = (await admin('audit', DEMO_EMAIL)).out.split('\n');
    expect(audit.map((line) => line.replace(/^\S+\s+/, ''))).toEqual([
      'signup  lang  "" → "en"',
      'admin   member_tag_islamic  "0" → "1"',
      'admin   member_tag_islamic  "1" → "0"',
      'admin   lang  "en" → "en-GB"',
      'admin   lang  "en-GB" → "en"',
    ]);
  });

  it('checks the ledger and reports tampering with exit code 1', async () => {
    const ok = await admin('ledger-check');
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('ledger OK');
    expect(ok.out).toMatch(/USDT\s+deposits 137500.5\s+withdrawals 0.5\s+held 137500/);
    server.ctx.db.prepare("UPDATE balances SET wallet = wallet + 1 WHERE account LIKE 'user:%:spot' AND coin = 'BTC'").run();
    const bad = await admin('ledger-check');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('ledger check FAILED');
    server.ctx.db.prepare("UPDATE balances SET wallet = wallet - 1 WHERE account LIKE 'user:%:spot' AND coin = 'BTC'").run();
    expect((await admin('ledger-check')).code).toBe(0);
  });

  it('checks every futures bot’s identity with the ledger and lists a user’s positions', async () => {
    const d = server.ctx.derivatives;
    const user = server.ctx.users.lookup(DEMO_EMAIL)!;
    const bot = { id: 'admin-futures-bot', userId: user.id, account: 'derivatives' as const, coin: 'USDT' };
    d.postings.fund(bot, 50_000_000_000n);
    const fill = { side: 'buy' as const, lots: 20, ticks: 670_000, liquidity: 'taker' as const };
    d.postings.postFuturesFill(bot, 'BTCUSDT', fill, applyFill(d.contracts.get('BTCUSDT')!.futures, d.postings.basePosition(bot.id, 'BTCUSDT', 1000), fill), { time: server.ctx.clock.now() });
    const ok = await admin('ledger-check');
    expect(ok).toMatchObject({ code: 0, out: expect.stringContaining('futures OK: 1 bot(s) with positions') });
    expect((await admin('positions', DEMO_EMAIL)).out).toBe(
      'bot admin-futures-bot BTCUSDT      long  20 lots  margin 134  liq 60635  realised 0  fees 0.737  funding 0  insurance 0 USDT',
    );
    // A position row that no longer matches its margin account fails the check.
    server.ctx.db.prepare("UPDATE futures_positions SET margin = margin + 1 WHERE bot_id = 'admin-futures-bot'").run();
    const bad = await admin('ledger-check');
    expect(bad.code).toBe(1);
    expect(bad.err).toContain('futures bot admin-futures-bot: BTCUSDT: margin account holds 13400000000, position says 13400010000');
    server.ctx.db.prepare("UPDATE futures_positions SET margin = margin - 1 WHERE bot_id = 'admin-futures-bot'").run();
    expect((await admin('ledger-check')).code).toBe(0);
  });

  it('explains usage errors', async () => {
    expect(await admin('fund', 'nobody@example.com', 'USDT', '1')).toMatchObject({ code: 2, err: expect.stringContaining('no user "nobody@example.com"') });
    expect(await admin('frobnicate')).toMatchObject({ code: 2, err: expect.stringContaining('unknown command "frobnicate"') });
    expect((await admin('help')).out).toContain('ledger-check');
  });
});
