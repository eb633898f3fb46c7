/**
 * The simulator's clock control: not an exchange API, a facility of the simulator (which is itself the
 * exchange's stand-in) for tests that must not depend on how fast the machine runs. Served only when
 * the simulator is started with SIM_CLOCK_CONTROL=1 (never by `npm start`): end-to-end tests start it
 * with its clock stopped and move the market forward by exactly the simulated time a step needs, so
 * what a journey sees is the same on any machine, and it does not sit waiting for a sped-up clock.
 */
import { Type, type Static } from 'typebox';

/** At most a month per call: a bigger jump is a loop of calls. */
export const SIM_CLOCK_MAX_ADVANCE_MS = 31 * 86_400_000;
/** The simulated step an advance moves in: the market reveals a price point every 6 simulated seconds. */
export const SIM_CLOCK_STEP_MS = 6_000;

export const SIM_CONTROL_PATHS = {
  clock: '/x-api/sim/v1/clock',
} as const;

export const SimClockBody = Type.Object(
  {
    /** Simulated milliseconds to move the market on, in 6-second steps: each step ticks the market and lets every bot act, as the running clock would. */
    advance_ms: Type.Optional(Type.Integer({ minimum: 0, maximum: SIM_CLOCK_MAX_ADVANCE_MS })),
    /** The clock's speed from now on (0 stops it; 60 = a simulated minute per second). */
    speed: Type.Optional(Type.Number({ minimum: 0, maximum: 100_000 })),
  },
  { additionalProperties: false },
);
export type SimClockBody = Static<typeof SimClockBody>;

export const SimClockResult = Type.Object({
  /** Simulated time after the call, unix ms. */
  now: Type.Integer(),
  speed: Type.Number(),
});
export type SimClockResult = Static<typeof SimClockResult>;
