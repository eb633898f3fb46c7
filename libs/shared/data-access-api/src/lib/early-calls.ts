/**
 * Calls the shell's index.html starts before the page's scripts have run
 * (issue 30): on a bot's detail address the page's first screen waits for the
 * bot's detail, and asking for it only once the shell, the remote and the
 * page's chunks had run put it four levels deep in the request chain. A
 * remote names the call a page's first screen waits for in its preload.json
 * (tools/webpack/first-render.js: the route's `call`, a POST of an API path
 * with the address's segments in its JSON body); index.html sends it as soon
 * as that list arrives — the request the transport would send: same URL,
 * method, JSON body, `credentials: 'include'` and the transport's headers (as
 * the head's profile call sent them) — and leaves it here:
 *
 *   window.__TB_EARLY_CALLS__ = [{ url, method, headers, body, startedAt, answer }]
 *   // answer: Promise<{ ok, status, statusText, body, receivedAt }>
 *
 * `takeEarlyCall` hands a request's answer to the transport once, only when
 * every part of the request matches what the transport is about to send and
 * the head started it less than {@link EARLY_CALL_MAX_AGE_MS} ago (a later
 * visit to the same bot asks afresh). The transport then treats the answer
 * as its own response: the same envelope rules, error side effects (login,
 * cache clear, compliance wall) and server clock reading. When the head's
 * request failed (network, abort), the transport sends its own.
 */
import type { RawResponse } from './interpret';

export interface EarlyCallAnswer extends RawResponse {
  /** `Date.now()` when the body had arrived (the server clock's reading is for then). */
  receivedAt: number;
}

export interface EarlyCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The JSON body as sent ('' for none). */
  body: string;
  /** `Date.now()` when the head sent it. */
  startedAt: number;
  answer: Promise<EarlyCallAnswer>;
}

export const EARLY_CALLS_GLOBAL = '__TB_EARLY_CALLS__';
/** An early answer older than this is not used (the page asks again). */
export const EARLY_CALL_MAX_AGE_MS = 20_000;

type EarlyGlobals = { [EARLY_CALLS_GLOBAL]?: unknown };

/** Whether `b` holds exactly the headers `a` (the transport's) holds: the same names, the same values. */
export function sameHeaders(a: Readonly<Record<string, string>>, b: unknown): boolean {
  if (typeof b !== 'object' || b === null) return false;
  const other = b as Record<string, unknown>;
  const keys = Object.keys(a);
  if (Object.keys(other).length !== keys.length) return false;
  // Header names are case-insensitive on the wire, but both sides spell them as the transport does.
  return keys.every((key) => other[key] === a[key]);
}

/** Whether a head script's answer has the shape the transport reads (anything else is not used). */
export function isEarlyAnswer(value: unknown): value is EarlyCallAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Partial<EarlyCallAnswer>;
  return typeof answer.ok === 'boolean' && typeof answer.status === 'number' && typeof answer.body === 'string' && typeof answer.receivedAt === 'number';
}

function isCall(value: unknown): value is EarlyCall {
  if (typeof value !== 'object' || value === null) return false;
  const call = value as Partial<EarlyCall>;
  return typeof call.url === 'string' && typeof call.method === 'string' && typeof call.body === 'string' && typeof call.startedAt === 'number' && typeof call.answer?.then === 'function';
}

/**
 * The head's answer to exactly this request (see above), once, resolving to
 * `undefined` when that request failed; `undefined` when there is none to take
 * (make the request yourself).
 */
export function takeEarlyCall(
  request: { url: string; method: string; headers: Readonly<Record<string, string>>; body: string | undefined },
  globals: EarlyGlobals = globalThis as EarlyGlobals,
  now: number = Date.now(),
): Promise<EarlyCallAnswer | undefined> | undefined {
  const calls = globals[EARLY_CALLS_GLOBAL];
  if (!Array.isArray(calls) || calls.length === 0) return undefined;
  const index = calls.findIndex((call) => isCall(call) && call.url === request.url && call.method === request.method && call.body === (request.body ?? '') && sameHeaders(request.headers, call.headers));
  if (index < 0) return undefined;
  const [call] = calls.splice(index, 1) as EarlyCall[];
  if (!(now - call.startedAt >= 0 && now - call.startedAt <= EARLY_CALL_MAX_AGE_MS)) return undefined;
  return call.answer.then(
    (answer) => (isEarlyAnswer(answer) ? answer : undefined),
    () => undefined,
  );
}
