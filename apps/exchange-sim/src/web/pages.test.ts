import fc from 'fast-check';
import { EVIL_HOST, hostileRedirectUrl } from '@tb/util-env/testing';
import { PAGE_LOCALES, PAGE_TEXTS } from './login-texts';
import { safeRedirect } from './pages';
import { login, startTestServer, type TestServer } from '../testing/server';

describe('server-rendered pages', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.dispose());

  const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

  it('has every text in every page locale', () => {
    const keys = Object.keys(PAGE_TEXTS.en).sort();
    for (const locale of PAGE_LOCALES) {
      expect({ locale, keys: Object.keys(PAGE_TEXTS[locale]).sort() }).toEqual({ locale, keys });
      for (const key of keys) expect(PAGE_TEXTS[locale][key as keyof typeof PAGE_TEXTS.en].trim()).not.toBe('');
    }
  });

  it('goes back only to same-origin pages', () => {
    const origin = 'http://localhost:4200';
    expect(safeRedirect('http://localhost:4200/tradingbot/en/spot-grid/?a=1#x', origin, 'en')).toBe('/tradingbot/en/spot-grid/?a=1#x');
    expect(safeRedirect('/tradingbot/zh-TW/dca/', origin, 'zh-TW')).toBe('/tradingbot/zh-TW/dca/');
    for (const evil of ['https://evil.example/x', '//evil.example/x', '/\\evil.example/x', 'javascript:alert(1)', 'http://localhost:4201/', 'data:text/html,x', '', undefined, ['a']]) {
      expect(safeRedirect(evil, origin, 'ar-SA')).toBe('/tradingbot/ar-SA/');
    }
  });

  it('renders an accessible, translated login form with the demo account and the safe target', async () => {
    const response = await get(`/en/login?redirect_url=${encodeURIComponent('http://localhost/tradingbot/en/dca/')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'nonce-");
    const html = response.body;
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('id="email" name="email" type="email"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('demo@tradingbot.local');
    expect(html).toContain('"target":"/tradingbot/en/dca/"');
    const evil = (await get(`/en/login?redirect_url=${encodeURIComponent('https://evil.example/steal')}`)).body;
    expect(evil).toContain('"target":"/tradingbot/en/"');
    expect(evil).not.toContain('evil.example');
  });

  it('renders Arabic right to left and Traditional Chinese, and falls back to English texts', async () => {
    const ar = (await get('/ar-SA/login')).body;
    expect(ar).toContain('<html lang="ar-SA" dir="rtl">');
    expect(ar).toContain(PAGE_TEXTS['ar-SA']['field.password']);
    const zh = (await get('/zh-TW/login')).body;
    expect(zh).toContain('<html lang="zh-TW" dir="ltr">');
    expect(zh).toContain(PAGE_TEXTS['zh-TW']['login.title']);
    const ja = (await get('/ja-JP/login')).body;
    expect(ja).toContain('<html lang="ja-JP" dir="ltr">');
    expect(ja).toContain('"target":"/tradingbot/ja-JP/"');
    expect(ja).toContain(PAGE_TEXTS.en['login.title']);
    expect((await get('/notalocale/login')).statusCode).toBe(404);
  });

  it('sends a logged-in visitor straight on', async () => {
    const cookie = await login(server);
    const response = await get(`/en/login?redirect_url=${encodeURIComponent('/tradingbot/en/ranking/')}`, { cookie });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/tradingbot/en/ranking/');
  });

  it('keeps the logged-in 302 and the login form on this origin for the whole class of hostile targets (generated)', async () => {
    const cookie = await login(server);
    const origin = 'http://localhost';
    const stays = (target: string) => {
      const landed = new URL(target, `${origin}/en/login`);
      expect(landed.origin).toBe(origin);
      expect(target).toMatch(/^\/(?![/\\])/);
    };
    for (const sneaky of [`/.//${EVIL_HOST}`, `/a/..//${EVIL_HOST}`, `/%2e//${EVIL_HOST}/x`, `/\\${EVIL_HOST}`, `//${EVIL_HOST}`]) {
      const response = await get(`/en/login?redirect_url=${encodeURIComponent(sneaky)}`, { cookie });
      expect(response.statusCode).toBe(302);
      stays(response.headers.location as string);
    }
    await fc.assert(
      fc.asyncProperty(hostileRedirectUrl(), async (candidate) => {
        const url = `/en/login?redirect_url=${encodeURIComponent(candidate)}`;
        const redirect = await get(url, { cookie });
        expect(redirect.statusCode).toBe(302);
        stays(redirect.headers.location as string);
        const form = (await get(url)).body;
        const target = /"target":"([^"]*)"/.exec(form)?.[1] ?? '';
        stays(JSON.parse(`"${target}"`) as string);
      }),
      { numRuns: 1_000, seed: 20261123 },
    );
  });

  it('escapes what it echoes and serves announcement pages', async () => {
    const xss = (await get(`/en/login?redirect_url=${encodeURIComponent('/tradingbot/en/</script><script>alert(1)</script>')}`)).body;
    expect(xss).not.toContain('</script><script>alert(1)');
    const page = await get('/zh-TW/announcements/dca-bot-multi-coin');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('定投機器人現可依同一排程買入最多 5 種幣');
    expect((await get('/en/announcements/no-such-thing')).statusCode).toBe(404);
  });

  it('serves the app download page the shell’s app jump falls back to, in the page’s language, on this origin', async () => {
    const en = await get('/en/download/');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.headers['content-security-policy']).toContain("default-src 'none'");
    expect(en.body).toContain('<html lang="en" dir="ltr">');
    expect(en.body).toContain(`<h1 id="heading">${PAGE_TEXTS.en['download.title']}</h1>`);
    // its one link goes back to the trading bots on this origin, in the same locale
    expect([...en.body.matchAll(/href="([^"]*)"/g)].map((m) => m[1])).toEqual(['/tradingbot/en/']);
    const ar = (await get('/ar-SA/download/')).body;
    expect(ar).toContain('<html lang="ar-SA" dir="rtl">');
    expect(ar).toContain(PAGE_TEXTS['ar-SA']['download.simulated']);
    expect((await get('/zh-TW/download/')).body).toContain(PAGE_TEXTS['zh-TW']['download.title']);
    // the UAE and Hong Kong locales read their language's texts; others English
    const uae = (await get('/ar-ARE/download/')).body;
    expect(uae).toContain('<html lang="ar-ARE" dir="rtl">');
    expect(uae).toContain(PAGE_TEXTS['ar-SA']['download.title']);
    expect((await get('/zh-HK/download/')).body).toContain(PAGE_TEXTS['zh-TW']['download.title']);
    expect((await get('/ja-JP/download/')).body).toContain(PAGE_TEXTS.en['download.title']);
    // typed without its final slash: to the page
    const bare = await get('/zh-TW/download');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/zh-TW/download/');
  });

  it('answers the download address of anything but a served locale with the 404 envelope', async () => {
    for (const lang of ['xx-XX', 'en-US', 'EN', 'tradingbot', '..', '%2e%2e', '%2F%2Fevil.example', '<script>', 'en%2F..%2Fx', 'en%00', 'a'.repeat(150)]) {
      for (const url of [`/${lang}/download/`, `/${lang}/download`]) {
        const response = await get(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
        expect(response.headers.location).toBeUndefined();
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toMatchObject({ ret_code: 10404, result: {} });
      }
    }
    // only the page itself: nothing under it, no other method
    expect((await get('/en/download/app.apk')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'POST', url: '/en/download/' })).statusCode).toBe(404);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const doc = (await get('/x-api/docs/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/x-api/user/public/register',
      '/x-api/user/public/login',
      '/x-api/user/private/logout',
      '/x-api/v2/private/user/profile',
      '/x-api/user/private/user-tag',
      '/x-api/user/private/restriction',
      '/x-api/v3/config/web',
      '/x-api/v3/private/cht/asset-common/get-all-coin',
      '/x-api/v3/private/cht/asset-common/transfer',
      '/x-api/contract/v5/product/brief-symbol-list',
      '/x-api/contract/v5/product/dynamic-symbol-item',
      '/x-api/s1/bot/grid/v1/list-symbol-info-v2',
      '/x-api/s1/market/v1/kline',
      '/x-api/s1/market/v1/mark-kline',
      '/x-api/announcements/api/search/v1/index/{locale_index}',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.includes('login') && !p.startsWith('/x-api'))).toBe(false);
    const transfer = doc.paths['/x-api/v3/private/cht/asset-common/transfer'].post;
    expect(transfer.requestBody.content['application/json'].schema.required).toEqual(['coin', 'amount', 'from_account_type', 'to_account_type']);
    expect(transfer.responses['200']).toBeDefined();
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const response = await get('/x-api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ret_code: 10404, ret_msg: 'not found: GET /x-api/nope', result: {} });
  });
});
