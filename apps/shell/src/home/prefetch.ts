import type { AppStore } from '@tb/data-access-api';
import { selectLoginStatus } from '@tb/data-access-session';
import { BASE_PATH, looksLikeLocale, normalizeLocale } from '@tb/util-env';
import { announcementIndexFor, BOTS_PER_PAGE, homeApi } from './api';

/** The home page's code (its lazy chunk). App.tsx's `lazy()` and the early start below share this one import. */
export const loadHomePage = () => import('./HomePage');
/** A signed-in trader's part of "My bots" (its lazy chunk, also imported by MyBots). */
export const loadTraderBots = () => import(/* webpackChunkName: "trader-bots" */ './TraderBots');

/** The locale of a home address (`/tradingbot/{lang}/`), or null for any other page (the bare `/tradingbot` redirects first). */
export function homeLocaleOf(pathname: string): string | null {
  const segments = pathname.split('/').filter(Boolean);
  if (`/${segments[0] ?? ''}` !== BASE_PATH || segments.length !== 2 || !looksLikeLocale(segments[1])) return null;
  return normalizeLocale(segments[1]);
}

/**
 * Start the home page's data and code together, before the page renders
 * (the shell calls this at start when the address is the home):
 * - its chunk is requested now, not when the router first renders it (after
 *   the translations and the remote manifest have arrived);
 * - the announcements request goes out now, through the page's one API
 *   slice, so the `Announcements` section finds it in flight or done
 *   (same endpoint and argument = same cache entry);
 * - as soon as the profile says the visitor is signed in, the bots summary and
 *   the first page of running bots are requested, with the code and the
 *   strings that show them (TraderBots' `prepareTraderBots`: the list's chunk,
 *   the shared bot pages' strings).
 * Each request lands in the RTK Query cache and is kept for the endpoint's
 * `keepUnusedDataFor` if the page is left before it renders.
 *
 * Resolves when the home's first screen is complete — the page's code, the
 * announcements and, for a signed-in trader, the summary, the first page of
 * bots and their code have settled (answered or failed) — or once the login
 * status says nothing more is coming. Never rejects. The shell's first render
 * waits for it (bounded, app/session-answered.ts `firstScreenReady`): the
 * cards of `.tb-home__columns` are then drawn at their final height, where
 * before "My bots" grew from a spinner to a page of bots under a phone's
 * first screen and pushed the announcements card out of view (CLS 0.04–0.25
 * on a signed-in home, issue 30).
 */
export function startHome(store: AppStore, locale: string): Promise<void> {
  const settled = (promise: PromiseLike<unknown>): Promise<void> => Promise.resolve(promise).then(
    () => undefined,
    () => undefined,
  );
  const page = settled(loadHomePage()); // a failure shows when the router renders it (Suspense / error state)
  const announcements = settled(store.dispatch(homeApi.endpoints.shellAnnouncements.initiate({ index: announcementIndexFor(locale) }, { subscribe: false })));
  let resolveTrader: (done: Promise<void>) => void = () => undefined;
  const trader = new Promise<void>((resolve) => {
    resolveTrader = (done) => void done.then(resolve);
  });
  const onStatus = (): boolean => {
    const status = selectLoginStatus(store.getState());
    if (status === 'unknown') return false;
    if (status === 'logged-in') {
      resolveTrader(
        Promise.all([
          settled(loadTraderBots().then(({ prepareTraderBots }) => prepareTraderBots(locale))),
          settled(store.dispatch(homeApi.endpoints.shellBotsSummary.initiate(undefined, { subscribe: false }))),
          settled(store.dispatch(homeApi.endpoints.shellListAllBots.initiate({ status: 'ongoing', page: 1, limit: BOTS_PER_PAGE }, { subscribe: false }))),
        ]).then(() => undefined),
      );
    } else resolveTrader(Promise.resolve());
    return true;
  };
  if (!onStatus()) {
    const unsubscribe = store.subscribe(() => {
      if (onStatus()) unsubscribe();
    });
  }
  return Promise.all([page, announcements, trader]).then(() => undefined);
}
