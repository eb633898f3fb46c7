/**
 * The engine's per-leg estimate (it opens the legs on a scratch combo, the
 * simulator's own code), in its own chunk: the split table needs it only
 * once the trader moves on the form (CreatePage.tsx), no figure of the first
 * screen does.
 */
export { estimateComboLegs } from '@tb/engine';
