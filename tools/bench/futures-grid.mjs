// Futures grid backtest benchmark runner: bundles src/futures-grid.bench.ts (and
// @tb/engine) with esbuild's JS API into tmp/, imports it and prints candles/s
// for the fast walker and the per-level reference loop, their ratio and whether
// their results are identical. Never fails a build.
import { loadBench } from './load-bench.mjs';

const { runBench } = await loadBench('futures-grid');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const f = runBench(runs, (line) => console.log(line));
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const pct = (x) => `${(x * 100).toFixed(2)} %`;
console.log(`futures grid backtest: 100-cell neutral geometric grid at 5x, range ${f.range}, ${fmt(f.candles)} 1-minute candles (best of ${runs})`);
console.log(`  ${fmt(f.fills)} fills, ${fmt(f.roundTrips)} round trips, ${fmt(f.fundingFixes)} funding fixes (${f.funding} USDT), ${f.liquidations} liquidations`);
console.log(`  fast path:      ${f.fastMs.toFixed(1).padStart(8)} ms  ${fmt(f.fastCandlesPerSecond).padStart(14)} candles/s  (CPU time ${fmt(f.candles / (f.fastCpuMs / 1000))} candles/s)`);
console.log(`  reference loop: ${f.referenceMs.toFixed(1).padStart(8)} ms  ${fmt(f.referenceCandlesPerSecond).padStart(14)} candles/s  (CPU time ${fmt(f.candles / (f.referenceCpuMs / 1000))} candles/s)`);
console.log(`  ratio fast/reference: ${f.ratio.toFixed(1)}x   identical results: ${f.identical}`);
console.log(`  grid APR ${pct(f.gridApr)}, total APR ${pct(f.totalApr)}, max drawdown ${pct(f.maxDrawdown)}`);
console.log(`  target >= 20,000,000 candles/s: ${f.fastCandlesPerSecond >= 20_000_000 ? 'met' : 'not met'}`);
