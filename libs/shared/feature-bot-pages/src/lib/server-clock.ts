import { useEffect, useMemo } from 'react';
import { serverClockRate, serverNow } from '@tb/data-access-api';

/**
 * The server's clock as seen from the page (next-buy countdowns, running
 * times, the end of a backtest window).
 *
 * Bots run on the exchange's schedule, so a page must read the server's
 * time, not the browser's. The shared client keeps an offset to the server
 * (`serverNow()`), which assumes both clocks run at the same rate. The
 * simulator can run its clock faster than real time (`SIM_SPEED`), and a real
 * server's clock may drift, so this clock also learns the *rate*: over the
 * last {@link WINDOW} readings spanning at least {@link MIN_RATE_SPAN_MS} of
 * local time it takes Δserver / Δlocal, and between readings extrapolates
 * from the newest one at that rate. A sliding window forgets a bad early
 * reading (the shared offset ignores gaps under 10 s, so the first readings
 * of a fast clock read local time). With too few readings the rate is 1.
 * A reading that goes back in time (a restart) starts over; rates outside
 * (0, 10 000] are ignored. An exchange that states its rate
 * (`ext_info.clock_rate`, read by the shared client) needs no learning: a
 * stated rate other than 1 is used from the first reading.
 */
export const MIN_RATE_SPAN_MS = 1_000;
export const WINDOW = 6;
const MAX_RATE = 10_000;

export interface ClockReading {
  /** Server time, unix ms. */
  server: number;
  /** Local monotonic time when it was read (`performance.now()`), ms. */
  local: number;
}

export class ServerClock {
  private readings: ClockReading[] = [];
  private rateValue = 1;

  /**
   * `fallback` answers before the first reading (e.g. the shared client's
   * clock); `stated` is the rate the exchange states (1 = it states none).
   */
  constructor(
    private readonly fallback: (() => number) | null = null,
    private readonly stated: () => number = () => 1,
  ) {}

  observe(server: number, local: number): void {
    if (!Number.isFinite(server) || !Number.isFinite(local)) return;
    const last = this.readings[this.readings.length - 1];
    if (last && (server < last.server || local < last.local)) {
      this.readings = [];
      this.rateValue = 1;
    }
    this.readings.push({ server, local });
    if (this.readings.length > WINDOW) this.readings.shift();
    const first = this.readings[0];
    const span = local - first.local;
    if (span >= MIN_RATE_SPAN_MS) {
      const rate = (server - first.server) / span;
      if (rate > 0 && rate <= MAX_RATE) this.rateValue = rate;
    }
  }

  /** Server ms per local ms: the stated rate, else the learnt one (1 until learnt). */
  get rate(): number {
    const stated = this.stated();
    return stated !== 1 && stated > 0 ? stated : this.rateValue;
  }

  /** The server time at local time `local`; before the first reading the fallback's answer, or null without one. */
  now(local: number): number | null {
    const last = this.readings[this.readings.length - 1];
    if (!last) return this.fallback ? this.fallback() : null;
    return last.server + (local - last.local) * this.rate;
  }
}

/**
 * A page's server clock, fed by its polled query: pass the query's
 * `fulfilledTimeStamp`; every new answer is a reading (the shared client has
 * just updated its offset from the envelope's `time_now`).
 */
export function useServerClock(fulfilledAt: number | undefined): ServerClock {
  const clock = useMemo(() => new ServerClock(() => serverNow(), serverClockRate), []);
  useEffect(() => {
    if (fulfilledAt) clock.observe(serverNow(), performance.now());
  }, [clock, fulfilledAt]);
  return clock;
}

/** The exchange's time now, for one-off reads (the end of a backtest window): the shared client's offset clock. */
export function exchangeNow(): number {
  return serverNow();
}
