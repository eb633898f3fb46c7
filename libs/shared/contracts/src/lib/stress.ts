/**
 * The stress test's result rows (issue 31) as they cross from the engine to
 * the page: the engine's run (`@tb/engine` backtest/stress.ts
 * `StressWindow`, `StressOutcome`, in a Web Worker or on the page's thread)
 * answers them, the shared stress section (@tb/feature-bot-pages
 * stress-run.ts) shows them. No HTTP call carries them; they are here because
 * both sides need one statement of the shape and contracts is what the page
 * libs may import (the engine imports only itself, by lint).
 *
 * How the engine is held to it: every consumer hands the engine's
 * `STRESS_ENGINE` to the section as its `StressEngine`, whose `windows` and
 * `run` answer these types, so a field the engine drops or retypes fails the
 * consumer's type check (spot grid, DCA and the futures family's stress-load).
 * Fractions are numbers (estimates of a replay, not money); the margin ratio
 * is a decimal string.
 */
import { Type, type Static } from 'typebox';

/** One of the worst windows of the history. */
export const StressWindowOut = Type.Object({
  direction: Type.Union([Type.Literal('fall'), Type.Literal('rise')]),
  /** Index of the window's first candle in the series it was found in. */
  start: Type.Integer(),
  /** Open time of the first candle and close time of the last (Unix ms). */
  from: Type.Integer(),
  to: Type.Integer(),
  /** low / open − 1 (a fall, ≤ 0) or high / open − 1 (a rise, ≥ 0), 4 places toward zero. */
  change: Type.String(),
});
export type StressWindowView = Readonly<Static<typeof StressWindowOut>>;

/** One window's outcome for the bot as the form would create it. */
export const StressOutcomeOut = Type.Object({
  /** A futures kind: liquidation and margin ratio apply; a spot kind (false) has neither. */
  leveraged: Type.Boolean(),
  /** A position (a combo: any leg) was liquidated. */
  liquidated: Type.Boolean(),
  /** Largest fall of equity from a peak, a fraction. */
  maxDrawdown: Type.Number(),
  /** Total PnL / investment at the window's end, a fraction. */
  returnFraction: Type.Number(),
  /** The worst (highest) margin ratio; "" past bankruptcy; null when no position was held or a spot kind. */
  worstMarginRatio: Type.Union([Type.String(), Type.Null()]),
  /** The parameters were refused (a check code): nothing ran. */
  refused: Type.Union([Type.String(), Type.Null()]),
});
export type StressOutcomeView = Readonly<Static<typeof StressOutcomeOut>>;
