/**
 * The client's error catalogue (spec §8) as data. Every failed call, whatever
 * went wrong, becomes one serialisable {@link ApiError}; the base query returns
 * it as `{ error }` and never throws, the promise clients throw it wrapped in
 * {@link ApiRequestError}.
 */

/** Ret code: not logged in (the exchange uses both spellings). */
export const RET_NOT_LOGGED_IN = 10007;
export const RET_NOT_LOGGED_IN_ALT = 100007;
/** Ret codes: logged in, but this user may not call this. */
export const RET_NO_PERMISSION = 33003;
export const RET_NO_PERMISSION_ALT = 10009;
/** Client-side code for a request that took longer than its time-out. */
export const RET_TIMEOUT = 9000001;
/**
 * Ret code the gateway answers when a compliance rule (KYC, region, product
 * eligibility) blocks the call. The spec shows the compliance wall "on failure
 * of the generic bot call" without listing codes; a real exchange shows the
 * wall only when the failure is a compliance block, so this is the code that
 * opens it (plus any failure whose result carries a `compliance` object).
 */
export const RET_COMPLIANCE = 10024;
/** Bot result status code of a banned user (its result carries `ban_reason_text`). */
export const STATUS_USER_BANNED = 421;

export const MESSAGE_NO_PERMISSION = 'user no permission';
export const MESSAGE_BAD_BUSINESS = 'bad business ret_code';
export const MESSAGE_GATEWAY = 'gateway error';
export const MESSAGE_NON_RESPONSE = 'Non Response!';
export const MESSAGE_TIMEOUT = 'Request timeout, please re-try!';
export const MESSAGE_NETWORK = 'Network error';
export const MESSAGE_BAD_JSON = 'Malformed response';

/** Default time-out of the bot/profile calls (spec §9: 10 s). */
export const DEFAULT_TIMEOUT_MS = 10_000;
/** Time-out of the second (REST) client (spec §7/§9: 30000 ms). */
export const SECOND_CLIENT_TIMEOUT_MS = 30_000;

export type ApiErrorKind =
  /** The request did not finish within its time-out (ret code 9000001). */
  | 'timeout'
  /** fetch itself failed (offline, DNS, CORS, aborted by the page). */
  | 'network'
  /** Non-2xx HTTP status. */
  | 'http'
  /** 2xx with an empty body. */
  | 'empty'
  /** 2xx with a body that is not JSON. */
  | 'parse'
  /** ret code 10007 / 100007. */
  | 'not-logged-in'
  /** ret code 33003 / 10009. */
  | 'no-permission'
  /** Any other non-zero ret code. */
  | 'business'
  /** ret code 0 but `result.status_code` is not absent, 0 or 200. */
  | 'gateway'
  /** A gateway error whose status code says the user is banned (421). */
  | 'banned';

/** One failed call, serialisable (it goes through the Redux store). */
export interface ApiError {
  kind: ApiErrorKind;
  /** Developer-facing text: the spec's message, or the server's ret_msg. */
  message: string;
  /** Envelope ret code (or 9000001 for a time-out). */
  retCode?: number;
  /** `result.status_code` of a gateway error. */
  statusCode?: number;
  /** HTTP status and status text of a non-2xx answer. */
  status?: number;
  statusText?: string;
  /** `result.check_code` when the server sent one (forms map it onto fields). */
  checkCode?: string;
  /** The envelope's `result`, as received. */
  result?: unknown;
  /** The caller handles this error itself: no toast. */
  silent?: boolean;
}

/** Error thrown by the promise clients (profile client, second client). */
export class ApiRequestError extends Error {
  readonly error: ApiError;
  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.error = error;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && typeof (value as ApiError).kind === 'string' && typeof (value as ApiError).message === 'string';
}

/** The ApiError inside anything a call may have rejected with. */
export function toApiError(value: unknown): ApiError {
  if (value instanceof ApiRequestError) return value.error;
  if (isApiError(value)) return value;
  return { kind: 'network', message: value instanceof Error ? value.message : String(value) };
}
