/**
 * Helpers for the simulator's tests: a real server on a temporary database,
 * with a stopped clock (speed 0, moved by hand), 2 days of history and a
 * cheap password hash so tests stay fast on 2 cores.
 *
 * A new database starts as a copy of a template made once per test run (see
 * `freshDatabase`): back-filling the market's history is the same work for
 * every suite with the same seed, days and start time, and took most of a
 * suite's start-up (5.7 s of 6 for 2 days, 16 s for 12) on every one of ~60.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authCookieName } from '@tb/contracts';
import { copyOfTemplate, runFolder, templateKey } from '@tb/util-node-testing';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../accounts/demo';
import { runAdmin } from '../cli/admin-commands';
import type { Db } from '../db/database';
import { createServer, type ServerOptions, type SimServer } from '../server';

/** A fixed first-start time: Friday 2026-11-20 12:00 UTC. */
export const TEST_START = Date.UTC(2026, 10, 20, 12, 0, 0);
export const TEST_SCRYPT = { N: 1 << 10, r: 8, p: 1 };

export type TestServer = SimServer & { dir: string; dbPath: string; dispose(): Promise<void> };

/** What a test server is started with unless the test says otherwise. */
function testOptions(dbPath: string, options: Partial<ServerOptions>): ServerOptions {
  return {
    dbPath,
    speed: 0,
    startTime: TEST_START,
    historyDays: 2,
    scryptCost: TEST_SCRYPT,
    autoStart: false,
    synchronous: 'normal',
    env: 'test',
    ...options,
    // Tests drive one account hard (fuzzing, long journeys): the per-user call limit is tested on its own.
    rateLimits: { userBurst: 1e9, userPerSecond: 1e9, ...options.rateLimits },
  };
}

/**
 * The options that decide what a first start writes into a new database: the market's seed, its days
 * of history and the clock's start, and the demo account (its password hash's cost). A database made
 * with equal ones is the same, row for row (`databaseDigest`, tested in testing.test.ts).
 */
function templateKeyOf(options: ServerOptions): string | null {
  // A real-time clock resumes at the wall clock rather than the stored time, and a replay reads files:
  // both start differently from a copy, so they back-fill as before.
  if (options.speed === 1 || options.replay?.length) return null;
  return templateKey([options.seed ?? null, options.historyDays ?? null, options.startTime ?? null, options.demo ?? true, options.scryptCost ?? null]);
}

/**
 * Makes `dbPath` (which does not exist yet) a new database for `options`: a copy of this run's
 * template for the same first-start options (`copyOfTemplate`), made on first use by starting a server
 * on it and closing it (the close checkpoints the WAL into the one file); a lock left by a killed
 * worker is taken over after two minutes. The templates live in `TB_SIM_TEMPLATE_DIR`, made and
 * removed by the simulator's jest global setup (tools/jest/sim-templates.js) so that every worker of
 * one run shares them; a file run on its own keeps them for its process. The server then opens the
 * copy as a restart at the stored clock: the same database a first start would have made.
 */
async function freshDatabase(dbPath: string, options: ServerOptions): Promise<void> {
  const key = templateKeyOf(options);
  if (key === null) return;
  await copyOfTemplate(dbPath, {
    dir: runFolder(process.env.TB_SIM_TEMPLATE_DIR, 'tb-sim-templates-'),
    key,
    staleLockMs: 120_000,
    pollMs: 100,
    async build(path) {
      const first = await createServer({ ...options, dbPath: path, routes: undefined, botKinds: undefined, distDir: undefined, log: undefined });
      await first.close();
    },
  });
}

/** `fromTemplate: false` makes a new database the way the product does, back-filling its own history. */
export type TestServerOptions = Partial<ServerOptions> & { fromTemplate?: boolean };

export async function startTestServer({ fromTemplate = true, ...options }: TestServerOptions = {}, dir?: string): Promise<TestServer> {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'tb-sim-test-'));
  const dbPath = options.dbPath ?? join(folder, 'sim.db');
  const resolved = testOptions(dbPath, options);
  if (fromTemplate && dbPath !== ':memory:' && !existsSync(dbPath)) await freshDatabase(dbPath, resolved);
  const server = await createServer(resolved);
  return {
    ...server,
    dir: folder,
    dbPath,
    async dispose() {
      await server.close();
      if (!dir) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The auth cookie header of a fresh login (inject uses host localhost, so the env is `local`). */
export async function login(server: SimServer, email = DEMO_EMAIL, password = DEMO_PASSWORD): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/x-api/user/public/login', payload: { email, password } });
  const body = response.json() as { ret_code: number; ret_msg: string };
  if (body.ret_code !== 0) throw new Error(`login failed: ${body.ret_msg}`);
  const cookie = response.cookies.find((c) => c.name === authCookieName('local'));
  if (!cookie) throw new Error('no auth cookie');
  return `${cookie.name}=${cookie.value}`;
}

/** Registers a user by email and returns its auth cookie header. */
export async function register(server: SimServer, email: string, password = 'Passw0rd-test'): Promise<string> {
  const response = await server.app.inject({ method: 'POST', url: '/x-api/user/public/register', payload: { email, password } });
  const body = response.json() as { ret_code: number; ret_msg: string };
  if (body.ret_code !== 0) throw new Error(`register failed: ${body.ret_msg}`);
  const cookie = response.cookies.find((c) => c.name === authCookieName('local'));
  return `${cookie!.name}=${cookie!.value}`;
}

/** The admin CLI on a database, as a test calls it: exit code and the lines it wrote. */
export function adminOn(db: Db): (...args: string[]) => Promise<{ code: number; out: string; err: string }> {
  return async (...args) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(db, args, { out: (l) => out.push(l), err: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}

/**
 * A digest of every row of every table: an equal digest means the database did not change.
 * `columns` replaces a table's `*` (to leave out what differs on purpose, such as a random salt).
 * Rows are compared as a set (order-free): each row's values go into a hash of their own, exactly
 * (integers as SQLite holds them, blobs byte for byte, each value tagged with its type), and a table
 * is the sorted list of those. (It had encoded every candle blob to base64 inside JSON lines and sorted
 * the lines: a second a call on a two-day market, sixty calls in one suite.)
 */
export function databaseDigest(db: Db, columns: Record<string, string> = {}): string {
  const hash = createHash('sha256');
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
  for (const table of tables) {
    const rows = db.prepare(`SELECT ${columns[table] ?? '*'} FROM "${table}"`).raw(true).safeIntegers(true).all() as unknown[][];
    const digests = rows.map(rowDigest).sort(Buffer.compare);
    hash.update(`${table}:${rows.length}\n`);
    for (const digest of digests) hash.update(digest);
  }
  return hash.digest('hex');
}

function rowDigest(row: unknown[]): Buffer {
  const hash = createHash('sha256');
  for (const value of row) {
    if (Buffer.isBuffer(value)) {
      hash.update(`b${value.length}:`);
      hash.update(value);
    } else {
      // safeIntegers: every INTEGER is a bigint; REAL a number; TEXT a string; NULL null
      hash.update(`${value === null ? 'n' : typeof value === 'bigint' ? 'i' : typeof value === 'number' ? 'r' : 's'}${String(value).length}:${String(value)}`);
    }
  }
  return hash.digest();
}

/** Fuzz inputs that each break one field of `base`: every field given each of `values`, then each field left out. */
export function oneFieldBroken(base: Record<string, unknown>, values: readonly unknown[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const field of Object.keys(base)) {
    for (const value of values) out.push({ ...base, [field]: value });
    const rest = { ...base };
    delete rest[field];
    out.push(rest);
  }
  return out;
}
