import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { ApiError } from './errors';
import { callApi, type HttpMethod } from './transport';
import type { QueryParams } from './url';

/** What an endpoint's `query` returns: a path (under /x-api) and how to call it. */
export interface ApiRequest {
  url: string;
  method?: HttpMethod;
  params?: Readonly<Record<string, string | number>>;
  query?: QueryParams;
  body?: unknown;
  timeoutMs?: number;
}

/** Per-endpoint options (`extraOptions`). */
export interface ApiExtraOptions {
  /** The component handles the error itself (form check codes...): no toast. */
  silent?: boolean;
  /** Set false for calls where 10007 should not leave the page. */
  loginRedirect?: boolean;
}

/**
 * RTK Query base query over the exchange's envelope. Returns `{ data: result }`
 * or `{ error: ApiError }`, never throws (CONVENTIONS 2).
 */
export const envelopeBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiError, ApiExtraOptions> = async (args, api, extraOptions) => {
  const request = typeof args === 'string' ? { url: args } : args;
  return callApi(request.url, {
    method: request.method,
    params: request.params,
    query: request.query,
    body: request.body,
    timeoutMs: request.timeoutMs,
    signal: api.signal,
    silent: extraOptions?.silent,
    loginRedirect: extraOptions?.loginRedirect,
  });
};

/**
 * Tag types every area may use for invalidation. A remote needing another
 * adds it with `api.enhanceEndpoints({ addTagTypes: [...] })`.
 */
export const API_TAG_TYPES = ['Profile', 'BotList', 'Bot', 'Balance', 'Orders', 'Config', 'Announcements', 'Notices', 'Risk'] as const;

/**
 * The page's one API slice. It has no endpoints of its own: the shell and each
 * remote add theirs with `api.injectEndpoints`, names prefixed with their kind
 * (`shellListAllBots`, `spotGridCreate`...) so that no two areas can overwrite
 * each other's endpoint.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: envelopeBaseQuery,
  tagTypes: API_TAG_TYPES,
  keepUnusedDataFor: 60,
  endpoints: () => ({}),
});
