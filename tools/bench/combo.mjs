// Combo backtest benchmark runner: bundles src/combo.bench.ts (and @tb/engine) with esbuild's JS API
// into tmp/ (load-bench.mjs), imports it and prints leg-candles/s (wall and CPU time) of the exact
// engine and of a naive float reference of the same strategy, side by side, and their ratio.
// Never fails a build.
import { loadBench } from './load-bench.mjs';

const { runBench } = await loadBench('combo');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const f = runBench(runs, (line) => console.log(line));
const fmt = (n) => Math.round(n).toLocaleString('en-US');
const pct = (x) => `${(x * 100).toFixed(2)} %`;
console.log(
  `combo backtest: ${f.legs} legs (3 long, 2 short) at 5x, rebalance on 2 % drift or every 8 h, funding every 8 h; ${fmt(f.candles)} 1-minute candles per leg = ${fmt(f.legCandles)} leg-candles (best of ${runs})`,
);
console.log(`  engine (exact):        ${f.engineMs.toFixed(1).padStart(8)} ms wall ${fmt(f.engineLegCandlesPerSecond).padStart(12)} leg-candles/s   cpu ${f.engineCpuMs.toFixed(1).padStart(8)} ms ${fmt(f.engineCpuLegCandlesPerSecond).padStart(12)} leg-candles/s`);
console.log(`  float reference:       ${f.referenceMs.toFixed(1).padStart(8)} ms wall ${fmt(f.referenceLegCandlesPerSecond).padStart(12)} leg-candles/s   cpu ${f.referenceCpuMs.toFixed(1).padStart(8)} ms`);
console.log(`  ratio engine/reference (time per leg-candle; what exactness costs): ${f.ratio.toFixed(1)}x wall, ${f.cpuRatio.toFixed(1)}x cpu`);
console.log(`  engine: ${fmt(f.rebalances)} rebalances (by reason ${f.reasons}), ${f.liquidations} leg liquidations, stopped: ${f.stopType ?? 'no'}, total PnL ${pct(f.totalPnlPer)}, max drawdown ${pct(f.maxDrawdown)}, APR ${pct(f.apr)}`);
console.log(`  float:  ${fmt(f.referenceRebalances)} rebalances, total PnL ${pct(f.referenceTotalPnlPer)} (no lots, tiers or fee rounding)`);
