import { RetCode } from '@tb/contracts';
import { login, register, startTestServer, type TestServer } from '../testing/server';
import { TokenBuckets } from './rate-limit';

describe('TokenBuckets', () => {
  it('allows a burst, then refills at the rate, per key', () => {
    let now = 0;
    const buckets = new TokenBuckets({ burst: 3, perSecond: 2 }, () => now);
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0]);
    expect(buckets.take('a')).toBe(500);
    expect(buckets.take('b')).toBe(0);
    now = 499;
    expect(buckets.take('a')).toBe(1);
    now = 1000;
    expect(buckets.take('a')).toBe(0);
    now = 60_000;
    // never more than the burst after a long pause
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([0, 0, 0, 500]);
  });
});

describe('per-user limit on private calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ rateLimits: { userBurst: 5, userPerSecond: 0.5 } });
  });
  afterAll(() => server.dispose());

  it('answers 429 / 10006 with Retry-After past the burst, changes nothing, and leaves public calls and other users alone', async () => {
    const demo = await login(server);
    const profile = () => server.app.inject({ method: 'GET', url: '/x-api/v2/private/user/profile', headers: { cookie: demo } });
    for (let i = 0; i < 5; i++) expect((await profile()).statusCode).toBe(200);
    const refused = await profile();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ ret_code: RetCode.RATE_LIMITED, ret_msg: expect.stringMatching(/too many requests from this account; try again in 2 s/) });
    expect(refused.headers['retry-after']).toBe('2');
    const before = server.ctx.ledger.check();
    const transfer = await server.app.inject({
      method: 'POST',
      url: '/x-api/v3/private/cht/asset-common/transfer',
      headers: { cookie: demo },
      payload: { coin: 'USDT', amount: '1', from_account_type: 'spot', to_account_type: 'fund', request_id: 'rate-limited-1' },
    });
    expect(transfer.statusCode).toBe(429);
    expect(server.ctx.ledger.check()).toEqual(before);
    // another account has its own bucket; public market data is not a private call
    const other = await register(server, 'other-rate@example.com');
    expect((await server.app.inject({ method: 'GET', url: '/x-api/v2/private/user/profile', headers: { cookie: other } })).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/x-api/contract/v5/product/brief-symbol-list' })).statusCode).toBe(200);
  });
});
