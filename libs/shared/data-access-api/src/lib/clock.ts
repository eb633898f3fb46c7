/**
 * Server clock. Each envelope carries the server time; the gap to the local
 * clock is kept so countdowns and "running for" durations use server time.
 * Spec §5/§9: a gap under 10 s is ignored (treated as 0), a gap over one day
 * is logged as a warning (the user's clock is probably wrong) but still used.
 */
export const CLOCK_SKEW_TOLERANCE_MS = 10_000;
export const CLOCK_SKEW_WARNING_MS = 24 * 60 * 60 * 1000;

let offsetMs = 0;
let warned = false;

/**
 * Record one server timestamp (ms) observed at local time `localNow`.
 * Returns the offset now in use (server − local, ms).
 */
export function observeServerTime(serverMs: number, localNow: number = Date.now()): number {
  const gap = serverMs - localNow;
  if (Math.abs(gap) < CLOCK_SKEW_TOLERANCE_MS) {
    offsetMs = 0;
    return offsetMs;
  }
  if (Math.abs(gap) > CLOCK_SKEW_WARNING_MS && !warned) {
    warned = true;
    console.warn(`[api] local clock differs from the server by ${Math.round(gap / 1000)} s; using server time`);
  }
  offsetMs = gap;
  return offsetMs;
}

/** Offset in use (server − local, ms). */
export function serverClockOffset(): number {
  return offsetMs;
}

/** Now, in server time (ms). */
export function serverNow(localNow: number = Date.now()): number {
  return localNow + offsetMs;
}

/** Test helper: forget what was observed. */
export function resetServerClock(): void {
  offsetMs = 0;
  warned = false;
}
