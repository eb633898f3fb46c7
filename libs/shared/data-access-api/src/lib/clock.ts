/**
 * Server clock. Each envelope carries the server time (`time_now`) and, from
 * an exchange that says so, how fast that clock runs (`ext_info.clock_rate`,
 * contracts common.ts: a simulator at `SIM_SPEED=60` says 60; absent = 1).
 *
 * - A real-time server (rate 1): the gap to the local clock is kept so
 *   countdowns and "running for" durations use server time. Spec §5/§9: a
 *   gap under 10 s is ignored (treated as 0), a gap over one day is logged
 *   once as a warning (the user's clock is probably wrong) but still used.
 * - An accelerated clock (rate ≠ 1, a demo): the gap is intended, never a
 *   warning. Server time is extrapolated from the newest reading at the
 *   stated rate, so a countdown on the page runs as fast as the exchange.
 *
 * Listeners (`subscribeServerClock`) hear when the stated rate changes (the
 * shell shows "simulated time ×60" while it is not 1).
 */
export const CLOCK_SKEW_TOLERANCE_MS = 10_000;
export const CLOCK_SKEW_WARNING_MS = 24 * 60 * 60 * 1000;

let offsetMs = 0;
let warned = false;
let rate = 1;
let reading: { server: number; local: number } | null = null;
const listeners = new Set<() => void>();

/** The clock rate an envelope states (`ext_info.clock_rate`), or 1 when it states none or nonsense. */
export function statedClockRate(extInfo: unknown): number {
  if (typeof extInfo !== 'object' || extInfo === null) return 1;
  const value = (extInfo as { clock_rate?: unknown }).clock_rate;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(n) && n >= 0 ? n : 1;
}

/**
 * Record one server timestamp (ms) observed at local time `localNow`, with the
 * rate the server stated. Returns the offset now in use (server − local, ms).
 */
export function observeServerTime(serverMs: number, localNow: number = Date.now(), statedRate = 1): number {
  if (statedRate !== rate) {
    rate = statedRate;
    for (const listener of listeners) listener();
  }
  reading = { server: serverMs, local: localNow };
  const gap = serverMs - localNow;
  if (rate === 1 && Math.abs(gap) < CLOCK_SKEW_TOLERANCE_MS) {
    offsetMs = 0;
    return offsetMs;
  }
  if (rate === 1 && Math.abs(gap) > CLOCK_SKEW_WARNING_MS && !warned) {
    warned = true;
    console.warn(`[api] local clock differs from the server by ${Math.round(gap / 1000)} s; using server time`);
  }
  offsetMs = gap;
  return offsetMs;
}

/** Offset in use at the last reading (server − local, ms). */
export function serverClockOffset(): number {
  return offsetMs;
}

/** The rate the exchange states for its clock (1 = real time). */
export function serverClockRate(): number {
  return rate;
}

/** Called when the stated rate changes; returns the unsubscribe. */
export function subscribeServerClock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Now, in server time (ms): the offset clock at rate 1, the newest reading extrapolated at the stated rate otherwise. */
export function serverNow(localNow: number = Date.now()): number {
  if (rate !== 1 && reading) return reading.server + Math.round((localNow - reading.local) * rate);
  return localNow + offsetMs;
}

/** Test helper: forget what was observed. */
export function resetServerClock(): void {
  offsetMs = 0;
  warned = false;
  rate = 1;
  reading = null;
  for (const listener of listeners) listener();
}
