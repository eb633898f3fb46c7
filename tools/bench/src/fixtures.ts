/**
 * What the engine benchmarks share: the perpetual contract they trade and one
 * year of 1-minute candles from the engine's price model.
 */
import { createPriceModel, generateHistory, type CandleSeries, type ContractRules } from '@tb/engine';
import { btcPerpRules } from '@tb/engine/testing';

/** One year of 1-minute candles. */
export const YEAR_MINUTES = 525_600;

/** A BTCUSDT-like perpetual: tick 0.1, lot 0.001, the simulator's tiers for a 100× contract with a 2,000,000 USDT base limit (apps/exchange-sim riskTiers). */
export const BTC_PERP_RULES: ContractRules = btcPerpRules(5);

/** `minutes` BTCUSDT candles from 2024-01-01 (seed `seed`), and how long generating them took. */
export function btcHistory(seed: string, startPriceTicks: number, tickSize: string, lotSize: string, minutes = YEAR_MINUTES): { series: CandleSeries; generateMs: number } {
  const g0 = performance.now();
  const { series } = generateHistory(createPriceModel({ seed, symbol: 'BTCUSDT', startPriceTicks, startTime: Date.UTC(2024, 0, 1), tickSize, lotSize }), minutes);
  return { series, generateMs: performance.now() - g0 };
}

/** How a fast walker and its per-level reference compare over `candles` candles (best of the runs; wall and process CPU time). */
export interface WalkerTiming {
  readonly candles: number;
  readonly fastMs: number;
  readonly referenceMs: number;
  readonly fastCpuMs: number;
  readonly referenceCpuMs: number;
  readonly fastCandlesPerSecond: number;
  readonly referenceCandlesPerSecond: number;
  /** referenceMs / fastMs. */
  readonly ratio: number;
}

/**
 * Runs `fast` and `reference` once each to warm up (their results are
 * returned), then `runs` times alternately, keeping the best times.
 */
export function timeWalkers<T>(runs: number, candles: number, fast: () => T, reference: () => T): { timing: WalkerTiming; fast: T; reference: T } {
  const cpu = (): number => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const time = (f: () => T): [number, number] => {
    const c = cpu();
    const a = performance.now();
    f();
    return [performance.now() - a, cpu() - c];
  };
  const fastResult = fast();
  const referenceResult = reference();
  let fastMs = Infinity;
  let referenceMs = Infinity;
  let fastCpuMs = Infinity;
  let referenceCpuMs = Infinity;
  for (let r = 0; r < runs; r++) {
    const [fw, fc] = time(fast);
    const [rw, rc] = time(reference);
    fastMs = Math.min(fastMs, fw);
    fastCpuMs = Math.min(fastCpuMs, fc);
    referenceMs = Math.min(referenceMs, rw);
    referenceCpuMs = Math.min(referenceCpuMs, rc);
  }
  const timing: WalkerTiming = {
    candles,
    fastMs,
    referenceMs,
    fastCpuMs,
    referenceCpuMs,
    fastCandlesPerSecond: candles / (fastMs / 1000),
    referenceCandlesPerSecond: candles / (referenceMs / 1000),
    ratio: referenceMs / fastMs,
  };
  return { timing, fast: fastResult, reference: referenceResult };
}
