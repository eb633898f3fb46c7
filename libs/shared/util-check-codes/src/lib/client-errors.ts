import type { Severity } from './codes';

/**
 * The shell/client error catalogue (spec §8) as constants, with the
 * developer-facing message each error carries (exactly the spec's strings)
 * and the key of what the trader is shown. Kinds match
 * `ApiErrorKind` of `@tb/data-access-api`, so a toast listener can show
 * `t(CLIENT_ERRORS[error.kind].key)`.
 */
export const RET_CODE_OK = 0;
/** Not logged in (the exchange uses both numbers): the shell sends the user to the login page. */
export const RET_CODE_NOT_LOGGED_IN = [10007, 100007] as const;
/** Logged in but not allowed: the request cache is cleared unless it was the profile request. */
export const RET_CODE_NO_PERMISSION = [33003, 10009] as const;
/** Client-side code of a request that outlived its time-out. */
export const RET_CODE_TIMEOUT = 9000001;
/** Simulator/gateway codes from the architecture's API conventions. */
export const RET_CODE_BAD_REQUEST = 10001;
export const RET_CODE_RATE_LIMITED = 10006;
export const RET_CODE_NOT_FOUND = 10404;
/**
 * A compliance block (spec §7; @tb/contracts `RetCode.COMPLIANCE`): the shell
 * opens the compliance wall with the reason; a form under it says only that
 * the product is not available, with the wall's key `client.compliance`.
 */
export const RET_CODE_COMPLIANCE = 10024;
export const COMPLIANCE_MESSAGE_KEY = 'client.compliance';

/** Request time-outs (spec §9): bot and profile calls 10 s; the second client 30 000 ms (also the default). */
export const REQUEST_TIMEOUT_MS = 10_000;
export const SECOND_CLIENT_TIMEOUT_MS = 30_000;

export const CLIENT_ERROR_MESSAGES = {
  timeout: 'Request timeout, please re-try!',
  nonResponse: 'Non Response!',
  gateway: 'gateway error',
  badBusiness: 'bad business ret_code',
  noPermission: 'user no permission',
} as const;

export type ClientErrorKind =
  | 'timeout'
  | 'network'
  | 'http'
  | 'empty'
  | 'parse'
  | 'not-logged-in'
  | 'no-permission'
  | 'business'
  | 'gateway'
  | 'banned'
  | 'rate-limited';

export interface ClientErrorDef {
  readonly kind: ClientErrorKind;
  /** Ret codes that produce this error, when there are any. */
  readonly retCodes: readonly number[];
  /** Developer-facing message (thrown / logged), the spec's text where it gives one. */
  readonly message: string;
  /** What the trader is shown: key in the `checkCodes` namespace. */
  readonly key: string;
  readonly severity: Severity;
}

export const CLIENT_ERRORS: Readonly<Record<ClientErrorKind, ClientErrorDef>> = {
  timeout: { kind: 'timeout', retCodes: [RET_CODE_TIMEOUT], message: CLIENT_ERROR_MESSAGES.timeout, key: 'client.timeout', severity: 'error' },
  network: { kind: 'network', retCodes: [], message: 'Network error', key: 'client.network', severity: 'error' },
  http: { kind: 'http', retCodes: [], message: 'HTTP error', key: 'client.http', severity: 'error' },
  empty: { kind: 'empty', retCodes: [], message: CLIENT_ERROR_MESSAGES.nonResponse, key: 'client.empty', severity: 'error' },
  parse: { kind: 'parse', retCodes: [], message: 'Malformed response', key: 'client.parse', severity: 'error' },
  'not-logged-in': {
    kind: 'not-logged-in',
    retCodes: RET_CODE_NOT_LOGGED_IN,
    message: CLIENT_ERROR_MESSAGES.noPermission,
    key: 'client.notLoggedIn',
    severity: 'info',
  },
  'no-permission': {
    kind: 'no-permission',
    retCodes: RET_CODE_NO_PERMISSION,
    message: CLIENT_ERROR_MESSAGES.noPermission,
    key: 'client.noPermission',
    severity: 'error',
  },
  business: { kind: 'business', retCodes: [], message: CLIENT_ERROR_MESSAGES.badBusiness, key: 'client.business', severity: 'error' },
  gateway: { kind: 'gateway', retCodes: [RET_CODE_OK], message: CLIENT_ERROR_MESSAGES.gateway, key: 'client.gateway', severity: 'error' },
  banned: { kind: 'banned', retCodes: [RET_CODE_OK], message: CLIENT_ERROR_MESSAGES.gateway, key: 'client.banned', severity: 'error' },
  'rate-limited': {
    kind: 'rate-limited',
    retCodes: [RET_CODE_RATE_LIMITED],
    message: 'Too many requests',
    key: 'client.rateLimited',
    severity: 'warning',
  },
};

/** Which catalogue entry a non-zero ret code belongs to (0 → null: not an error by itself). */
export function clientErrorOfRetCode(retCode: number): ClientErrorDef | null {
  if (retCode === RET_CODE_OK) return null;
  if ((RET_CODE_NOT_LOGGED_IN as readonly number[]).includes(retCode)) return CLIENT_ERRORS['not-logged-in'];
  if ((RET_CODE_NO_PERMISSION as readonly number[]).includes(retCode)) return CLIENT_ERRORS['no-permission'];
  if (retCode === RET_CODE_TIMEOUT) return CLIENT_ERRORS.timeout;
  if (retCode === RET_CODE_RATE_LIMITED) return CLIENT_ERRORS['rate-limited'];
  return CLIENT_ERRORS.business;
}

/**
 * Log codes of the symbol-config cache client (spec §8: 10011501–10011507).
 * The spec gives only the range; the meanings are designed, one per failure
 * the cache can meet, in the order a request meets them.
 */
export const SYMBOL_CACHE_LOG_CODES = {
  cacheReadFailed: 10011501,
  cacheParseFailed: 10011502,
  staleKeyVersionPurged: 10011503,
  requestFailed: 10011504,
  badRetCode: 10011505,
  cacheWriteFailed: 10011506,
  fallbackListUsed: 10011507,
} as const;
