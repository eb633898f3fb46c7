import { SECOND_CLIENT_TIMEOUT_MS } from './errors';
import { requestApi, type HttpMethod, type RequestOptions } from './transport';
import type { QueryParams } from './url';

/**
 * The second client (spec §7): promise-based get/post/put/patch/delete with a
 * 30000 ms time-out, `:param` path substitution, the guid header and a JSON
 * Content-Type. It serves the imperative calls outside RTK Query that suit a
 * long time-out: the candle history a backtest preview reads page by page
 * (`fetchCandleHistory` in @tb/feature-bot-pages). Cached, re-fetched or
 * invalidated data goes through the RTK Query slices instead.
 * Resolves with the result; rejects with ApiRequestError.
 *
 *   restClient.get('/contract/v5/product/dynamic-symbol-item', { query: { symbol } })
 *   restClient.post('/s1/bot/grid/v1/close-grid/:gridId', { grid_id }, { params: { gridId } })
 */
export interface RestOptions {
  params?: Readonly<Record<string, string | number>>;
  query?: QueryParams;
  timeoutMs?: number;
  signal?: AbortSignal;
  silent?: boolean;
  loginRedirect?: boolean;
  headers?: Readonly<Record<string, string>>;
}

function call<T>(method: HttpMethod, path: string, body: unknown, options: RestOptions = {}): Promise<T> {
  const request: RequestOptions = { ...options, method, timeoutMs: options.timeoutMs ?? SECOND_CLIENT_TIMEOUT_MS };
  if (body !== undefined) request.body = body;
  return requestApi<T>(path, request);
}

export const restClient = {
  get: <T = unknown>(path: string, options?: RestOptions) => call<T>('GET', path, undefined, options),
  delete: <T = unknown>(path: string, options?: RestOptions & { body?: unknown }) => call<T>('DELETE', path, options?.body, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RestOptions) => call<T>('POST', path, body ?? {}, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RestOptions) => call<T>('PUT', path, body ?? {}, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RestOptions) => call<T>('PATCH', path, body ?? {}, options),
};
