/**
 * Helpers for the bot tests: a test server with the bot routes, JSON calls,
 * a clock that moves the market in 6-second steps (as the live poll would),
 * and ledger cross-checks.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions } from 'fastify';
import { getMeta, openDb, setMeta } from '../db/database';
import { DEMO_EMAIL } from '../accounts/demo';
import { botAccount, userAccount } from '../ledger/ledger';
import type { AccountType } from '@tb/contracts';
import { login, register, startTestServer, type TestServer } from './server';
import { botsOf, type Bots } from '../bots/core';
import type { ServerOptions } from '../server';

/** An envelope as the tests read it; bot results always carry status_code and debug_msg. */
export type Reply<T> = { status: number; ret_code: number; ret_msg: string; result: T & { status_code: number; debug_msg: string; check_code?: string } };

export type Kit = {
  server: TestServer;
  bots: Bots;
  demo: string;
  post<T = Record<string, unknown>>(url: string, body: unknown, cookie?: string): Promise<Reply<T>>;
  get<T = Record<string, unknown>>(url: string, cookie?: string): Promise<Reply<T>>;
  /** Moves simulated time by `ms` in `step` increments, ticking the market and draining the runner. */
  run(ms: number, step?: number): void;
  /**
   * Moves simulated time by `ms` the way a restarted simulator catches up, and the seeded leaders are
   * back-filled (population.ts): the market fills the minutes in bulk, then every bot catches up on
   * them, in `step` chunks. For a suite that needs bots with days behind them, not the live path
   * point by point (a day at one-minute steps is ~5 s of market alone).
   */
  fastForward(ms: number, step?: number): void;
  /** A fresh user funded with `funds` (coin → amount in its spot account). */
  user(name: string, funds?: Record<string, string>, account?: AccountType): Promise<{ cookie: string; id: number }>;
  spot(userId: number, coin: string): bigint;
  botBalance(userId: number, botId: string, coin: string): bigint;
  dispose(): Promise<void>;
};

export async function startKit(options: Partial<ServerOptions> = {}, dir?: string): Promise<Kit> {
  const server = await startTestServer(options, dir);
  const bots = botsOf(server.ctx);
  const demo = await login(server);
  const call = async (opts: InjectOptions) => {
    const response = await server.app.inject(opts);
    const body = response.json();
    return { status: response.statusCode, ret_code: body.ret_code, ret_msg: body.ret_msg, result: body.result };
  };
  return {
    server,
    bots,
    demo,
    post: (url, body, cookie = demo) => call({ method: 'POST', url, payload: body as object, headers: { cookie } }),
    get: (url, cookie = demo) => call({ method: 'GET', url, headers: { cookie } }),
    run(ms, step = 6_000) {
      for (let done = 0; done < ms; done += step) {
        server.ctx.clock.advance(Math.min(step, ms - done));
        server.ctx.market.tick();
        bots.runner.drain();
      }
    },
    fastForward(ms, step = 12 * 3_600_000) {
      for (let done = 0; done < ms; done += step) {
        server.ctx.clock.advance(Math.min(step, ms - done));
        server.ctx.market.fastForward();
        bots.runner.catchUpAll();
      }
    },
    async user(name, funds = {}, account: AccountType = 'spot') {
      const cookie = await register(server, `${name}@bots.test`);
      const user = server.ctx.users.lookup(`${name}@bots.test`)!;
      for (const [coin, amount] of Object.entries(funds)) {
        server.ctx.ledger.deposit(userAccount(user.id, account), coin, server.ctx.ledger.units(coin, amount));
      }
      return { cookie, id: user.id };
    },
    spot: (userId, coin) => server.ctx.ledger.balance(userAccount(userId, 'spot'), coin).wallet,
    botBalance: (userId, botId, coin) => server.ctx.ledger.balance(botAccount(userId, botId), coin).wallet,
    dispose: () => server.dispose(),
  };
}

/**
 * A kit for one describe block: started before its tests and disposed after
 * them; after each test the ledger's invariants must hold and no bot may
 * have faulted. The object is filled in `beforeAll`: read it inside tests.
 */
export function useKit(options: Partial<ServerOptions> = {}): Kit {
  const kit = {} as Kit;
  beforeAll(async () => {
    Object.assign(kit, await startKit(options));
  });
  afterAll(() => kit.dispose());
  afterEach(() => {
    expect(kit.server.ctx.ledger.check().problems).toEqual([]);
    expect(kit.bots.runner.faults).toEqual([]);
  });
  return kit;
}

/** A grid body around the pair's last price: ±`width` (fraction), `cells` cells, `investment` quote. */
export function gridAround(kit: Kit, symbol: string, width = 0.02, cells = 6, investment = '1000') {
  const pair = kit.bots.pairs.get(symbol)!;
  const ticks = kit.bots.pairs.lastTicks(pair);
  const price = (f: number) => (Math.round(ticks * f) * Number(pair.rules.tickSize)).toFixed(pair.market.tickScale);
  return { symbol, min_price: price(1 - width), max_price: price(1 + width), cell_number: cells, quote_investment: investment };
}

/**
 * The start of a copy-trading test: a leader and a copier (users `<name>-leader` and `<name>-copier`, `funds` in
 * their derivatives accounts), and the leader's bot, made by `create` with the leader's cookie and run for `ms`
 * (in `step`s) so that it has a history to show.
 */
export async function leaderWithHistory(kit: Kit, name: string, funds: Record<string, string>, create: (cookie: string) => Promise<string>, ms: number, step?: number) {
  const leader = await kit.user(`${name}-leader`, funds, 'derivatives');
  const copier = await kit.user(`${name}-copier`, funds, 'derivatives');
  const id = await create(leader.cookie);
  kit.run(ms, step);
  return { leader, copier, id };
}

/** After a bot's run: its postings add up, the ledger balances and the runner saw no fault. */
export function expectSound(kit: Kit, botId: string): void {
  expect(kit.server.ctx.derivatives.postings.identity(botId)?.problems).toEqual([]);
  expect(kit.server.ctx.ledger.check().problems).toEqual([]);
  expect(kit.bots.runner.faults).toEqual([]);
}

export const DEMO_ID = 100_000_001;
export { DEMO_EMAIL };

/** A simulator kept in a database file across restarts (removed after `fn`): `start()` opens a kit on it; `downtime(ms)` (kits closed) moves its stored clock on, as if the simulator had been down that long, and returns the time it stopped at. */
export async function withStoredSim(prefix: string, fn: (sim: { start(): Promise<Kit>; downtime(ms: number): number }) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const dbPath = join(dir, 'sim.db');
  try {
    await fn({
      start: () => startKit({ dbPath }, dir),
      downtime(ms) {
        const db = openDb({ path: dbPath });
        const stopped = Number(getMeta(db, 'clock.sim_time'));
        setMeta(db, 'clock.sim_time', String(stopped + ms));
        db.close();
        return stopped;
      },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
