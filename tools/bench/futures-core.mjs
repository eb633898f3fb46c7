// Futures core benchmark runner: bundles src/futures-core.bench.ts (and @tb/engine)
// with esbuild's JS API into tmp/, imports it and prints candles/s and
// position-checks/s for the columnar PositionBook and the straightforward
// per-position reference loop, their ratio and whether they agree. Never fails a build.
import { loadBench } from './load-bench.mjs';

const { runBench } = await loadBench('futures-core');
const runs = Number(process.env.BENCH_RUNS ?? 3);
const refCandles = Number(process.env.BENCH_REF_CANDLES ?? 5000);
const f = runBench(runs, (line) => console.log(line), refCandles);
const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(`futures core: ${fmt(f.positions)} open isolated positions, mark-to-market + liquidation check per 1-minute candle (best of ${runs})`);
console.log(`  PositionBook:   ${fmt(f.candles)} candles ${f.fastMs.toFixed(1).padStart(9)} ms ${fmt(f.fastCandlesPerSecond).padStart(12)} candles/s ${fmt(f.fastChecksPerSecond).padStart(15)} position-checks/s`);
console.log(`  reference loop: ${fmt(f.referenceCandles)} candles ${f.referenceMs.toFixed(1).padStart(9)} ms ${fmt(f.referenceCandlesPerSecond).padStart(12)} candles/s ${fmt(f.referenceChecksPerSecond).padStart(15)} position-checks/s`);
console.log(`  same ${fmt(f.referenceCandles)} candles with PositionBook: ${f.fastPrefixMs.toFixed(1)} ms; ratio book/reference: ${f.ratio.toFixed(1)}x; identical results: ${f.identical}`);
const cps = (n, ms) => fmt(n / (ms / 1000));
console.log(`  by CPU time:    book ${cps(f.candles, f.fastCpuMs)} candles/s (${cps(f.candles * f.positions, f.fastCpuMs)} checks/s), reference ${cps(f.referenceCandles, f.referenceCpuMs)} candles/s, ratio ${(f.referenceCpuMs / f.fastPrefixCpuMs).toFixed(1)}x`);
console.log(`  over the year: ${fmt(f.liquidations)} liquidations (each reopened), ${f.insurance} USDT to the insurance fund`);
