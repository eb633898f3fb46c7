import { GUID_COOKIE, RetCode, authCookieName } from '@tb/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../accounts/demo';
import { login, register, startTestServer, type TestServer } from '../testing/server';

describe('accounts and user data', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { loginPerIdentifier: 5, loginPerIp: 50, registerPerIp: 100 } });
  });
  afterAll(() => server.dispose());

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('logs the demo user in with a 7-day HttpOnly auth cookie and hands out a 36-character guid cookie', async () => {
    const response = await post('/x-api/user/public/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ ret_code: 0, ret_msg: 'OK', ext_info: { clock_rate: '0' }, result: { user_id: '100000001' } });
    expect(body.time_now).toMatch(/^\d+\.\d{6}$/);
    expect(body.result.user_token).toBeUndefined();
    const auth = response.cookies.find((c) => c.name === authCookieName('local'))!;
    expect(auth.value).toMatch(/^[0-9a-f]{64}$/);
    expect(auth.httpOnly).toBe(true);
    expect(auth.sameSite).toBe('Lax');
    expect(auth.maxAge).toBe(7 * 24 * 3600);
    expect(auth.secure).toBeFalsy();
    const guid = response.cookies.find((c) => c.name === GUID_COOKIE)!;
    expect(guid.value).toHaveLength(36);
    expect(guid.maxAge).toBe(120 * 24 * 3600);
    expect(guid.httpOnly).toBeFalsy();
  });

  it('marks the auth cookie Secure on https and names it after the environment for other hosts', async () => {
    // Behind a TLS-terminating proxy (trustProxy) the request protocol is https.
    const proxied = await startTestServer({ trustProxy: true, dbPath: server.dbPath, demo: false }, server.dir);
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/x-api/user/public/login',
        payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        headers: { host: 'bots.example.com', 'x-forwarded-proto': 'https' },
      });
      const auth = response.cookies.find((c) => c.name === 'tb_secure_token_test')!;
      expect(auth.secure).toBe(true);
      expect(auth.httpOnly).toBe(true);
      expect(response.cookies.find((c) => c.name === GUID_COOKIE)!.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('serves the profile with every spec field to the cookie and to the UserToken header', async () => {
    const cookie = await login(server);
    const response = await get('/x-api/v2/private/user/profile', { cookie });
    expect(response.json().result).toEqual({
      id: '100000001',
      username: 'demo',
      vague_email: 'de***@tradingbot.local',
      vague_mobile: '',
      mobile_verified: false,
      email_verified: true,
      has_google2fa: false,
      country_code: '',
      lang: 'en',
      parent_member_id: '0',
      status: 1,
      loyalty_vip_info: { is_vip: true, label_level: 2 },
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const app = await post('/x-api/user/public/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD, return_token: true }, { platform: 'app' });
    const token = app.json().result.user_token as string;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const viaHeader = await get('/x-api/v2/private/user/profile', { UserToken: token });
    expect(viaHeader.json().result.id).toBe('100000001');
  });

  it('answers 10007 without a session, with a forged token, and after logout', async () => {
    expect((await get('/x-api/v2/private/user/profile')).json()).toMatchObject({ ret_code: RetCode.NOT_LOGGED_IN, result: {} });
    expect((await get('/x-api/v2/private/user/profile', { UserToken: 'f'.repeat(64) })).json().ret_code).toBe(RetCode.NOT_LOGGED_IN);
    const cookie = await login(server);
    const logout = await post('/x-api/user/private/logout', {}, { cookie });
    expect(logout.json().ret_code).toBe(0);
    const cleared = logout.cookies.find((c) => c.name === authCookieName('local'))!;
    expect(cleared.value).toBe('');
    expect((await get('/x-api/v2/private/user/profile', { cookie })).json().ret_code).toBe(RetCode.NOT_LOGGED_IN);
  });

  it('registers by email and by mobile, logs in at once, and refuses duplicates and bad input clearly', async () => {
    const response = await post('/x-api/user/public/register', { email: 'Alice@Example.com', password: 'alice-pass-1', lang: 'zh_tw' }, { lang: 'en' });
    expect(response.json().ret_code).toBe(0);
    const cookie = `${authCookieName('local')}=${response.cookies.find((c) => c.name === authCookieName('local'))!.value}`;
    const profile = (await get('/x-api/v2/private/user/profile', { cookie })).json().result;
    // the profile locale is the one chosen at sign-up (served spelling), not the page's
    expect(profile).toMatchObject({ username: 'alice', vague_email: 'al***@example.com', lang: 'zh-TW', status: 1 });
    expect(profile.loyalty_vip_info).toEqual({ is_vip: false, label_level: 0 });

    const again = await post('/x-api/user/public/register', { email: 'alice@example.com', password: 'another-pass-2' });
    expect(again.json()).toMatchObject({ ret_code: RetCode.ACCOUNT_EXISTS, ret_msg: 'an account with alice@example.com exists already' });

    const mobile = await post('/x-api/user/public/register', { mobile: '91234567', country_code: '+852', password: 'mobile-pass-3' });
    expect(mobile.json().ret_code).toBe(0);
    const mobileLogin = await post('/x-api/user/public/login', { mobile: '91234567', country_code: '852', password: 'mobile-pass-3' });
    expect(mobileLogin.json().ret_code).toBe(0);
    const mobileProfile = (await get('/x-api/v2/private/user/profile', { UserToken: mobileLogin.cookies.find((c) => c.name === authCookieName('local'))!.value })).json().result;
    expect(mobileProfile).toMatchObject({ vague_mobile: '****4567', country_code: '852', mobile_verified: true, email_verified: false });

    const weak = await post('/x-api/user/public/register', { email: 'bob@example.com', password: 'password' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ ret_code: 10001, ret_msg: 'password: must be 8 to 128 characters and contain at least one letter and one digit' });
    const both = await post('/x-api/user/public/register', { email: 'bob@example.com', mobile: '91234567', country_code: '1', password: 'abcdefg1' });
    expect(both.json().ret_msg).toBe('email: send either email or mobile, not both');
    const noCountry = await post('/x-api/user/public/register', { mobile: '91234567', password: 'abcdefg1' });
    expect(noCountry.json().ret_msg).toBe('country_code: required with mobile');
    const unknownField = await post('/x-api/user/public/register', { email: 'bob@example.com', password: 'abcdefg1', admin: true });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().ret_msg).toBe('body.admin: unknown field');
    const badEmail = await post('/x-api/user/public/register', { email: 'not-an-email', password: 'abcdefg1' });
    expect(badEmail.json().ret_msg).toMatch(/^body\.email: /);
    const unserved = await post('/x-api/user/public/register', { email: 'bob@example.com', password: 'abcdefg1', lang: 'xx-YY' });
    expect(unserved.json()).toMatchObject({ ret_code: 10001, ret_msg: 'lang: xx-YY is not a locale the exchange serves' });
    const referral = await post('/x-api/user/public/register', { email: 'carol@example.com', password: 'abcdefg1', referral_code: 'NOPE1234' });
    expect(referral.json()).toMatchObject({ ret_code: RetCode.UNKNOWN_REFERRAL });
    expect(server.ctx.users.lookup('bob@example.com')).toBeUndefined();
  });

  it('links a referred user to the referrer', async () => {
    const demo = server.ctx.users.lookup(DEMO_EMAIL)!;
    const registered = await post('/x-api/user/public/register', { email: 'dave@example.com', password: 'dave-pass-1', referral_code: demo.referralCode.toLowerCase() });
    const cookie = registered.cookies.find((c) => c.name === authCookieName('local'))!;
    const profile = (await get('/x-api/v2/private/user/profile', { cookie: `${cookie.name}=${cookie.value}` })).json().result;
    expect(profile.parent_member_id).toBe(String(demo.id));
  });

  it('gives one message for an unknown user and a wrong password, then rate-limits failures per identifier', async () => {
    const unknown = await post('/x-api/user/public/login', { email: 'nobody@example.com', password: 'whatever1' });
    const wrong = await post('/x-api/user/public/login', { email: 'alice@example.com', password: 'wrong-pass-9' });
    expect(unknown.json()).toMatchObject({ ret_code: RetCode.BAD_CREDENTIALS, ret_msg: 'wrong email/mobile or password' });
    expect(wrong.json().ret_msg).toBe(unknown.json().ret_msg);
    for (let i = 0; i < 4; i++) await post('/x-api/user/public/login', { email: 'alice@example.com', password: 'wrong-pass-9' });
    const limited = await post('/x-api/user/public/login', { email: 'alice@example.com', password: 'alice-pass-1' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().ret_code).toBe(RetCode.RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    // Another identifier is not affected.
    expect((await post('/x-api/user/public/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD })).json().ret_code).toBe(0);
  });

  it('reads tags and restriction data, refuses unknown tags', async () => {
    const cookie = await login(server);
    const tags = await get('/x-api/user/private/user-tag?req_tags=tax_identity', { cookie });
    expect(tags.json().result).toEqual({ user_tags: { tax_identity: '' } });
    const demo = server.ctx.users.lookup(DEMO_EMAIL)!;
    server.ctx.users.update(demo.id, { taxIdentity: 'IND-GST', islamic: 1 });
    const both = await get('/x-api/user/private/user-tag?req_tags=tax_identity,member_tag', { cookie });
    expect(both.json().result).toEqual({ user_tags: { tax_identity: 'IND-GST', member_tag: '{"islamic":1}' } });
    const bad = await get('/x-api/user/private/user-tag?req_tags=kyc_level', { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ret_msg).toBe('query.req_tags: unknown tag kyc_level; known: tax_identity, member_tag');
    const missing = await get('/x-api/user/private/user-tag', { cookie });
    expect(missing.json().ret_msg).toBe('query.req_tags: required');

    const restriction = await get('/x-api/user/private/restriction', { cookie, lang: 'en-gb' });
    expect(restriction.json().result).toEqual({
      member_tag: { islamic: 1 },
      account_locale: 'en',
      locale: 'en-GB',
      site: 'global',
      restricted: true,
      reasons: ['islamic', 'locale'],
      sources: ['account', 'request'],
    });
    server.ctx.users.update(demo.id, { taxIdentity: '', islamic: 0 });
    const open = await get('/x-api/user/private/restriction', { cookie, lang: 'zh-TW' });
    expect(open.json().result).toMatchObject({ member_tag: { islamic: 0 }, locale: 'zh-TW', restricted: false, reasons: [] });
    const hk = await get('/x-api/user/private/restriction', { UserToken: cookie.split('=')[1], host: 'www.exchange.com.hk' });
    expect(hk.json().result).toMatchObject({ site: 'hk', locale: '', restricted: true, reasons: ['region'], sources: ['request'] });
  });

  it('records the profile locale a sign-up chose, else the most restrictive reading of its page; the account changes it only through its settings (audited)', async () => {
    const chosen = await post('/x-api/user/public/register', { email: 'gb@example.com', password: 'abcdefg1', lang: 'EN-gb' }, { lang: 'en' });
    expect(chosen.json().ret_code).toBe(0);
    const gb = server.ctx.users.lookup('gb@example.com')!;
    expect(gb.lang).toBe('en-GB');
    // no choice: a restricted page locale is recorded, any other page records en
    await post('/x-api/user/public/register', { email: 'nl@example.com', password: 'abcdefg1' }, { lang: 'nl_nl' });
    expect(server.ctx.users.lookup('nl@example.com')!.lang).toBe('nl-NL');
    await post('/x-api/user/public/register', { email: 'de@example.com', password: 'abcdefg1' }, { lang: 'de-DE' });
    expect(server.ctx.users.lookup('de@example.com')!.lang).toBe('en');

    const cookie = `${authCookieName('local')}=${chosen.cookies.find((c) => c.name === authCookieName('local'))!.value}`;
    const restricted = await get('/x-api/user/private/restriction', { cookie, lang: 'en' });
    expect(restricted.json().result).toMatchObject({ account_locale: 'en-GB', locale: 'en', restricted: true, reasons: ['locale'], sources: ['account'] });
    const bad = await post('/x-api/user/private/settings', { lang: 'zz-ZZ' }, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().ret_msg).toBe('lang: zz-ZZ is not a locale the exchange serves');
    expect((await post('/x-api/user/private/settings', { lang: 'fr_FR' }, { cookie })).json().result).toEqual({ lang: 'fr-FR', changed: true });
    expect((await post('/x-api/user/private/settings', { lang: 'fr-FR' }, { cookie })).json().result).toEqual({ lang: 'fr-FR', changed: false });
    expect((await post('/x-api/user/private/settings', { lang: 'fr-FR' })).json().ret_code).toBe(RetCode.NOT_LOGGED_IN);
    expect(server.ctx.users.changes(gb.id).map((c) => `${c.actor}:${c.oldValue}→${c.newValue}`)).toEqual(['signup:→en-GB', 'self:en-GB→fr-FR']);
  });

  it('reads feature flags: off by default and for anonymous callers, on with the gray flag', async () => {
    const keys = ['symbolGray', 'spotTrailingStop', 'euBot', 'somethingElse'];
    const anonymous = await post('/x-api/v3/config/web', { project: 'tradingbot', keys });
    expect(anonymous.json().result).toEqual({
      symbolGray: { gray: false },
      spotTrailingStop: { gray: false },
      euBot: { gray: false },
      somethingElse: { gray: false },
    });
    const cookie = await register(server, 'flags@example.com');
    expect((await post('/x-api/v3/config/web', { project: 'tradingbot', keys }, { cookie })).json().result.spotTrailingStop).toEqual({ gray: false });
    const user = server.ctx.users.lookup('flags@example.com')!;
    server.ctx.users.setFlag(user.id, 'spotTrailingStop', true);
    server.ctx.users.setFlag(user.id, 'euBot', true);
    const on = (await post('/x-api/v3/config/web', { project: 'tradingbot', keys }, { cookie })).json().result;
    expect(on).toEqual({ symbolGray: { gray: false }, spotTrailingStop: { gray: true }, euBot: { gray: true }, somethingElse: { gray: false } });
    const other = (await post('/x-api/v3/config/web', { project: 'futures', keys }, { cookie })).json().result;
    expect(other.euBot).toEqual({ gray: false });
    const bad = await post('/x-api/v3/config/web', { project: 'tradingbot', keys: 'euBot' }, { cookie });
    expect(bad.json()).toMatchObject({ ret_code: 10001, ret_msg: 'body.keys: must be array' });
  });

  it('refuses banned users with 10009 on private calls but still serves their profile and logout', async () => {
    const cookie = await register(server, 'banned@example.com');
    const user = server.ctx.users.lookup('banned@example.com')!;
    server.ctx.users.ban(user.id, 'suspicious activity');
    const profile = await get('/x-api/v2/private/user/profile', { cookie });
    expect(profile.json().result.status).toBe(2);
    const coins = await post('/x-api/v3/private/cht/asset-common/get-all-coin', {}, { cookie });
    expect(coins.statusCode).toBe(200);
    expect(coins.json()).toMatchObject({ ret_code: RetCode.USER_BANNED, ret_msg: 'user banned: suspicious activity', result: {} });
    expect((await get('/x-api/user/private/restriction', { cookie })).json().ret_code).toBe(RetCode.USER_BANNED);
    // A banned user can still log in (to see the status) and log out.
    expect((await post('/x-api/user/public/login', { email: 'banned@example.com', password: 'Passw0rd-test' })).json().ret_code).toBe(0);
    expect((await post('/x-api/user/private/logout', {}, { cookie })).json().ret_code).toBe(0);
    server.ctx.users.unban(user.id);
  });
});
