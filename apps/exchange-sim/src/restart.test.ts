/**
 * Crash test: the real simulator process is killed with SIGKILL while clients
 * are moving money and registering, then started again on the same database.
 * Every acknowledged change must still be there (a replayed transfer returns
 * its original id, a registered user can log in), nothing half-applied may
 * remain (the ledger invariants hold), and the market continues without a gap.
 */
import { type ChildProcess, spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';
import { MINUTE_MS } from '@tb/engine';

const ROOT = resolve(__dirname, '../../..');

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

type Sim = { child: ChildProcess; output: () => string };

describe('crash safety (kill -9)', () => {
  let dir: string;
  let port: number;
  let base: string;
  beforeAll(async () => {
    // Inside the workspace (tmp/ is ignored by git) so the ESM bundle resolves node_modules.
    mkdirSync(join(ROOT, 'tmp'), { recursive: true });
    dir = mkdtempSync(join(ROOT, 'tmp', 'sim-crash-'));
    buildSync({
      absWorkingDir: ROOT,
      entryPoints: { main: join(__dirname, 'main.ts'), admin: join(__dirname, 'admin.ts') },
      outdir: join(dir, 'bin'),
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'esm',
      packages: 'external',
      tsconfig: join(__dirname, '../tsconfig.json'),
      outExtension: { '.js': '.mjs' },
      logLevel: 'silent',
    });
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const env = () => ({ ...process.env, PORT: String(port), HOST: '127.0.0.1', SIM_DB: join(dir, 'sim.db'), SIM_HISTORY_DAYS: '1', SIM_SPEED: '120', SIM_SEED: 'crash', SIM_USER_RATE: 'off' });

  async function start(): Promise<Sim> {
    let log = '';
    const child = spawn(process.execPath, [join(dir, 'bin/main.mjs')], { cwd: ROOT, env: env(), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk) => (log += chunk));
    child.stderr?.on('data', (chunk) => (log += chunk));
    const deadline = Date.now() + 60_000;
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
    return { child, output: () => log };
  }

  async function kill9(sim: Sim) {
    const exited = new Promise((done) => sim.child.once('exit', done));
    sim.child.kill('SIGKILL');
    await exited;
  }

  async function call(path: string, body: unknown, cookie?: string) {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
    return { response, body: (await response.json()) as { ret_code: number; ret_msg: string; result: Record<string, unknown> } };
  }

  async function demoCookie() {
    const { response, body } = await call('/x-api/user/public/login', { email: 'demo@tradingbot.local', password: 'Demo-Trader-2026' });
    if (body.ret_code !== 0) throw new Error(body.ret_msg);
    return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  }

  it('keeps every acknowledged change and no half-applied one across three crashes', async () => {
    const acknowledged: { request: Record<string, string>; result: Record<string, unknown> }[] = [];
    const registered: string[] = [];
    let sim = await start();
    for (let round = 0; round < 3; round++) {
      const cookie = await demoCookie();
      let stop = false;
      let sent = 0;
      const worker = async (lane: number) => {
        while (!stop) {
          const n = sent++;
          const request = {
            coin: n % 3 === 0 ? 'BTC' : 'USDT',
            amount: n % 3 === 0 ? '0.00000123' : `${1 + (n % 7)}.25`,
            from_account_type: n % 2 === 0 ? 'spot' : 'fund',
            to_account_type: n % 2 === 0 ? 'fund' : 'spot',
            request_id: `crash-${round}-${lane}-${n}`,
          };
          try {
            const { body } = await call('/x-api/v3/private/cht/asset-common/transfer', request, cookie);
            if (body.ret_code === 0) acknowledged.push({ request, result: body.result });
            if (n % 25 === 0) {
              const email = `crash-${round}-${n}@example.com`;
              const reg = await call('/x-api/user/public/register', { email, password: 'crash-pass-1' });
              if (reg.body.ret_code === 0) registered.push(email);
            }
          } catch {
            return; // the server died mid-request: that one is not acknowledged
          }
        }
      };
      const workers = [0, 1, 2, 3].map(worker);
      await new Promise((r) => setTimeout(r, 1_500 + round * 500));
      await kill9(sim);
      stop = true;
      await Promise.all(workers);
      sim = await start();
    }
    try {
      expect(acknowledged.length).toBeGreaterThan(50);
      expect(registered.length).toBeGreaterThan(0);
      const cookie = await demoCookie();
      // Replaying each acknowledged transfer returns the stored original: nothing was lost.
      for (const { request, result } of acknowledged) {
        const { body } = await call('/x-api/v3/private/cht/asset-common/transfer', request, cookie);
        expect(body.result).toEqual(result);
      }
      for (const email of registered) {
        expect((await call('/x-api/user/public/login', { email, password: 'crash-pass-1' })).body.ret_code).toBe(0);
      }
      // Money only moved between the demo's accounts: totals are unchanged, and every invariant holds.
      const coins = (await call('/x-api/v3/private/cht/asset-common/get-all-coin', {}, cookie)).body.result.coins as { coin: string; total_balance: string }[];
      expect(coins.find((c) => c.coin === 'USDT')!.total_balance).toBe('135000');
      expect(coins.find((c) => c.coin === 'BTC')!.total_balance).toBe('1');
      const check = execFileSync(process.execPath, [join(dir, 'bin/admin.mjs'), 'ledger-check'], { env: env(), encoding: 'utf8' });
      expect(check).toContain('ledger OK');
      // The market has no gap across the crashes.
      const klines = (await (await fetch(`${base}/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1000`)).json()) as { result: { list: { t: number }[] } };
      const times = klines.result.list.map((k) => k.t);
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(MINUTE_MS);
      console.log(`crash test: 3 × kill -9; ${acknowledged.length} acknowledged transfers and ${registered.length} registrations all kept; ledger OK; ${times.length} contiguous 1m candles`);
    } finally {
      await kill9(sim);
    }
  }, 180_000);
});
