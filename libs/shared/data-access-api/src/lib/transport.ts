import { localeFromPath, platformHeader } from '@tb/util-env';
import { observeServerTime } from './clock';
import { ApiRequestError, DEFAULT_TIMEOUT_MS, MESSAGE_NETWORK, MESSAGE_TIMEOUT, RET_COMPLIANCE, RET_TIMEOUT, type ApiError } from './errors';
import { takeEarlyCall } from './early-calls';
import { ensureGuid } from './identity';
import { interpretResponse, type ClientFlavour } from './interpret';
import { redirectToLogin } from './login-redirect';
import { apiUrl, isBotCall, substitutePath, type QueryParams } from './url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The `platform` header (spec §7): desktop web, mobile web, or the native app's webview. */
export type Platform = 'pc' | 'h5' | 'app';

/**
 * What the transport needs from the rest of the page. Defaults work in a
 * plain browser; @tb/data-access-session overrides `platform` and `userToken`
 * inside the native app, and the store wires `clearCache`; the shell wires the
 * compliance wall.
 */
export interface TransportContext {
  platform(): Platform;
  /** The in-app user token, sent as `UserToken` (web sessions use the cookie). */
  userToken(): string | undefined;
  /** URL locale sent as the `lang` header (first path segment). */
  lang(): string;
  userAgent(): string;
  fetch(input: string, init: RequestInit): Promise<Pick<Response, 'ok' | 'status' | 'statusText' | 'text'>>;
  /** 10007/100007 on a generic call. */
  onLoginRequired(): void;
  /** 33003/10009: clear the request cache unless it was the profile request. */
  clearCache(): void;
  /** Any failure of a generic bot call (`/s1/bot/...`): the shell decides whether the compliance wall opens. */
  onBotCallFailure(error: ApiError): void;
}

const defaults: TransportContext = {
  platform: () => platformHeader(globalThis),
  userToken: () => undefined,
  lang: () => (typeof location === 'undefined' ? 'en' : localeFromPath(location.pathname)),
  userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
  fetch: (input, init) => globalThis.fetch(input, init),
  onLoginRequired: () => redirectToLogin(),
  clearCache: () => undefined,
  onBotCallFailure: () => undefined,
};

let context: TransportContext = { ...defaults };

/** Override parts of the transport context (returns a function restoring the previous values). */
export function configureTransport(overrides: Partial<TransportContext>): () => void {
  const previous = context;
  context = { ...context, ...overrides };
  return () => {
    context = previous;
  };
}

export function transportContext(): Readonly<TransportContext> {
  return context;
}

export interface RequestOptions {
  method?: HttpMethod;
  /** Values for `:name` segments of the path. */
  params?: Readonly<Record<string, string | number>>;
  query?: QueryParams;
  /** JSON body (POST/PUT/PATCH/DELETE). */
  body?: unknown;
  /** Defaults to 10 s. */
  timeoutMs?: number;
  /** Wording of the errors; `profile` also never redirects and never clears the cache. */
  flavour?: ClientFlavour;
  /** Set false to get the 10007 error without being sent to the login page. */
  loginRedirect?: boolean;
  /** The caller handles the error itself (no toast). */
  silent?: boolean;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export type CallResult<T> = { data: T } | { error: ApiError };

/** The headers every call carries (spec §7, ARCHITECTURE "Headers the clients send"). */
export function standardHeaders(hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    platform: context.platform(),
    'X-User-Agent': context.userAgent(),
    lang: context.lang(),
    guid: ensureGuid(),
  };
  if (hasBody) headers['Content-Type'] = 'application/json';
  const token = context.userToken();
  if (token) headers['UserToken'] = token;
  return headers;
}

/** `promise`, or a rejection (an AbortError) as soon as `signal` aborts (the call's timeout or its caller). */
function untilAborted<V>(promise: Promise<V>, signal: AbortSignal): Promise<V> {
  if (signal.aborted) return Promise.reject(new DOMException('Request aborted', 'AbortError'));
  return new Promise<V>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Request aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: string }).name === 'AbortError';
}

/**
 * One call to the exchange. Never throws: the answer is `{ data }` (the
 * envelope's result) or `{ error }` (see ./errors). Side effects of an error:
 * 10007 sends the user to the login page (generic calls), 33003/10009 clear
 * the request cache (except for the profile call), and any failed bot call is
 * offered to the compliance wall.
 */
export async function callApi<T = unknown>(path: string, options: RequestOptions = {}): Promise<CallResult<T>> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const flavour = options.flavour ?? 'generic';
  let url: string;
  try {
    url = apiUrl(substitutePath(path, options.params), options.query);
  } catch (error) {
    return { error: { kind: 'network', message: (error as Error).message } };
  }
  const hasBody = options.body !== undefined && method !== 'GET';
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const abortFromCaller = () => controller.abort();
  options.signal?.addEventListener('abort', abortFromCaller, { once: true });

  let outcome: CallResult<T>;
  try {
    const headers = { ...standardHeaders(hasBody), ...options.headers };
    const json = hasBody ? JSON.stringify(options.body) : undefined;
    // the same request, started by index.html's head before any script ran (./early-calls), if it was
    const earlyAnswer = takeEarlyCall({ url, method, headers, body: json });
    const early = earlyAnswer && (await untilAborted(earlyAnswer, controller.signal));
    let raw: { ok: boolean; status: number; statusText: string; body: string };
    let receivedAt: number;
    if (early) {
      raw = { ok: early.ok, status: early.status, statusText: early.statusText ?? '', body: early.body };
      receivedAt = early.receivedAt;
    } else {
      const response = await context.fetch(url, { method, credentials: 'include', headers, body: json, signal: controller.signal });
      raw = { ok: response.ok, status: response.status, statusText: response.statusText, body: await response.text() };
      receivedAt = Date.now();
    }
    const interpreted = interpretResponse<T>(raw, flavour);
    if (interpreted.serverTime !== undefined) observeServerTime(interpreted.serverTime, receivedAt, interpreted.clockRate);
    outcome = 'error' in interpreted ? { error: interpreted.error } : { data: interpreted.data };
  } catch (error) {
    outcome = timedOut
      ? { error: { kind: 'timeout', retCode: RET_TIMEOUT, message: MESSAGE_TIMEOUT } }
      : { error: { kind: 'network', message: isAbort(error) ? 'Request aborted' : error instanceof Error && error.message ? error.message : MESSAGE_NETWORK } };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', abortFromCaller);
  }

  if ('error' in outcome) {
    const error = options.silent ? { ...outcome.error, silent: true } : outcome.error;
    outcome = { error };
    if (error.kind === 'not-logged-in' && flavour === 'generic' && options.loginRedirect !== false) context.onLoginRequired();
    if (error.kind === 'no-permission' && flavour !== 'profile') context.clearCache();
    // a compliance block opens the wall whatever the path (the futures kinds' creates live outside /s1/bot)
    if (isBotCall(url) || error.retCode === RET_COMPLIANCE) context.onBotCallFailure(error);
  }
  return outcome;
}

/** Like {@link callApi}, but resolves with the result and rejects with {@link ApiRequestError}. */
export async function requestApi<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const outcome = await callApi<T>(path, options);
  if ('error' in outcome) throw new ApiRequestError(outcome.error);
  return outcome.data;
}
