import type { AppStore } from '@tb/data-access-api';
import { selectLoginStatus } from '@tb/data-access-session';

/**
 * How long the first render waits at most for the session's first answer
 * (it normally arrives with the translations: the profile call starts with them).
 */
export const SESSION_WAIT_MS = 1_500;

/**
 * Resolves when the session's first answer is in — the profile call has
 * settled, so the login status is known (logged in, anonymous, or the call
 * failed) and the exchange's envelope has stated its clock rate — or after
 * `boundMs`, whichever comes first.
 *
 * Why the first render waits for it (issue 30, layout shift): what sits above
 * `<main>` depends on that answer — the simulated-clock line (only when the
 * envelope says the clock is not real time), the banned line, and the header's
 * account corner (a placeholder, then log in / sign up buttons of another
 * width that can wrap the header on a phone). Painted before the answer, each
 * arrives later and pushes the whole page down. The call starts in parallel
 * with the translations the first render needs anyway, so waiting for it costs
 * no extra round trip; the bound keeps a slow or hung profile call from holding
 * the page (then the late insertion happens, as before).
 */
export function sessionAnswered(store: AppStore, boundMs = SESSION_WAIT_MS): Promise<void> {
  return firstScreenReady(store, undefined, boundMs);
}

/**
 * {@link sessionAnswered}, and also `page` (the page's own first-screen data and code, e.g. the
 * home's `startHome`), under the same bound: what the first paint shows is then drawn at its
 * final size and nothing arrives later to push it (layout shift, issue 30). Never rejects.
 */
export function firstScreenReady(store: AppStore, page: Promise<unknown> | undefined, boundMs = SESSION_WAIT_MS): Promise<void> {
  const known = () => selectLoginStatus(store.getState()) !== 'unknown';
  let sessionDone = known();
  let pageDone = !page;
  if (sessionDone && pageDone) return Promise.resolve();
  return new Promise((resolve) => {
    const finish = () => {
      unsubscribe();
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (sessionDone && pageDone) finish();
    };
    const unsubscribe = store.subscribe(() => {
      if (sessionDone || !known()) return;
      sessionDone = true;
      check();
    });
    const timer = setTimeout(finish, boundMs);
    const pageSettled = () => {
      pageDone = true;
      check();
    };
    page?.then(pageSettled, pageSettled);
  });
}
