/** The spot grid's stress-test worker (@tb/feature-bot-pages stress-run): the engine's runs, off the page's thread. */
import { STRESS_ENGINE } from '@tb/engine';
import { serveStressWorker } from '@tb/feature-bot-pages/stress-worker';

serveStressWorker(STRESS_ENGINE);
