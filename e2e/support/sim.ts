import { spawn, type ChildProcess } from 'node:child_process';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { copyOfTemplate, runFolder, templateKey } from '@tb/util-node-testing';

const run = promisify(execFile);

export const ROOT = resolve(__dirname, '../..');
const SIM_MAIN = join(ROOT, 'dist/apps/exchange-sim/main.mjs');
const SIM_ADMIN = join(ROOT, 'dist/apps/exchange-sim/admin.mjs');

export type SimOptions = {
  /**
   * Clock factor (SIM_SPEED); e2e defaults to 1 simulated minute per real second... or faster per test.
   * 0: a stopped clock that moves only when the test says (`SimHandle.advance`): what the test sees
   * then depends on the simulated time it asked for, never on how fast this machine runs.
   */
  speed?: number;
  seed?: string;
  /** A remote manifest file to serve instead of the built one (SIM_REMOTES). */
  remotesFile?: string;
  historyDays?: number;
  /**
   * SIM_SIGNUP_FUNDS for accounts registered through the API: 'default' for
   * the product's test funds (as `npm start`), else a list or 'none'.
   * Default 'none', so balance assertions start from zero and each test funds
   * its users with `sim.admin('fund', …)`.
   */
  signupFunds?: string;
  env?: Record<string, string>;
  /**
   * Start from a copy of this run's prepared database for the same seed, history and leaders
   * (default): see `preparedDatabase`. `false`: the simulator makes its own on first start.
   */
  fromTemplate?: boolean;
};

export type SimHandle = {
  baseURL: string;
  port: number;
  dbPath: string;
  dataDir: string;
  process: ChildProcess;
  /** Output printed so far (stdout + stderr), for assertions and debugging. */
  output(): string;
  /** Run the admin CLI against this simulator's database. */
  admin(...args: string[]): Promise<string>;
  /**
   * Moves the market on by `ms` simulated milliseconds, as the running clock would (6-second steps: each
   * reveals a price point and lets every bot act), and answers when all of it is done. The simulator
   * serves this to the tests only (SIM_CLOCK_CONTROL=1, set by `startSim`).
   */
  advance(ms: number): Promise<number>;
  /** Graceful stop (SIGTERM). */
  stop(): Promise<void>;
  /** Hard kill (SIGKILL), as a crash would. */
  kill9(): Promise<void>;
  /** Start again on the same port and database (after stop or kill9). */
  restart(): Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`simulator exited with ${child.exitCode}:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`simulator not ready at ${url} after ${timeoutMs} ms (${lastError}):\n${output()}`);
}

/** The settings that decide what a first start writes into a new database (history, demo account, leaders). */
const DATABASE_SETTINGS = ['SIM_SEED', 'SIM_HISTORY_DAYS', 'SIM_LEADERS'] as const;

/**
 * Copies into `dbPath` the database a first start with `env` makes, prepared once per run
 * (`SIM_PREPARE=1`: history back-filled, demo account, seeded leaders; then the simulator exits) in
 * E2E_SIM_TEMPLATES (made and removed by global-setup.ts; without it, in a folder of this process).
 * A start on the copy resumes at its stored clock: the same exchange, ready in a second instead of
 * back-filling days of market (and, for the ranking, 40 leaders' month) in every spec and worker.
 * Workers asking at once: one prepares, the other waits for it (`copyOfTemplate`); a lock left by a
 * killed worker is taken over after five minutes.
 */
async function preparedDatabase(dbPath: string, env: NodeJS.ProcessEnv): Promise<void> {
  if (env.SIM_REPLAY) return; // replayed files: nothing to share
  await copyOfTemplate(dbPath, {
    dir: runFolder(process.env.E2E_SIM_TEMPLATES, 'tb-e2e-templates-'),
    key: templateKey(DATABASE_SETTINGS.map((name) => env[name] ?? null)),
    staleLockMs: 300_000,
    pollMs: 200,
    async build(path) {
      await run(process.execPath, [SIM_MAIN], { cwd: ROOT, env: { ...env, SIM_DB: path, SIM_PREPARE: '1' }, maxBuffer: 16 * 1024 * 1024 });
    },
  });
}

/** Start a simulator process on a free port with a fresh temporary database. */
export async function startSim(options: SimOptions = {}): Promise<SimHandle> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-e2e-'));
  const dbPath = join(dataDir, 'sim.db');
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SIM_DB: dbPath,
    SIM_SEED: options.seed ?? 'e2e',
    SIM_SPEED: String(options.speed ?? 60),
    SIM_HISTORY_DAYS: String(options.historyDays ?? 3),
    // no seeded leaders unless a spec asks (the ranking journey): the other journeys start in seconds
    SIM_LEADERS: '0',
    // E2E_APPS_DIST: serve another build of the browser apps (a build of main, to measure a spec against the code before a change)
    SIM_DIST: process.env.E2E_APPS_DIST ?? join(ROOT, 'dist/apps'),
    SIM_CLOCK_CONTROL: '1',
    ...(options.remotesFile ? { SIM_REMOTES: options.remotesFile } : {}),
    ...options.env,
  };
  if (options.signupFunds === 'default') delete env.SIM_SIGNUP_FUNDS;
  else env.SIM_SIGNUP_FUNDS = options.signupFunds ?? 'none';
  if (options.fromTemplate !== false) await preparedDatabase(dbPath, env);
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(process.execPath, ['--enable-source-maps', SIM_MAIN], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    await waitForHttp(`${baseURL}/tradingbot/en/`, child, 120_000, () => log);
  };
  await launch();
  const exited = () =>
    new Promise<void>((resolveExit) => {
      if (child.exitCode !== null || child.signalCode !== null) resolveExit();
      else child.once('exit', () => resolveExit());
    });
  const handle: SimHandle = {
    baseURL,
    port,
    dbPath,
    dataDir,
    get process() {
      return child;
    },
    output: () => log,
    advance: async (ms) => {
      // a month at most per call (SIM_CLOCK_MAX_ADVANCE_MS); advance(0) reads the simulated time
      let left = ms;
      for (;;) {
        const step = Math.min(left, 31 * 86_400_000);
        const response = await fetch(`${baseURL}/x-api/sim/v1/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advance_ms: step }) });
        const body = (await response.json()) as { ret_code: number; ret_msg: string; result: { now: number } };
        if (body.ret_code !== 0) throw new Error(`clock control: ${body.ret_code} ${body.ret_msg}`);
        left -= step;
        if (left <= 0) return body.result.now;
      }
    },
    admin: async (...args) => {
      const { stdout } = await run(process.execPath, [SIM_ADMIN, ...args], { cwd: ROOT, env });
      return stdout;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited();
    },
    kill9: async () => {
      child.kill('SIGKILL');
      await exited();
    },
    restart: async () => {
      await launch();
    },
  };
  return handle;
}

export async function disposeSim(sim: SimHandle) {
  await sim.stop().catch(() => undefined);
  rmSync(sim.dataDir, { recursive: true, force: true });
}
