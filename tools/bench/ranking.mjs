/**
 * `npm run bench:ranking` (issue 13 item 2): mixed-ranking's latency at
 * 10,000 ranked bots, as a client sees it (HTTP on the production build).
 *
 * How the 10,000 are made: the built simulator seeds RANKING_LEADERS real
 * leaders (SIM_LEADERS, every kind, back-filled over the history), then the
 * bench copies their bot rows — state, ranking keys and curve points — into
 * new ids until 10,000 ranked bots exist, spreading the copies' start times,
 * PnL, drawdown and copied counts (followers pointing at random leaders) so
 * that every sort, band and filter has work to do. Page rows are then read
 * through their kind's driver like any stored bot.
 *
 * Then 1,000 requests cycle through sorts × kinds × running-time bands × PnL
 * bands × pages (and a deep page), one at a time; it prints p50/p95/p99/max.
 * Target: p99 < 50 ms.
 */
import Database from 'better-sqlite3';
import { startRankedSim } from './lib/ranked-population.mjs';

const TARGET = Number(process.env.RANKING_BOTS ?? 10_000);
const REQUESTS = Number(process.env.RANKING_REQUESTS ?? 1_000);
const LEADERS = process.env.RANKING_LEADERS ?? '40';

const { sim, seeded, ranked, startSeconds, buildSeconds } = await startRankedSim({ target: TARGET, leaders: LEADERS });
try {
  const sorts = ['RANKING_SORT_PNL_PERCENT', 'RANKING_SORT_PNL_AMOUNT', 'RANKING_SORT_COPIED_COUNT'];
  const kinds = [undefined, ['GRID_SPOT'], ['GRID_FUTURES', 'MART_FUTURES'], ['COMBO_FUTURES']];
  const runs = ['RANKING_RUN_TIME_ALL', 'RANKING_RUN_TIME_1D_7D', 'RANKING_RUN_TIME_7D_30D', 'RANKING_RUN_TIME_OVER_30D'];
  const bands = ['RANKING_PNL_BAND_ALL', 'RANKING_PNL_BAND_10_20', 'RANKING_PNL_BAND_20_50', 'RANKING_PNL_BAND_OVER_100'];
  const url = `${sim.base}/x-api/operation/tools/v1/mixed-ranking`;
  const ask = async (body) => {
    const start = performance.now();
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const json = await response.json();
    const ms = performance.now() - start;
    if (json.ret_code !== 0 || json.result.status_code !== 200) throw new Error(`mixed-ranking failed: ${JSON.stringify(json).slice(0, 300)}`);
    return { ms, json };
  };
  for (let i = 0; i < 20; i++) await ask({ limit: 20 }); // warm-up
  const times = [];
  let rows = 0;
  for (let i = 0; i < REQUESTS; i++) {
    const body = { sort: sorts[i % 3], run_time: runs[Math.floor(i / 3) % 4], pnl_band: bands[Math.floor(i / 12) % 4], page: i % 50 === 49 ? 200 : 1 + (i % 5), limit: 20 };
    const k = kinds[Math.floor(i / 48) % 4];
    if (k) body.bot_types = k;
    const { ms, json } = await ask(body);
    times.push(ms);
    rows += json.result.rows.length;
  }
  const all = await ask({ limit: 1 });
  // the same server's cheapest public call, side by side: what any request waits for (the live market and bots share the event loop)
  const base = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    await (await fetch(`${sim.base}/x-api/s1/market/v1/kline?symbol=BTCUSDT&interval=1m&limit=1`)).json();
    base.push(performance.now() - start);
  }
  base.sort((a, b) => a - b);
  const bq = (p) => base[Math.min(base.length - 1, Math.floor((p / 100) * base.length))].toFixed(1);
  // the query alone, in this process on the same database (no HTTP, no live market)
  const direct = new Database(sim.dbPath, { readonly: true });
  const sqlTimes = [];
  for (let i = 0; i < 200; i++) {
    const start = performance.now();
    direct.prepare("SELECT b.id FROM bots b WHERE b.status = 'RUNNING' AND b.allow_follow = 1 ORDER BY b.pnl_per_e8 DESC, (b.pnl_per_e8 * 100) / MAX(b.max_dd_e8, 1000000) DESC, b.start_time, b.id LIMIT 20 OFFSET ?").pluck().all((i % 5) * 20);
    direct.prepare("SELECT COUNT(*) FROM bots b WHERE b.status = 'RUNNING' AND b.allow_follow = 1").pluck().get();
    sqlTimes.push(performance.now() - start);
  }
  direct.close();
  sqlTimes.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const q = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);
  console.log(`bench:ranking — mixed-ranking over HTTP on the production build`);
  console.log(`  ${seeded}`);
  console.log(`  ranked bots: ${ranked} (answer total ${all.json.result.total}); copies made in ${buildSeconds.toFixed(1)} s; simulator up in ${startSeconds.toFixed(1)} s`);
  console.log(`  ${REQUESTS} requests (3 sorts × 4 kind filters × 4 running-time bands × 4 PnL bands × pages 1–5 and 200), ${rows} rows returned`);
  console.log(`  latency ms: p50 ${q(50)}  p95 ${q(95)}  p99 ${q(99)}  max ${times[times.length - 1].toFixed(1)}   (target p99 < 50)`);
  console.log(`  side by side, same server: kline (1 candle) p50 ${bq(50)}  p99 ${bq(99)} ms; the page query's SQL alone p50 ${sqlTimes[100].toFixed(2)}  p99 ${sqlTimes[198].toFixed(2)} ms`);
} finally {
  await sim.stop();
}
