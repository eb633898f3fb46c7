import { apiUrl, interpretResponse, isEarlyAnswer, observeServerTime, sameHeaders, standardHeaders, ApiRequestError, RET_COMPLIANCE, transportContext, type EarlyCallAnswer } from '@tb/data-access-api';
import { SESSION_PATHS } from './paths';

/**
 * The profile call the shell's index.html starts in its head (issue 30): a
 * first visit no longer waits for the shell's scripts to download and run
 * before asking who the visitor is. It is the transport's own request — a
 * same-origin GET of the user's profile, `credentials: 'include'`, the
 * transport's headers, nothing in the URL but the path — made earlier:
 *
 *   window.__TB_PROFILE__ = { url, headers, answer }   // answer: { ok, status, statusText, body, receivedAt }
 *
 * `takeEarlyProfile` hands it over once (a later load, after a login, asks
 * again), and only if the head script asked exactly what the transport would
 * ask now (same URL, same headers: platform, lang, guid, user agent, no
 * in-app token); otherwise, or when the head script did not run or its
 * request failed (network, abort), the caller makes its own request. An HTTP
 * answer, error or not (401, a not-logged-in envelope), is the answer: it
 * goes through the transport's envelope rules (`interpretResponse`, flavour
 * `profile`) as if the transport had received it.
 */
/** The head's answer (`receivedAt`: `Date.now()` when the body had arrived; the server clock's reading is for then). */
export type EarlyAnswer = EarlyCallAnswer;
export interface EarlyProfileRequest {
  url: string;
  headers: Record<string, string>;
  answer: Promise<EarlyAnswer>;
}

export const EARLY_PROFILE_GLOBAL = '__TB_PROFILE__';

type EarlyGlobals = { [EARLY_PROFILE_GLOBAL]?: EarlyProfileRequest };

/** The head script's answer if it is usable (see above), once; `undefined`: make the request yourself. */
export async function takeEarlyProfile(globals: EarlyGlobals = globalThis as EarlyGlobals): Promise<EarlyAnswer | undefined> {
  const early = globals[EARLY_PROFILE_GLOBAL];
  if (!early) return undefined;
  delete globals[EARLY_PROFILE_GLOBAL];
  if (early.url !== apiUrl(SESSION_PATHS.profile) || !sameHeaders(standardHeaders(false), early.headers) || typeof early.answer?.then !== 'function') return undefined;
  try {
    const answer = await early.answer;
    return isEarlyAnswer(answer) ? answer : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The profile from the early answer, by the transport's rules for the profile call: the server
 * clock is read, an error throws ApiRequestError (never a redirect, never a cache clear), and a
 * compliance block is offered to the compliance wall as the transport would.
 */
export function profileFromEarlyAnswer<T>(answer: EarlyAnswer): T {
  const interpreted = interpretResponse<T>({ ok: answer.ok, status: answer.status, statusText: answer.statusText ?? '', body: answer.body }, 'profile');
  if (interpreted.serverTime !== undefined) observeServerTime(interpreted.serverTime, answer.receivedAt, interpreted.clockRate);
  if ('error' in interpreted) {
    if (interpreted.error.retCode === RET_COMPLIANCE) transportContext().onBotCallFailure(interpreted.error);
    throw new ApiRequestError(interpreted.error);
  }
  return interpreted.data;
}
