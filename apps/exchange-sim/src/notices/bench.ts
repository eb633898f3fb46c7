/**
 * The notification benchmark's in-process part (tools/bench/notifications.mjs
 * bundles it with the simulator's sources): a real simulator server on a
 * loopback port, `users` accounts each with a session, and a generator that
 * records notices through the simulator's own `Notices.record` (the
 * `bot_notices` insert, the preference check and the push to the user's
 * sockets on the quote hub) for `botsPerUser` bots per user at a target rate.
 * It lives in the simulator's project: a tool may not import an app's sources by path (module boundaries).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from '../server';
import { botsOf } from '../bots/core';

export async function startNoticeBench(users: number) {
  const dir = mkdtempSync(join(tmpdir(), 'tb-notice-bench-'));
  const server = await createServer({ dbPath: join(dir, 'sim.db'), speed: 0, historyDays: 1, autoStart: false, synchronous: 'normal', env: 'test', demo: false, rateLimits: { userBurst: 1e9, userPerSecond: 1e9 } });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { ctx, hub } = server;
  const notices = botsOf(ctx).notices;
  const accounts: { id: number; token: string; index: number }[] = [];
  for (let i = 0; i < users; i++) {
    const user = await ctx.users.create({ identifier: { email: `bench-${i}@notices.test` }, password: 'Bench-Notice-2026', cost: { N: 1 << 10, r: 8, p: 1 }, now: ctx.clock.now() });
    accounts.push({ id: user.id, token: ctx.sessions.create(user.id).token, index: i });
  }
  /** Records one notice for bot `b` of account `i`; its detail carries the wall time it was made (the client's lag). */
  const record = (i: number, b: number): void => {
    const a = accounts[i];
    notices.record({ id: String(900_000_000_000_000 + i * 100 + b), userId: a.id, kind: 'MART_FUTURES', symbol: 'BTCUSDT' }, 'add_placed', { add: '1', price: '1', sent: String(Date.now()) }, ctx.clock.now());
  };
  return { url: `${address.replace('http', 'ws')}/spot/ws/quote/v1`, accounts, record, db: ctx.db, stats: hub.stats, close: () => server.close() };
}
