/**
 * The benchmarks' simulator: the production build (`dist/apps/exchange-sim/main.mjs`)
 * as a child process on a free port and a scratch database, ready when it answers.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts the built simulator; `env` adds SIM_* settings. Resolves when `readyPath` answers 200.
 * Returns { base, port, child, dbPath, output(), stop() } (stop kills it and removes the scratch folder).
 */
export async function startBuiltSim({ env = {}, readyPath = '/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1', timeoutMs = 120_000, port: fixedPort } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tb-bench-sim-'));
  const port = fixedPort ?? (await freePort());
  const child = spawn(process.execPath, [join(root, 'dist/apps/exchange-sim/main.mjs')], {
    cwd: root,
    env: { ...process.env, NX_NO_CLOUD: 'true', PORT: String(port), HOST: '127.0.0.1', SIM_DB: join(dataDir, 'sim.db'), SIM_HISTORY_DAYS: '1', SIM_LEADERS: '0', SIM_LOG: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`simulator exited:\n${output}`);
    try {
      if ((await fetch(`${base}${readyPath}`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`simulator did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    port,
    child,
    dbPath: join(dataDir, 'sim.db'),
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs the seeded demo trader in on `base`; the session cookie header. */
export async function demoLogin(base) {
  const login = await fetch(`${base}/x-api/user/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@tradingbot.local', password: 'Demo-Trader-2026' }),
  });
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The demo trader logged in on `base` with one running BTCUSDT spot grid (±3 % around the price), for a detail page: { cookie, gridId }. */
export async function demoWithGrid(base) {
  const cookie = await demoLogin(base);
  const kline = await (await fetch(`${base}/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1`)).json();
  const last = Number(kline.result.list.at(-1).c);
  const grid = await (
    await fetch(`${base}/x-api/s1/bot/grid/v1/create-grid`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ symbol: 'BTCUSDT', min_price: (last * 0.97).toFixed(2), max_price: (last * 1.03).toFixed(2), cell_number: 8, quote_investment: '1000' }),
    })
  ).json();
  const gridId = grid?.result?.grid_id;
  if (!gridId) throw new Error(`could not create the spot grid for the detail page: ${JSON.stringify(grid)}`);
  return { cookie, gridId };
}
