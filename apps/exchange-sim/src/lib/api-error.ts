import { RetCode } from '@tb/contracts';

/**
 * A failure the client should see as an envelope: `ret_code`, `ret_msg`, and
 * the HTTP status (200 for business outcomes, 4xx for bad requests). Throw it
 * from anywhere in a request; the error handler turns it into the envelope.
 */
export class ApiError extends Error {
  constructor(
    readonly retCode: number,
    message: string,
    readonly httpStatus = 200,
    readonly headers: Record<string, string> = {},
    /** The envelope's `result` (default `{}`), e.g. a compliance block's `{compliance: …}`. */
    readonly result: object = {},
  ) {
    super(message);
  }
}

/** 400 + 10001 naming the field: `invalidParam('password', 'must contain a letter and a digit')`. */
export const invalidParam = (field: string, problem: string) =>
  new ApiError(RetCode.INVALID_PARAMS, `${field}: ${problem}`, 400);

/** 429 + 10006 with Retry-After (whole seconds, at least 1). */
export function rateLimited(retryMs: number, what: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  return new ApiError(RetCode.RATE_LIMITED, `too many ${what}; try again in ${seconds} s`, 429, { 'retry-after': String(seconds) });
}

export const notLoggedIn = () => new ApiError(RetCode.NOT_LOGGED_IN, 'not logged in');
export const noPermission = (what = 'this resource') =>
  new ApiError(RetCode.NO_PERMISSION, `user no permission: ${what} belongs to another user`);
