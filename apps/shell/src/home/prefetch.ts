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
 *   the first page of running bots are requested, with the code that shows them.
 * Nothing here is awaited: each request lands in the RTK Query cache and is
 * kept for the endpoint's `keepUnusedDataFor` if the page is left before it renders.
 */
export function startHome(store: AppStore, locale: string): void {
  void loadHomePage().catch(() => undefined); // a failure shows when the router renders it (Suspense / error state)
  void store.dispatch(homeApi.util.prefetch('shellAnnouncements', { index: announcementIndexFor(locale) }, {}));
  const onStatus = (): boolean => {
    const status = selectLoginStatus(store.getState());
    if (status === 'unknown') return false;
    if (status === 'logged-in') {
      void loadTraderBots().catch(() => undefined);
      void store.dispatch(homeApi.util.prefetch('shellBotsSummary', undefined, {}));
      void store.dispatch(homeApi.util.prefetch('shellListAllBots', { status: 'ongoing', page: 1, limit: BOTS_PER_PAGE }, {}));
    }
    return true;
  };
  if (onStatus()) return;
  const unsubscribe = store.subscribe(() => {
    if (onStatus()) unsubscribe();
  });
}
