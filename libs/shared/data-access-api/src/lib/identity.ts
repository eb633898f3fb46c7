import { generateGuid, isGuid as isV4Guid } from '@tb/util-env';

/**
 * Cookies and headers that identify this browser and client to the exchange.
 *
 * - `tb_guid`: a 36-character device id kept 120 days (spec §9). The client
 *   creates it when absent and sends it as the `guid` header.
 * - `tb_secure_token_<env>`: the auth token. The server sets it HttpOnly, so
 *   the client never reads it; calls carry it through `credentials: 'include'`.
 * - In-app sessions send the app's token as `UserToken` instead (see
 *   @tb/data-access-session's app bridge, which configures it here).
 */
export const GUID_COOKIE = 'tb_guid';
export const GUID_LENGTH = 36;
export const GUID_MAX_AGE_S = 120 * 24 * 60 * 60;
/** The auth cookie's prefix; the environment name follows (`tb_secure_token_prod`). */
export const AUTH_COOKIE_PREFIX = 'tb_secure_token_';
export const AUTH_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

export function readCookie(name: string, cookieText: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookieText.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

export function isGuid(value: string | undefined): value is string {
  return typeof value === 'string' && value.length === GUID_LENGTH && isV4Guid(value);
}

/** A random v4 UUID (36 characters). */
export function newGuid(): string {
  return generateGuid();
}

let memoGuid: string | undefined;

/** This browser's guid: the cookie's, or a new one written to the cookie. */
export function ensureGuid(): string {
  const fromCookie = readCookie(GUID_COOKIE);
  if (isGuid(fromCookie)) return (memoGuid = fromCookie);
  if (memoGuid) return memoGuid;
  memoGuid = newGuid();
  if (typeof document !== 'undefined') {
    const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${GUID_COOKIE}=${memoGuid}; Path=/; Max-Age=${GUID_MAX_AGE_S}; SameSite=Lax${secure}`;
  }
  return memoGuid;
}

/** Test helper. */
export function forgetGuid(): void {
  memoGuid = undefined;
}
