/**
 * Session cookies and request headers, shared by the simulator (which sets and
 * reads them) and the clients (which send the headers).
 */

/** Environments named by the spec; the cookie name ends with one of them. */
export const SESSION_ENVS = ['production', 'test', 'testnet', 'dev', 'local'] as const;
export type SessionEnv = (typeof SESSION_ENVS)[number];

/** Prefix of the auth-token cookie; the full name is `tb_secure_token_<env>`. */
export const AUTH_COOKIE_PREFIX = 'tb_secure_token_';
export const authCookieName = (env: SessionEnv): string => `${AUTH_COOKIE_PREFIX}${env}`;
/** The auth-token cookie lasts 7 days (HttpOnly, SameSite=Lax, Secure on https). */
export const AUTH_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** The guid cookie: a v4 UUID (36 characters), set on any request lacking it, lasting 120 days. */
export const GUID_COOKIE = 'tb_guid';
export const GUID_COOKIE_MAX_AGE_SECONDS = 120 * 24 * 60 * 60;
export const GUID_LENGTH = 36;

/** Request headers the clients send (HTTP header names are case-insensitive). */
export const HEADERS = {
  /** In-app sessions send the token in this header instead of the cookie. */
  userToken: 'UserToken',
  /** pc | h5 | app */
  platform: 'platform',
  xUserAgent: 'X-User-Agent',
  /** The locale: first path segment of the page. */
  lang: 'lang',
  /** The 36-character guid. */
  guid: 'guid',
} as const;

export const PLATFORMS = ['pc', 'h5', 'app'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** Only the last 8 characters of a user token go in the symbol-list request (spec §9). */
export const TOKEN_SUFFIX_LENGTH = 8;

/** The login page: `/{lang}/login?redirect_url=<encoded URL>`. */
export const loginPagePath = (lang: string, redirectUrl?: string): string =>
  `/${lang}/login${redirectUrl ? `?redirect_url=${encodeURIComponent(redirectUrl)}` : ''}`;
