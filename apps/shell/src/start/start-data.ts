import { createStore, type AppStore } from '@tb/data-access-api';
import { reportError, startSession } from '@tb/data-access-session';
import { AREAS, loadAreaRoute } from '../app/areas';
import { firstScreenReady } from '../app/session-answered';
import { loadManifest } from '../federation/manifest';
import { onRemoteLoadFailure } from '../federation/load-failures';
import { prefetchFederation, prefetchFederationOnIntent } from '../federation/load-federation';
import { homeLocaleOf, startHome } from '../home/prefetch';
import { nextTask } from './next-task';

declare const __webpack_public_path__: string;

/** Whether a path is inside an area a remote owns (`/tradingbot/{lang}/{area}/…`). */
function isAreaPath(pathname: string): boolean {
  const area = pathname.split('/')[3];
  return !!area && AREAS.some((row) => row.area === area);
}

/**
 * The start's data step (its own task, bootstrap.tsx): the page's store, and every request the
 * first screen waits for sent now — the profile, the home's data and code, the remote manifest, and
 * on an area's address the federation runtime and the area route. Returns the store and what the
 * first render waits for besides the translations. Sending a request costs the main thread some
 * milliseconds each (the thunk, the headers, the browser's `fetch`): the session's, the home's and
 * the rest go out in three tasks, not one (long tasks, issue 30).
 */
export async function startData(): Promise<{ store: AppStore; ready: Promise<unknown> }> {
  const store = createStore();
  // The profile loads in parallel with translations and the manifest; the page shows "unknown" until it lands.
  void startSession(store);
  await nextTask();
  // On the home, its code and its data (announcements; a trader's bots once the profile says so)
  // start now, in parallel with the translations and the manifest below, not after the first render.
  const homeLocale = homeLocaleOf(window.location.pathname);
  const homeReady = homeLocale ? startHome(store, homeLocale) : undefined;
  await nextTask();
  // The federation runtime is not part of the first download (federation/load-federation.ts): on an
  // area's address it starts now, in parallel (index.html preloaded it); elsewhere at the first sign
  // of intent (a pointer over, a touch on or the focus of a link into an area) or when a remote is needed.
  // The area route's own code (app/AreaRoute.tsx) goes with it, so neither waits for the first render.
  const prefetchAreaRoute = () => void loadAreaRoute().catch(() => undefined);
  if (isAreaPath(window.location.pathname)) {
    prefetchFederation();
    prefetchAreaRoute();
  } else prefetchFederationOnIntent(isAreaPath, document, prefetchAreaRoute);
  onRemoteLoadFailure((failure) => reportError('remote_load_failed', new Error(failure.message), { remote: failure.id, lifecycle: failure.lifecycle }));
  const ready = Promise.all([
    // The session's first answer and, on the home, its first screen's data and code (one bound for
    // both): what the chrome above <main> and the home's cards show is known at the first paint, so
    // nothing arrives later to push it down (app/session-answered.ts).
    firstScreenReady(store, homeReady),
    // The manifest lives next to the shell's own files; editing it moves a remote without a shell build.
    loadManifest(`${__webpack_public_path__}remotes.json`).catch((error: unknown) => {
      console.error('[shell] remote manifest could not be loaded; bot areas will show a retry', error);
    }),
  ]);
  return { store, ready };
}
