/** Path and query helpers of the clients. */

export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;
export type QueryParams = Readonly<Record<string, QueryValue>>;

/** API path prefix (spec §7). */
export const API_PREFIX = '/x-api';
/** Prefix of the generic bot calls. */
export const BOT_PREFIX = '/s1/bot';

/**
 * Substitute `:name` segments from `params`, URI-encoded. A missing parameter
 * is a programming error and throws (an unreplaced `:id` would call the wrong URL).
 */
export function substitutePath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter :${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=x` from a record; undefined and null values are left out; arrays repeat the key. */
export function queryString(query: QueryParams | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The URL a call goes to: absolute URLs are used as given, paths are put under
 * /x-api (unless they already start with it).
 */
export function apiUrl(path: string, query?: QueryParams): string {
  const base = /^https?:\/\//.test(path) || path.startsWith(`${API_PREFIX}/`) ? path : `${API_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
  return base + queryString(query);
}

/** A generic bot call's path: `botPath('/tradingbot/v1/list-all-bots')` → `/s1/bot/tradingbot/v1/list-all-bots`. */
export function botPath(path: string): string {
  return `${BOT_PREFIX}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** True for a generic bot call (the compliance wall applies to these). */
export function isBotCall(url: string): boolean {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.startsWith(`${API_PREFIX}${BOT_PREFIX}/`) || path.startsWith(`${BOT_PREFIX}/`);
}
