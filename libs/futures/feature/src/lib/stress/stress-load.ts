/**
 * What the shared stress test (@tb/feature-bot-pages StressTest `load`)
 * fetches on its first run on a futures create page: the engine and
 * the worker (its own chunk; jest never imports this module).
 */
import { STRESS_ENGINE } from '@tb/engine';
import { safeWorker } from '@tb/feature-bot-pages/stress-worker';

export const engine = STRESS_ENGINE;
export const startWorker = () => safeWorker(() => new Worker(new URL('./stress.worker.ts', import.meta.url)));
