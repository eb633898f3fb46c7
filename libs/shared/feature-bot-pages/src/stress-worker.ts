/**
 * `@tb/feature-bot-pages/stress-worker`: the stress test's worker body, an
 * entry of its own so a consumer's stress.worker.ts bundles only it (and
 * the candle helpers), not the lib's React pieces:
 * `serveStressWorker(STRESS_ENGINE)`; and `safeWorker`, which its
 * stress-load.ts starts the worker with.
 */
export { serveStressWorker, safeWorker } from './lib/stress/stress-run';
