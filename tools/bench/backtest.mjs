// Backtest benchmark runner: bundles src/backtest.bench.ts (and @tb/engine) with
// esbuild's JS API into tmp/, imports it and prints candles/s for the fast
// walker and the per-level reference loop, and their ratio. Never fails a build.
import { loadBench } from './load-bench.mjs';

const { runBench } = await loadBench('backtest');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const f = runBench(runs, (line) => console.log(line));
const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(`spot grid backtest: 100-cell geometric grid, ${fmt(f.candles)} 1-minute candles, ${fmt(f.fills)} fills (best of ${runs})`);
console.log(`  fast path:      ${f.fastMs.toFixed(1).padStart(8)} ms  ${fmt(f.fastCandlesPerSecond).padStart(14)} candles/s`);
console.log(`  reference loop: ${f.referenceMs.toFixed(1).padStart(8)} ms  ${fmt(f.referenceCandlesPerSecond).padStart(14)} candles/s`);
console.log(`  ratio fast/reference: ${f.ratio.toFixed(1)}x   identical results: ${f.identical}`);
console.log(`  total APR ${(f.totalApr * 100).toFixed(2)} %, max drawdown ${(f.maxDrawdown * 100).toFixed(2)} %`);
console.log(`  target >= 20,000,000 candles/s: ${f.fastCandlesPerSecond >= 20_000_000 ? 'met' : 'not met'}`);
