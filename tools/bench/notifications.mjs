#!/usr/bin/env node
/**
 * Notification delivery benchmark (`npm run bench:notifications`, issue 31).
 *
 * Starts the simulator in-process on a loopback port (its sources bundled with
 * esbuild as build.mjs does), registers BENCH_USERS accounts (default 1,000)
 * with a session each, opens one quote websocket per account carrying its
 * session cookie (in worker threads) and subscribes each to the private
 * `bot_notices` topic. Then, for BENCH_SECONDS (default 20), every one of the
 * BENCH_BOTS bots per account (default 10) raises BENCH_RATE notices per
 * second (default 1: 10,000 notices/s for 1,000 × 10) through the
 * simulator's own Notices.record (the `bot_notices` insert in a
 * transaction per 100 ms batch, then the push to the owner's sockets only).
 * Prints notices delivered per second against those made, and the lag of a
 * notice from its making to its arrival, per 5-second window (p50, p99, max),
 * to show whether lag grows; and checks that no client received a notice of
 * another account. Loopback only; bounded in count and time; never fails a build.
 *
 *   BENCH_USERS=1000 BENCH_BOTS=10 BENCH_RATE=1 BENCH_SECONDS=20 npm run bench:notifications
 */
import { build } from 'esbuild';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const env = (name, fallback) => Math.max(1, Number(process.env[name] ?? fallback));
const USERS = Math.min(5_000, env('BENCH_USERS', 1000));
const BOTS = Math.min(50, env('BENCH_BOTS', 10));
const RATE = Math.min(10, env('BENCH_RATE', 1));
const SECONDS = Math.min(120, env('BENCH_SECONDS', 20));
const WORKERS = Math.min(4, env('BENCH_WORKERS', 2));
const TICK_MS = 100;
const WINDOW_MS = 5000;

const outfile = join(root, 'tmp/bench/notifications.bench.mjs');
await build({
  absWorkingDir: root,
  entryPoints: [join(root, 'apps/exchange-sim/src/notices/bench.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: join(root, 'apps/exchange-sim/tsconfig.json'),
  logLevel: 'warning',
});
const { startNoticeBench } = await import(pathToFileURL(outfile).href);

const fmt = (n, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
const pct = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);

console.log(`bot notices over the quote socket: ${fmt(USERS)} users × ${BOTS} bots, ${RATE} notice/s per bot (${fmt(USERS * BOTS * RATE)} notices/s asked), ${SECONDS} s; host: ${cpus().length} × ${cpus()[0]?.model ?? '?'}`);
const t0 = performance.now();
const bench = await startNoticeBench(USERS);
console.log(`  simulator up and ${fmt(USERS)} accounts with sessions in ${fmt((performance.now() - t0) / 1000, 1)} s`);

// the clients, split over workers
const per = Math.ceil(USERS / WORKERS);
const workers = [];
for (let w = 0; w < WORKERS; w++) {
  const slice = bench.accounts.slice(w * per, (w + 1) * per);
  if (slice.length === 0) continue;
  workers.push(new Worker(new URL('./notifications-worker.mjs', import.meta.url), { workerData: { url: bench.url, accounts: slice, windowMs: WINDOW_MS, seconds: SECONDS } }));
}
await Promise.all(workers.map((w) => new Promise((ok) => w.once('message', ok)))); // each: connected and subscribed
console.log(`  ${fmt(bench.stats.noticeClients)} sockets subscribed to bot_notices`);

// the generator: every TICK_MS, the notices the rate asks by then, in one transaction
const started = performance.now();
let made = 0;
const perMs = (USERS * BOTS * RATE) / 1000;
const tick = () => {
  // what the target rate asks by now (a late tick catches up: a host that cannot keep up shows it as lag)
  const n = Math.floor((performance.now() - started) * perMs) - made;
  if (n <= 0) return;
  bench.db.transaction(() => {
    for (let k = 0; k < n; k++) {
      const slot = (made + k) % (USERS * BOTS);
      bench.record(Math.floor(slot / BOTS), slot % BOTS);
    }
  })();
  made += n;
};
const timer = setInterval(tick, TICK_MS);
await new Promise((r) => setTimeout(r, SECONDS * 1000));
clearInterval(timer);
const elapsed = (performance.now() - started) / 1000;
await new Promise((r) => setTimeout(r, 1500)); // the last pushes arrive

const results = await Promise.all(workers.map((w) => new Promise((ok) => { w.once('message', ok); w.postMessage('stop'); })));
const windows = [];
let received = 0;
let foreign = 0;
for (const r of results) {
  received += r.received;
  foreign += r.foreign;
  r.windows.forEach((lags, i) => (windows[i] ??= []).push(...lags));
}
console.log(`  made ${fmt(made)} notices (${fmt(made / elapsed)}/s), delivered ${fmt(received)} (${fmt(received / elapsed)}/s, ${fmt((100 * received) / Math.max(1, made), 1)} %); sent by the hub ${fmt(bench.stats.notices)}`);
console.log(`  notices of another account received: ${foreign}`);
console.log('  lag from making to arrival, per 5 s window (ms):');
windows.forEach((lags, i) => {
  lags.sort((a, b) => a - b);
  console.log(`    ${String(i * 5).padStart(3)}–${String((i + 1) * 5).padEnd(3)} s  n=${fmt(lags.length).padStart(7)}  p50 ${fmt(pct(lags, 50)).padStart(5)}  p99 ${fmt(pct(lags, 99)).padStart(5)}  max ${fmt(lags.at(-1) ?? NaN).padStart(5)}`);
});
const firstP99 = pct(windows[0] ?? [], 99);
const lastP99 = pct(windows.at(-2) ?? windows.at(-1) ?? [], 99);
console.log(`  lag growth (p99, first → last full window): ${fmt(firstP99)} → ${fmt(lastP99)} ms`);
for (const w of workers) await w.terminate();
await bench.close();
