import type { EnvelopeOf, ExtInfo } from '@tb/contracts';
import type { Clock } from '../market/clock';

/**
 * Envelope helpers. `time_now` is the simulated clock in unix seconds with
 * decimals (the exchange's own time; equal to the wall clock at speed 1), and
 * `ext_info.clock_rate` says how fast that clock runs (`SIM_SPEED`), so a
 * client takes a clock far ahead of its own for what it is: an accelerated
 * demo, not a wrong local clock (contracts, common.ts).
 */
export type TimeSource = () => number;

export const timeNow = (ms: number): string => (ms / 1000).toFixed(6);

/** The clock facts every envelope carries. */
export function extInfo(clock: Pick<Clock, 'speed'>): ExtInfo {
  return { clock_rate: String(clock.speed) };
}

/** A success envelope around `result`. */
export function envelope<T>(clock: Clock, result: T): EnvelopeOf<T> {
  return { ret_code: 0, ret_msg: 'OK', result, ext_info: extInfo(clock), time_now: timeNow(clock.now()) };
}

/** An error envelope (result `{}` unless given), already serialised: it bypasses the route's success schema. */
export function errorBody(clock: Clock, retCode: number, message: string, result: object = {}): string {
  return JSON.stringify({ ret_code: retCode, ret_msg: message, result, ext_info: extInfo(clock), time_now: timeNow(clock.now()) });
}
