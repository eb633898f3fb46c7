/**
 * `@tb/data-access-api/testing` — test support, never imported by app code:
 * a scripted exchange behind the page's transport. Each app's test harness
 * adapts it to its own way of answering (by path, by URL, a table of handlers).
 */
import { configureTransport, type TransportContext } from './lib/transport';

/** One request the page made, as the scripted exchange saw it. */
export interface ScriptedRequest {
  /** As passed to fetch (may include the query). */
  url: string;
  /** The path without origin and query. */
  path: string;
  query: URLSearchParams;
  method: string;
  /** The parsed JSON body, undefined when there is none. */
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
  init: RequestInit;
}

/** An HTTP answer: status (default 200) and the JSON body. */
export interface ScriptedAnswer {
  status?: number;
  body: unknown;
}

/** What an unknown path answers: 404 in the envelope. */
export const NOT_FOUND: ScriptedAnswer = { status: 404, body: { ret_code: 10404, ret_msg: 'not found', result: {} } };

/** A success envelope around `result`. */
export const envelope = (result: unknown, timeNow = Date.now()): ScriptedAnswer => ({
  body: { ret_code: 0, ret_msg: 'OK', result, ext_info: {}, time_now: (timeNow / 1000).toFixed(3) },
});

/** A failure envelope (`ret_code` ≠ 0), HTTP 200 unless given. */
export const failure = (retCode: number, retMsg = 'error', status = 200): ScriptedAnswer => ({
  status,
  body: { ret_code: retCode, ret_msg: retMsg, result: {}, ext_info: {}, time_now: (Date.now() / 1000).toFixed(3) },
});

/**
 * Puts `answer` behind the transport until `restore()`; `calls` lists every
 * request in order (a live array). Login redirects and the compliance wall are
 * switched off unless `overrides` sets them.
 */
export function scriptedExchange(answer: (request: ScriptedRequest) => ScriptedAnswer | undefined, overrides: Partial<TransportContext> = {}) {
  const calls: ScriptedRequest[] = [];
  const restore = configureTransport({
    fetch: async (url, init) => {
      const [path, search = ''] = url.replace(/^https?:\/\/[^/]+/, '').split('?');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
      const request: ScriptedRequest = { url, path, query: new URLSearchParams(search), method: String(init.method ?? 'GET'), body, headers: { ...(init.headers as Record<string, string>) }, init };
      calls.push(request);
      const reply = answer(request) ?? NOT_FOUND;
      const status = reply.status ?? 200;
      const text = JSON.stringify(reply.body);
      return { ok: status >= 200 && status < 300, status, statusText: status < 300 ? 'OK' : status === 404 ? 'Not Found' : 'Error', text: async () => text };
    },
    onLoginRequired: () => undefined,
    onBotCallFailure: () => undefined,
    ...overrides,
  });
  return { calls, restore };
}
