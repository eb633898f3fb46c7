import {
  MESSAGE_BAD_BUSINESS,
  MESSAGE_BAD_JSON,
  MESSAGE_GATEWAY,
  MESSAGE_NO_PERMISSION,
  MESSAGE_NON_RESPONSE,
  RET_NO_PERMISSION,
  RET_NO_PERMISSION_ALT,
  RET_NOT_LOGGED_IN,
  RET_NOT_LOGGED_IN_ALT,
  STATUS_USER_BANNED,
  type ApiError,
} from './errors';
import { statedClockRate } from './clock';

/**
 * The envelope as the exchange sends it: snake_case from the web gateway,
 * camelCase from the public API (spec §3 "Api envelope").
 */
export interface Envelope<T = unknown> {
  ret_code?: number;
  retCode?: number;
  ret_msg?: string;
  retMsg?: string;
  result?: T;
  ext_info?: unknown;
  time_now?: string;
  time?: number;
}

/** What the transport saw. */
export interface RawResponse {
  ok: boolean;
  status: number;
  statusText: string;
  body: string;
}

/**
 * Which client is reading the answer. They differ only in wording (spec §8):
 * the profile client says "user no permission" for 10007 and "bad business
 * ret_code" for other codes; the generic client carries the server's ret_msg.
 */
export type ClientFlavour = 'generic' | 'profile';

export type Interpretation<T = unknown> =
  | { data: T; serverTime?: number; clockRate?: number }
  | { error: ApiError; serverTime?: number; clockRate?: number };

const SUCCESS_STATUS_CODES = new Set([0, 200]);

function retCodeOf(envelope: Envelope): number | undefined {
  const value = envelope.ret_code ?? envelope.retCode;
  if (value === undefined || value === null) return undefined;
  const code = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(code) ? code : undefined;
}

function retMsgOf(envelope: Envelope): string {
  return envelope.ret_msg ?? envelope.retMsg ?? '';
}

/** Server time in ms from the envelope (`time_now` seconds with decimals, or `time` ms). */
function serverTimeOf(envelope: Envelope): number | undefined {
  if (typeof envelope.time_now === 'string' && envelope.time_now !== '') {
    const [whole, fraction = ''] = envelope.time_now.split('.');
    const ms = Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
    return Number.isFinite(ms) ? ms : undefined;
  }
  return typeof envelope.time === 'number' ? envelope.time : undefined;
}

function statusCodeOf(result: unknown): number | undefined {
  if (typeof result !== 'object' || result === null || !('status_code' in result)) return undefined;
  const value = (result as { status_code: unknown }).status_code;
  if (value === undefined || value === null || value === '') return undefined;
  const code = Number(value);
  return Number.isFinite(code) ? code : undefined;
}

function stringField(result: unknown, field: string): string | undefined {
  if (typeof result !== 'object' || result === null) return undefined;
  const value = (result as Record<string, unknown>)[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parse(body: string): { envelope?: Envelope; bad?: true } {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null ? { envelope: value as Envelope } : { bad: true };
  } catch {
    return { bad: true };
  }
}

/**
 * Turn one HTTP answer into `{ data }` or `{ error }` (spec §5 and §8).
 * A success is exactly: HTTP ok, ret code 0, and `result.status_code` absent,
 * 0 or 200. Pure: side effects (login redirect, cache clearing, compliance
 * wall) are decided by the caller from the error kind.
 */
export function interpretResponse<T = unknown>(raw: RawResponse, flavour: ClientFlavour = 'generic'): Interpretation<T> {
  const hasBody = raw.body.trim() !== '';
  const { envelope } = hasBody ? parse(raw.body) : {};
  const serverTime = envelope ? serverTimeOf(envelope) : undefined;
  // the clock's stated speed travels with its time (ext_info.clock_rate; absent = real time)
  const clockRate = envelope ? statedClockRate(envelope.ext_info) : 1;
  const withTime = <R extends object>(value: R) => (serverTime === undefined ? value : { ...value, serverTime, clockRate });

  if (!raw.ok) {
    // Non-2xx: rejected with status and status text; the envelope (400 names the bad field) rides along.
    const error: ApiError = {
      kind: 'http',
      message: envelope && retMsgOf(envelope) ? retMsgOf(envelope) : `${raw.status} ${raw.statusText}`.trim(),
      status: raw.status,
      statusText: raw.statusText,
    };
    if (envelope) {
      const retCode = retCodeOf(envelope);
      if (retCode !== undefined) error.retCode = retCode;
      if (envelope.result !== undefined) error.result = envelope.result;
    }
    return withTime({ error });
  }
  if (!hasBody) return { error: { kind: 'empty', message: MESSAGE_NON_RESPONSE } };
  if (!envelope) return { error: { kind: 'parse', message: MESSAGE_BAD_JSON, status: raw.status } };

  const retCode = retCodeOf(envelope) ?? 0;
  const result = envelope.result;
  const base = (kind: ApiError['kind'], message: string): ApiError => {
    const error: ApiError = { kind, message, retCode };
    if (result !== undefined) error.result = result;
    const checkCode = stringField(result, 'check_code');
    if (checkCode) error.checkCode = checkCode;
    return error;
  };

  if (retCode === RET_NOT_LOGGED_IN || retCode === RET_NOT_LOGGED_IN_ALT) {
    return withTime({ error: base('not-logged-in', flavour === 'profile' ? MESSAGE_NO_PERMISSION : retMsgOf(envelope) || MESSAGE_NO_PERMISSION) });
  }
  if (retCode === RET_NO_PERMISSION || retCode === RET_NO_PERMISSION_ALT) {
    return withTime({ error: base('no-permission', MESSAGE_NO_PERMISSION) });
  }
  if (retCode !== 0) {
    return withTime({ error: base('business', flavour === 'profile' ? MESSAGE_BAD_BUSINESS : retMsgOf(envelope) || MESSAGE_BAD_BUSINESS) });
  }
  const statusCode = statusCodeOf(result);
  if (statusCode !== undefined && !SUCCESS_STATUS_CODES.has(statusCode)) {
    const banned = statusCode === STATUS_USER_BANNED;
    const error = base(banned ? 'banned' : 'gateway', (banned && stringField(result, 'ban_reason_text')) || MESSAGE_GATEWAY);
    error.statusCode = statusCode;
    return withTime({ error });
  }
  return withTime({ data: result as T });
}
