/**
 * The engine's futures-grid validator, in its own chunk: the live estimate
 * needs it only once the trader moves on the form (use-verdict.ts), and no
 * figure of the first screen does.
 */
export { validateFuturesGrid } from '@tb/engine';
