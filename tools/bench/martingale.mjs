// Martingale backtest benchmark runner: bundles src/martingale.bench.ts (and @tb/engine)
// with esbuild's JS API into tmp/ (load-bench.mjs), imports it and prints candles/s (wall and CPU time)
// for the fast walker and the point-by-point reference loop, their ratio and whether
// they agree. Never fails a build.
import { loadBench } from './load-bench.mjs';

const { runBench } = await loadBench('martingale');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const f = runBench(runs, (line) => console.log(line));
const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(
  `martingale backtest: short 3x, 3% float, 1.3x adds x10, round TP 5%, auto-cycle; ${fmt(f.candles)} 1-minute candles with marks and ${fmt(f.fundingFixes)} funding fixes (best of ${runs})`,
);
console.log(`  ${fmt(f.rounds)} rounds, ${fmt(f.fills)} fills (${fmt(f.adds)} adds), ${fmt(f.liquidations)} liquidations, stopped: ${f.stopType ?? 'no'}`);
console.log(`  fast path:      ${f.fastMs.toFixed(1).padStart(8)} ms wall ${fmt(f.fastCandlesPerSecond).padStart(12)} candles/s   cpu ${f.fastCpuMs.toFixed(1).padStart(8)} ms ${fmt(f.fastCpuCandlesPerSecond).padStart(12)} candles/s`);
console.log(`  reference loop: ${f.referenceMs.toFixed(1).padStart(8)} ms wall ${fmt(f.referenceCandlesPerSecond).padStart(12)} candles/s   cpu ${f.referenceCpuMs.toFixed(1).padStart(8)} ms ${fmt(f.referenceCpuCandlesPerSecond).padStart(12)} candles/s`);
console.log(`  ratio fast/reference: ${f.ratio.toFixed(1)}x wall, ${f.cpuRatio.toFixed(1)}x cpu   identical results: ${f.identical}`);
console.log(`  APR ${(f.apr * 100).toFixed(2)} %, max drawdown ${(f.maxDrawdown * 100).toFixed(2)} %`);
