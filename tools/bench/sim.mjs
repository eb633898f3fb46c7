#!/usr/bin/env node
/**
 * Simulator benchmark (`npm run bench:sim`). Builds the simulator, starts it on
 * a free port with a fresh database, then measures:
 *
 * 1. the profile endpoint (`GET /x-api/v2/private/user/profile`, logged in):
 *    throughput and latency percentiles at a fixed concurrency, with
 *    keep-alive connections driven by a minimal HTTP/1.1 client (so the
 *    client costs little of the shared CPU). One account makes every call,
 *    so the per-user call limit is lifted (SIM_USER_RATE=off); its bucket is
 *    still consulted on each call, so its cost is in the figures;
 * 2. quote websocket fan-out: N clients × S symbols each, pushed once per
 *    second; delivered updates/s against the expected rate, and the delay of
 *    each update after its round started (the row's `t`), per 5-second window,
 *    to show whether lag grows.
 *
 * Targets reported against: ≥ 5,000 req/s with p99 < 20 ms; 500 clients ×
 * 50 symbols at 1 update/s without growing lag. Prints figures; never fails a build.
 *
 *   BENCH_CONCURRENCY=32,64 BENCH_SECONDS=10 BENCH_WS_CLIENTS=500 BENCH_WS_SYMBOLS=50 BENCH_WS_SECONDS=30 npm run bench:sim
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { demoLogin } from './lib/built-sim.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = (name, fallback) => Number(process.env[name] ?? fallback);
/** Concurrency levels to run (comma-separated); the first is the headline figure. */
const CONCURRENCIES = String(process.env.BENCH_CONCURRENCY ?? '32,64').split(',').map(Number).filter((n) => n > 0);
const SECONDS = env('BENCH_SECONDS', 10);
const WARMUP_SECONDS = env('BENCH_WARMUP_SECONDS', 3);
const WS_CLIENTS = env('BENCH_WS_CLIENTS', 500);
const WS_SYMBOLS = env('BENCH_WS_SYMBOLS', 50);
const WS_SECONDS = env('BENCH_WS_SECONDS', 30);
const WS_WORKERS = env('BENCH_WS_WORKERS', 2);

const fmt = (n, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

async function startSimulator(port, dbPath) {
  const child = spawn(process.execPath, [join(root, 'dist/apps/exchange-sim/main.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SIM_DB: dbPath, SIM_HISTORY_DAYS: '1', SIM_LEADERS: '0', SIM_SPEED: '1', SIM_LOG: 'error', SIM_USER_RATE: 'off', SIM_DIST: join(root, 'tmp/bench/no-apps') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`simulator exited:\n${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`simulator did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return child;
}

/** CPU time (ms) a process has used, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in USER_HZ (100/s)
  } catch {
    return null;
  }
}

/** Closed-loop load on one path over `concurrency` keep-alive connections. */
function httpLoad({ port, path, headers, concurrency, seconds, warmupSeconds, serverPid }) {
  const request = Buffer.from(
    `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${Object.entries(headers)
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('')}Connection: keep-alive\r\n\r\n`,
  );
  return new Promise((done) => {
    const latencies = [];
    let completed = 0;
    let errors = 0;
    let measuring = false;
    let stopping = false;
    let measureStart = 0n;
    let cpuStart = null;
    const sockets = [];
    const startConnection = () => {
      const socket = connect(port, '127.0.0.1');
      socket.setNoDelay(true);
      sockets.push(socket);
      let buffer = Buffer.alloc(0);
      let sentAt = 0n;
      const send = () => {
        if (stopping) return;
        sentAt = process.hrtime.bigint();
        socket.write(request);
      };
      socket.on('connect', send);
      socket.on('data', (chunk) => {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        for (;;) {
          const headerEnd = buffer.indexOf('\r\n\r\n');
          if (headerEnd < 0) return;
          const head = buffer.subarray(0, headerEnd).toString('latin1');
          const match = /content-length: *(\d+)/i.exec(head);
          const length = match ? Number(match[1]) : 0;
          if (buffer.length < headerEnd + 4 + length) return;
          const body = buffer.subarray(headerEnd + 4, headerEnd + 4 + length);
          buffer = buffer.subarray(headerEnd + 4 + length);
          const ok = head.startsWith('HTTP/1.1 200') && body.includes('"ret_code":0');
          if (measuring) {
            if (ok) {
              completed++;
              latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
            } else errors++;
          }
          send();
        }
      });
      socket.on('error', () => errors++);
    };
    for (let i = 0; i < concurrency; i++) startConnection();
    setTimeout(() => {
      measuring = true;
      measureStart = process.hrtime.bigint();
      cpuStart = cpuMs(serverPid);
    }, warmupSeconds * 1000);
    setTimeout(() => {
      const elapsed = Number(process.hrtime.bigint() - measureStart) / 1e9;
      const cpuEnd = cpuMs(serverPid);
      const serverCpuMs = cpuStart !== null && cpuEnd !== null ? cpuEnd - cpuStart : null;
      measuring = false;
      stopping = true;
      for (const s of sockets) s.destroy();
      latencies.sort((a, b) => a - b);
      done({ completed, errors, elapsed, latencies, serverCpuMs });
    }, (warmupSeconds + seconds) * 1000);
  });
}

function runWsWorkers({ port, symbols }) {
  const perWorker = Math.ceil(WS_CLIENTS / WS_WORKERS);
  const workers = [];
  for (let w = 0; w < WS_WORKERS; w++) {
    const clients = Math.min(perWorker, WS_CLIENTS - w * perWorker);
    if (clients <= 0) break;
    workers.push(
      new Promise((done, fail) => {
        const worker = new Worker(new URL('./sim-ws-worker.mjs', import.meta.url), {
          workerData: { url: `ws://127.0.0.1:${port}/spot/ws/quote/v1`, clients, symbols, seconds: WS_SECONDS },
        });
        worker.once('message', done);
        worker.once('error', fail);
      }),
    );
  }
  return Promise.all(workers);
}

async function main() {
  console.log('Building the simulator…');
  const build = spawnSync(process.execPath, [join(root, 'apps/exchange-sim/build.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('simulator build failed');
  mkdirSync(join(root, 'tmp/bench'), { recursive: true });
  const dbPath = join(root, `tmp/bench/sim-bench-${process.pid}.db`);
  const port = await freePort();
  const startedAt = Date.now();
  const child = await startSimulator(port, dbPath);
  console.log(`Simulator up on port ${port} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (fresh database, 1 day of history)`);
  try {
    const cookie = await demoLogin(`http://127.0.0.1:${port}`);

    for (const [index, concurrency] of CONCURRENCIES.entries()) {
      const http = await httpLoad({
        port,
        path: '/x-api/v2/private/user/profile',
        headers: { Cookie: cookie, platform: 'pc' },
        concurrency,
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        serverPid: child.pid,
      });
      const rps = http.completed / http.elapsed;
      const p = (q) => percentile(http.latencies, q);
      console.log(`\nprofile endpoint: GET /x-api/v2/private/user/profile, logged in, ${concurrency} keep-alive connections, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up`);
      console.log(`  throughput  ${fmt(rps)} req/s  (${fmt(http.completed)} OK, ${http.errors} errors)`);
      console.log(`  latency     p50 ${fmt(p(50), 2)} ms   p90 ${fmt(p(90), 2)} ms   p99 ${fmt(p(99), 2)} ms   p99.9 ${fmt(p(99.9), 2)} ms   max ${fmt(http.latencies.at(-1) ?? NaN, 2)} ms`);
      if (http.serverCpuMs !== null && http.completed > 0) {
        const perRequest = (http.serverCpuMs * 1000) / http.completed;
        console.log(`  server CPU  ${fmt(perRequest, 1)} µs per request (${fmt(http.serverCpuMs / 10 / http.elapsed, 0)} % of a core) → ~${fmt(1e6 / perRequest)} req/s on one free core`);
      }
      if (index === 0) {
        console.log(`  target ≥ 5,000 req/s with p99 < 20 ms: ${rps >= 5000 && p(99) < 20 ? 'met' : 'not met'} (throughput ${(rps / 5000).toFixed(2)}× target, p99 ${(p(99) / 20).toFixed(2)}× limit)`);
      }
    }

    if (WS_CLIENTS <= 0) return;
    const list = await (await fetch(`http://127.0.0.1:${port}/x-api/s1/bot/grid/v1/list-symbol-info-v2`)).json();
    const symbols = list.result.list.filter((s) => s.display === 1 && s.status === 'Trading').map((s) => s.symbol).slice(0, WS_SYMBOLS);
    if (symbols.length < WS_SYMBOLS) console.log(`  (only ${symbols.length} spot symbols are listed; using them all)`);
    console.log(`\nquote websocket: ${WS_CLIENTS} clients × ${symbols.length} symbols, pushed once per second, ${WS_SECONDS} s (${WS_WORKERS} client threads)`);
    const results = await runWsWorkers({ port, symbols });
    const connected = results.reduce((n, r) => n + r.connected, 0);
    const received = results.reduce((n, r) => n + r.received, 0);
    const windows = results[0].windows.map((_, i) => {
      const lags = results.flatMap((r) => r.windows[i]?.lags ?? []).sort((a, b) => a - b);
      return { count: lags.length, p50: percentile(lags, 50), p99: percentile(lags, 99), max: lags.at(-1) ?? NaN };
    });
    const measuredSeconds = results[0].measuredSeconds;
    const expected = connected * symbols.length;
    const deliveredPerSecond = received / measuredSeconds;
    console.log(`  connected   ${connected}/${WS_CLIENTS} clients, ${fmt(connected * symbols.length)} subscriptions`);
    console.log(`  delivered   ${fmt(deliveredPerSecond)} updates/s of ${fmt(expected)} expected (${((deliveredPerSecond / expected) * 100).toFixed(1)} %)`);
    console.log('  delay after the round started (row t → client), per 5 s window:');
    for (const [i, w] of windows.entries()) {
      console.log(`    ${String(i * 5).padStart(3)}–${String(i * 5 + 5).padEnd(3)} s  ${fmt(w.count).padStart(9)} updates   p50 ${fmt(w.p50, 1).padStart(6)} ms   p99 ${fmt(w.p99, 1).padStart(6)} ms   max ${fmt(w.max, 1).padStart(6)} ms`);
    }
    const firstP99 = windows[0]?.p99 ?? NaN;
    const lastP99 = windows.at(-1)?.p99 ?? NaN;
    const growing = lastP99 > Math.max(2 * firstP99, firstP99 + 100);
    console.log(`  lag ${growing ? 'GROWS' : 'does not grow'} (p99 first window ${fmt(firstP99, 1)} ms, last ${fmt(lastP99, 1)} ms)`);
    const met = connected === WS_CLIENTS && symbols.length >= 50 && deliveredPerSecond >= 0.98 * expected && !growing;
    console.log(`  target 500 clients × 50 symbols at 1 update/s without growing lag: ${met ? 'met' : 'not met'}`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    for (const suffix of ['', '-wal', '-shm']) rmSync(`${dbPath}${suffix}`, { force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 0; // benchmarks never fail a build
});
