/**
 * Helpers for the simulator's tests: a real server on a temporary database,
 * with a stopped clock (speed 0, moved by hand), 2 days of history and a
 * cheap password hash so tests stay fast on 2 cores.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authCookieName } from '@tb/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from './accounts/demo';
import { runAdmin } from './cli/admin-commands';
import type { Db } from './db/database';
import { createServer, type ServerOptions, type SimServer } from './server';

/** A fixed first-start time: Friday 2026-11-20 12:00 UTC. */
export const TEST_START = Date.UTC(2026, 10, 20, 12, 0, 0);
export const TEST_SCRYPT = { N: 1 << 10, r: 8, p: 1 };

export type TestServer = SimServer & { dir: string; dbPath: string; dispose(): Promise<void> };

export async function startTestServer(options: Partial<ServerOptions> = {}, dir?: string): Promise<TestServer> {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'tb-sim-test-'));
  const dbPath = options.dbPath ?? join(folder, 'sim.db');
  const server = await createServer({
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
  });
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

/** A digest of every row of every table: an equal digest means the database did not change. */
export function databaseDigest(db: Db): string {
  const hash = createHash('sha256');
  const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all() as string[];
  for (const table of tables) {
    const rows = db.prepare(`SELECT * FROM "${table}"`).raw(true).safeIntegers(true).all() as unknown[][];
    const lines = rows.map((row) => JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? value.toString() : Buffer.isBuffer(value) ? value.toString('base64') : value))).sort();
    hash.update(`${table}:${lines.length}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
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
