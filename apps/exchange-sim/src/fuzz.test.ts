/**
 * Fuzz test: thousands of malformed requests across every endpoint — broken
 * JSON, huge bodies, wrong types, unknown and missing fields, odd query
 * strings, content types, methods, paths, cookies and tokens. None may produce
 * a 5xx or change any row of the database.
 */
import type { InjectOptions } from 'fastify';
import { databaseDigest, login, oneFieldBroken, startTestServer, type TestServer } from './testing/server';

/** Deterministic pseudo-random numbers (mulberry32), so a failure reproduces. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Endpoint = {
  method: 'GET' | 'POST';
  url: string;
  auth: boolean;
  /** A body or query that fails on business rules even when a mutation happens to keep it valid. */
  base: Record<string, unknown>;
};

const ENDPOINTS: Endpoint[] = [
  // Wrong password for an existing user: a mutation that stays valid still changes nothing.
  { method: 'POST', url: '/x-api/user/public/login', auth: false, base: { email: 'demo@tradingbot.local', password: 'wrong-password-1' } },
  // An existing email: even a valid registration is a duplicate.
  { method: 'POST', url: '/x-api/user/public/register', auth: false, base: { email: 'demo@tradingbot.local', password: 'abc' } },
  { method: 'POST', url: '/x-api/v3/config/web', auth: true, base: { project: 'tradingbot', keys: ['euBot'] } },
  { method: 'POST', url: '/x-api/v3/private/cht/asset-common/get-all-coin', auth: true, base: { coins: ['USDT'], account_types: ['spot'] } },
  // More than anyone holds: a valid transfer is refused for insufficient balance.
  {
    method: 'POST',
    url: '/x-api/v3/private/cht/asset-common/transfer',
    auth: true,
    base: { coin: 'USDT', amount: '99999999999', from_account_type: 'spot', to_account_type: 'fund', request_id: 'fuzz' },
  },
  { method: 'POST', url: '/x-api/announcements/api/search/v1/index/announcements-en', auth: false, base: { page: 0, hits_per_page: 10, filters: { topics: ['trading_bots'] } } },
  { method: 'GET', url: '/x-api/user/private/user-tag', auth: true, base: { req_tags: 'tax_identity' } },
  { method: 'GET', url: '/x-api/contract/v5/product/brief-symbol-list', auth: false, base: { filter: 'all', version: 'abc' } },
  { method: 'GET', url: '/x-api/contract/v5/product/dynamic-symbol-item', auth: false, base: { symbol: 'BTCUSDT' } },
  { method: 'GET', url: '/x-api/s1/bot/grid/v1/list-symbol-info-v2', auth: false, base: { quote_coin: 'USDT' } },
  { method: 'GET', url: '/x-api/s1/market/v1/kline', auth: false, base: { symbol: 'BTCUSDT', interval: '1h', limit: 5 } },
  { method: 'GET', url: '/x-api/s1/market/v1/mark-kline', auth: false, base: { symbol: 'BTCUSDT', interval: '1h', limit: 5 } },
  { method: 'GET', url: '/x-api/s1/market/v1/depth', auth: false, base: { symbol: 'BTCUSDT', category: 'linear', merge: 2, limit: 5 } },
];

const WEIRD_VALUES: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  '',
  ' ',
  '0',
  '-0',
  '1e3',
  '1e309',
  'NaN',
  'Infinity',
  '0x1F',
  ' 12',
  '12 ',
  '١٢٣',
  '1,000',
  '00012',
  '.5',
  '5.',
  '1.0000000000000000000000001',
  '99999999999999999999999999999999',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '\u0000',
  '\ud800',
  '😀'.repeat(50),
  'x'.repeat(5000),
  [],
  [1, 2, 3],
  ['a'],
  [[[]]],
  {},
  { $gt: '' },
  { nested: { deep: [1, { x: null }] } },
];

const BROKEN_JSON = [
  '{',
  '}',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  'null',
  '[]',
  '"string"',
  '123',
  'true',
  'NaN',
  '{"a":NaN}',
  '{"a":undefined}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '\u0000',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":1e999999}',
  `${'['.repeat(20000)}${']'.repeat(20000)}`,
  `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
];

function buildCases(cookie: string, random: () => number): InjectOptions[] {
  const cases: InjectOptions[] = [];
  const headersFor = (endpoint: Endpoint, extra: Record<string, string> = {}) => ({ ...(endpoint.auth ? { cookie } : {}), ...extra });
  // Lone surrogates cannot be URI-encoded: send their (invalid) UTF-8 bytes instead.
  const encode = (text: string) => text.split(/([\ud800-\udfff])/).map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part))).join('');
  const queryOf = (params: Record<string, unknown>) =>
    Object.entries(params)
      .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
      .join('&');
  const request = (endpoint: Endpoint, input: Record<string, unknown>, extra: Record<string, string> = {}): InjectOptions =>
    endpoint.method === 'GET'
      ? { method: 'GET', url: `${endpoint.url}?${queryOf(input)}`, headers: headersFor(endpoint, extra) }
      : { method: 'POST', url: endpoint.url, payload: JSON.stringify(input), headers: headersFor(endpoint, { 'content-type': 'application/json', ...extra }) };

  for (const endpoint of ENDPOINTS) {
    const fields = Object.keys(endpoint.base);
    // Every field given every weird value (a wrong type, a bad format or an out-of-range value), and left out.
    for (const input of oneFieldBroken(endpoint.base, WEIRD_VALUES)) cases.push(request(endpoint, input));
    // Unknown fields.
    for (const extra of ['extra', 'ret_code', 'user_id', '', ' ', 'password2', 'x'.repeat(300)]) {
      cases.push(request(endpoint, { ...endpoint.base, [extra]: 1 }));
    }
    if (endpoint.method === 'POST') {
      for (const text of BROKEN_JSON) cases.push({ method: 'POST', url: endpoint.url, payload: text, headers: headersFor(endpoint, { 'content-type': 'application/json' }) });
      // A body far over the limit.
      cases.push({ method: 'POST', url: endpoint.url, payload: JSON.stringify({ ...endpoint.base, pad: 'x'.repeat(200_000) }), headers: headersFor(endpoint, { 'content-type': 'application/json' }) });
      // Wrong content types.
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json; charset=utf-16']) {
        cases.push({ method: 'POST', url: endpoint.url, payload: 'a=1&b=2', headers: headersFor(endpoint, { 'content-type': type }) });
      }
      // The same field twice (the last wins in JSON.parse) with one value invalid.
      cases.push({ method: 'POST', url: endpoint.url, payload: `${JSON.stringify(endpoint.base).slice(0, -1)},"${fields[0]}":[1]}`, headers: headersFor(endpoint, { 'content-type': 'application/json' }) });
    } else {
      // Repeated query keys, broken percent-encoding, stray characters.
      cases.push({ method: 'GET', url: `${endpoint.url}?${queryOf(endpoint.base)}&${fields[0]}=a&${fields[0]}=b`, headers: headersFor(endpoint) });
      for (const raw of ['%zz', '%', '%00', '&&&', '=', '==', '[]=1', 'a[b]=1', '%E0%A4%A', '?'.repeat(10)]) {
        cases.push({ method: 'GET', url: `${endpoint.url}?${queryOf(endpoint.base)}&${raw}`, headers: headersFor(endpoint) });
      }
    }
    // Wrong methods.
    for (const method of ['PUT', 'DELETE', 'PATCH', endpoint.method === 'GET' ? 'POST' : 'GET'] as const) {
      cases.push({ method, url: endpoint.url, headers: headersFor(endpoint) });
    }
    // Forged or garbled credentials on private endpoints.
    if (endpoint.auth) {
      for (const token of ['', 'x', 'f'.repeat(64), '0'.repeat(63), `${'a'.repeat(64)}\u0000`, 'tb_secure_token_local=1; '.repeat(50)]) {
        const forged = { ...request(endpoint, endpoint.base), headers: { UserToken: token.replace(/\u0000/g, ''), cookie: `tb_secure_token_local=${encodeURIComponent(token)}` } };
        cases.push(forged);
      }
    }
  }
  // Random structural mutations of the base inputs.
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
  while (cases.length < 1500) {
    const endpoint = pick(ENDPOINTS);
    const input: Record<string, unknown> = { ...endpoint.base };
    const mutations = 1 + Math.floor(random() * 3);
    for (let i = 0; i < mutations; i++) {
      const field = pick([...Object.keys(endpoint.base), 'zz', 'amount', 'symbol', 'page']);
      input[field] = pick(WEIRD_VALUES);
    }
    // Keep only inputs that differ from the base in at least one field with a non-base value.
    cases.push(request(endpoint, input, random() < 0.2 ? { platform: pick(['pc', 'h5', 'app', 'x'.repeat(100), '']), lang: pick(['en', 'zz-ZZ', '', '../..']) } : {}));
  }
  // Paths nobody serves, and odd ones.
  for (const path of [
    '/x-api',
    '/x-api/',
    '/x-api/v2/private/user/profile/extra',
    '/x-api//v2/private/user/profile',
    '/x-api/%2e%2e/%2e%2e/etc/passwd',
    `/x-api/${'a/'.repeat(500)}`,
    '/x-api/announcements/api/search/v1/index/',
    '/x-api/announcements/api/search/v1/index/%00',
    '/x-api/announcements/api/search/v1/index/announcements-../../x',
    '/tb-static/../../package.json',
    '/tb-static/shell/%2e%2e/%2e%2e/package.json',
    '/en/login?redirect_url=%zz',
    '/en/login?redirect_url=javascript:alert(1)',
    `/en/login?redirect_url=${'a'.repeat(5000)}`,
    '/xx-XXXX/login',
    '/en/announcements/%00',
    '/spot/ws/quote/v1',
  ]) {
    cases.push({ method: 'GET', url: path });
    cases.push({ method: 'POST', url: path, payload: '{}', headers: { 'content-type': 'application/json' } });
  }
  return cases;
}

describe('fuzz', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Generous login limits so the wrong-password cases keep reaching validation.
    server = await startTestServer({ rateLimits: { loginPerIdentifier: 100_000, loginPerIp: 100_000, registerPerIp: 100_000 } });
  });
  afterAll(() => server.dispose());

  it('answers at least 1,000 malformed requests without a 5xx and without changing any state', async () => {
    const cookie = await login(server);
    const before = databaseDigest(server.ctx.db);
    const cases = buildCases(cookie, rng(20261122));
    expect(cases.length).toBeGreaterThanOrEqual(1000);
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const options of cases) {
      const response = await server.app.inject(options);
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const url = String(options.url);
      if (response.statusCode >= 500) failures.push(`${options.method} ${url.slice(0, 120)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (url.startsWith('/x-api') && response.headers['content-type']?.toString().startsWith('application/json')) {
        const body = response.json() as { ret_code?: unknown; ret_msg?: unknown };
        if (typeof body.ret_code !== 'number' || typeof body.ret_msg !== 'string') failures.push(`${options.method} ${url.slice(0, 120)}: not an envelope`);
        if (body.ret_code === 0 && !['GET', 'POST'].includes(String(options.method))) failures.push(`${options.method} ${url}: accepted`);
      }
    }
    expect(failures).toEqual([]);
    expect(databaseDigest(server.ctx.db)).toBe(before);
    expect(server.ctx.ledger.check().ok).toBe(true);
    // The mix reached validation (400), business refusals (200), size (413), type (415) and routing (404) paths.
    for (const status of [200, 400, 404, 413, 415]) expect(statuses.get(status) ?? 0).toBeGreaterThan(0);
    console.log(`fuzz: ${cases.length} malformed requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}, no 5xx, database unchanged`);
  });
});
