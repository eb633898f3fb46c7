import type { EnvelopeOf } from '@tb/contracts';

/**
 * Envelope helpers. `time_now` is the simulated clock in unix seconds with
 * decimals (the exchange's own time; equal to the wall clock at speed 1).
 */
export type TimeSource = () => number;

export const timeNow = (ms: number): string => (ms / 1000).toFixed(6);

/** A success envelope around `result`. */
export function envelope<T>(now: number, result: T): EnvelopeOf<T> {
  return { ret_code: 0, ret_msg: 'OK', result, ext_info: {}, time_now: timeNow(now) };
}

/** An error envelope (result `{}`), already serialised: it bypasses the route's success schema. */
export function errorBody(now: number, retCode: number, message: string): string {
  return JSON.stringify({ ret_code: retCode, ret_msg: message, result: {}, ext_info: {}, time_now: timeNow(now) });
}
