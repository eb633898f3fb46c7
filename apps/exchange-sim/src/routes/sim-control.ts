import { ErrorEnvelope, SIM_CLOCK_STEP_MS, SIM_CONTROL_PATHS, SimClockBody, SimClockResult } from '@tb/contracts';
import { botsOf } from '../bots/core';
import { endpoint, tableArea } from '../http/route-table';

/**
 * The simulator's clock control (contracts: sim-control.ts), registered only when the simulator starts
 * with SIM_CLOCK_CONTROL=1 (`createServer({ clockControl: true })`): tests that need the market to move
 * by an exact simulated time, on any machine. `advance_ms` moves the clock in 6-second steps, each one
 * the running clock's own work — the market reveals its next price point (marks, funding and candles
 * with it) and every bot acts on it — so a bot lives through exactly what it would have at speed.
 * The call is synchronous: when it answers, every step has been taken and written.
 */
export const simControlRoutes = tableArea((_app, ctx) => ({
  tags: ['simulator'],
  rows: [
    endpoint({
      method: 'POST',
      path: SIM_CONTROL_PATHS.clock,
      summary: 'Simulator clock control (SIM_CLOCK_CONTROL=1 only): move the market on by advance_ms in 6 s steps, and/or set the speed',
      body: SimClockBody,
      result: SimClockResult,
      errors: { 400: ErrorEnvelope },
      handler: ({ body }) => {
        const { clock, market } = ctx;
        const runner = botsOf(ctx).runner;
        for (let left = body.advance_ms ?? 0; left > 0; left -= SIM_CLOCK_STEP_MS) {
          clock.advance(Math.min(SIM_CLOCK_STEP_MS, left));
          market.tick();
          runner.drain();
        }
        if (body.speed !== undefined) clock.setSpeed(body.speed);
        return { now: clock.now(), speed: clock.speed };
      },
    }),
  ],
}));
