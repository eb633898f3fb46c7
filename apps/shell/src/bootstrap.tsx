import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from '@tb/i18n';
import { Provider, createStore } from '@tb/data-access-api';
import { reportError, startSession } from '@tb/data-access-session';
import { localeFromPath } from '@tb/util-env';
// The design-system stylesheet of @tb/ui, loaded once for the page (remotes rely on it and do not bundle it).
import '@tb/ui/styles.css';
// The shared bot-page scaffolds' rules, with the design system's: every remote's pages use them.
import '@tb/feature-bot-pages/styles.css';
import '@tb/ui-charts/styles.css';
import { App } from './app/App';
import { applyLocale, applyViewport } from './chrome/viewport';
import { AREAS, loadAreaRoute } from './app/areas';
import { loadManifest } from './federation/manifest';
import { onRemoteLoadFailure } from './federation/load-failures';
import { prefetchFederation, prefetchFederationOnIntent } from './federation/load-federation';
import { homeLocaleOf, startHome } from './home/prefetch';
import { firstScreenReady } from './app/session-answered';
import './i18n/shell-translations';
import './styles.css';

declare const __webpack_public_path__: string;

/** Whether a path is inside an area a remote owns (`/tradingbot/{lang}/{area}/…`). */
function isAreaPath(pathname: string): boolean {
  const area = pathname.split('/')[3];
  return !!area && AREAS.some((row) => row.area === area);
}

/** Run `task` when the browser is idle after first paint (analytics must never delay it). */
function afterFirstPaint(task: () => void) {
  const idle = (window as { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number }).requestIdleCallback;
  requestAnimationFrame(() => (idle ? idle(task, { timeout: 3000 }) : setTimeout(task, 200)));
}

async function start() {
  const locale = localeFromPath(window.location.pathname);
  applyViewport();
  applyLocale(locale);
  const store = createStore();
  // The profile loads in parallel with translations and the manifest; the page shows "unknown" until it lands.
  void startSession(store);
  // On the home, its code and its data (announcements; a trader's bots once the profile says so)
  // start now, in parallel with the translations and the manifest below, not after the first render.
  const homeLocale = homeLocaleOf(window.location.pathname);
  const homeReady = homeLocale ? startHome(store, homeLocale) : undefined;
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
  await Promise.all([
    // The shell's, the design system's and the session's strings of that language, then the switch (loadWithLanguage).
    initI18n(locale),
    // The session's first answer and, on the home, its first screen's data and code (one bound for
    // both): what the chrome above <main> and the home's cards show is known at the first paint, so
    // nothing arrives later to push it down (app/session-answered.ts).
    firstScreenReady(store, homeReady),
    // The manifest lives next to the shell's own files; editing it moves a remote without a shell build.
    loadManifest(`${__webpack_public_path__}remotes.json`).catch((error: unknown) => {
      console.error('[shell] remote manifest could not be loaded; bot areas will show a retry', error);
    }),
  ]);
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // The first render is a transition: React renders it in slices of ~5 ms and lets the browser
  // paint and answer input between them, instead of one long task of the whole first screen
  // (~0.9 s on the home under Lighthouse's 4× CPU slowdown, issue 30). Nothing is shown until it
  // commits either way; index.html's own markup stays on screen meanwhile.
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <App />
        </Provider>
      </StrictMode>,
    );
  });
  afterFirstPaint(() => {
    void import('./analytics/sink').then(({ installAnalyticsSink }) => installAnalyticsSink());
  });
  window.addEventListener('error', (event) => reportError('uncaught_error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportError('unhandled_rejection', event.reason));
}

void start();
