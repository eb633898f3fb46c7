/**
 * Test support for the kill -9 tests (not shipped): the simulator bundled as
 * it ships, run as a real process on a fresh database, killed with SIGKILL
 * and started again; JSON calls and the demo login against it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../accounts/demo';

const ROOT = resolve(__dirname, '../../../..');

export type CrashSim = { child: ChildProcess; log: () => string };
export type Reply<T> = { response: Response; body: { ret_code: number; ret_msg: string; result: T } };

export type CrashKit = {
  base: string;
  /** Starts the simulator on the kit's database and waits until it answers. */
  start(): Promise<CrashSim>;
  kill9(sim: CrashSim): Promise<void>;
  call<T = Record<string, unknown>>(path: string, body: unknown, cookie?: string): Promise<Reply<T>>;
  /** The demo user's cookie header. */
  demoCookie(): Promise<string>;
  /** `admin ledger-check` on the kit's database (throws when an invariant fails). */
  ledgerCheck(): string;
  dispose(): void;
};

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createNetServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/** Bundles main + admin into a scratch folder and picks a port; `env` adds SIM_* settings (speed, seed). */
export async function createCrashKit(name: string, env: Record<string, string>): Promise<CrashKit> {
  // Inside the workspace (tmp/ is ignored by git) so the ESM bundle resolves node_modules.
  mkdirSync(join(ROOT, 'tmp'), { recursive: true });
  const dir = mkdtempSync(join(ROOT, 'tmp', `${name}-`));
  buildSync({
    absWorkingDir: ROOT,
    entryPoints: { main: join(__dirname, '../main.ts'), admin: join(__dirname, '../admin.ts') },
    outdir: join(dir, 'bin'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    tsconfig: join(__dirname, '../../tsconfig.json'),
    outExtension: { '.js': '.mjs' },
    logLevel: 'silent',
  });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One account drives these tests hard: the per-user call limit is lifted.
  const processEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SIM_DB: join(dir, 'sim.db'), SIM_HISTORY_DAYS: '1', SIM_USER_RATE: 'off', ...env };

  const call = async <T,>(path: string, body: unknown, cookie?: string): Promise<Reply<T>> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { response, body: (await response.json()) as Reply<T>['body'] };
  };

  return {
    base,
    async start() {
      let log = '';
      const child = spawn(process.execPath, [join(dir, 'bin/main.mjs')], { cwd: ROOT, env: processEnv, stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout?.on('data', (chunk) => (log += chunk));
      child.stderr?.on('data', (chunk) => (log += chunk));
      const deadline = Date.now() + 300_000; // a hang guard: a loaded machine starts it slower
      for (;;) {
        if (child.exitCode !== null) throw new Error(`simulator exited: ${log}`);
        try {
          if ((await fetch(`${base}/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`simulator did not start: ${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      return { child, log: () => log };
    },
    async kill9(sim) {
      const exited = new Promise((done) => sim.child.once('exit', done));
      sim.child.kill('SIGKILL');
      await exited;
    },
    call,
    async demoCookie() {
      const { response, body } = await call('/x-api/user/public/login', { email: DEMO_EMAIL, password: DEMO_PASSWORD });
      if (body.ret_code !== 0) throw new Error(body.ret_msg);
      return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    },
    ledgerCheck: () => execFileSync(process.execPath, [join(dir, 'bin/admin.mjs'), 'ledger-check'], { env: processEnv, encoding: 'utf8' }),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A crash kit for one describe block: bundled and given a port before its tests, disposed after them. */
export function useCrashKit(name: string, env: Record<string, string>): CrashKit {
  const kit = {} as CrashKit;
  beforeAll(async () => {
    Object.assign(kit, await createCrashKit(name, env));
  });
  afterAll(() => kit.dispose());
  return kit;
}
