import { nextTask } from '../start/next-task';
import type { ShellFederation } from './federation-runtime';

/**
 * The federation runtime on demand: the first call downloads and starts it
 * (federation-runtime.ts, its own chunk, ~25 KB gzipped), later calls share
 * that start. A failed download is forgotten, so the area's Retry fetches it
 * again.
 *
 * Who calls it: a remote area about to load (RemoteArea), the home's daily
 * pick for a signed-in trader, the shell's start on an address inside an
 * area (in parallel with its translations and manifest; index.html preloads
 * the chunk on such an address), and the first sign of intent on the home —
 * a pointer over, a touch on or the focus of a link into an area
 * (`prefetchFederationOnIntent`) — so a click rarely waits for it.
 */
let started: Promise<ShellFederation> | undefined;

/**
 * index.html's head holds an area's first-render preloads (the remote's exposed module, its page's
 * chunks, the shell's shared chunks they consume: the remote's preload.json) until the shell's own
 * start has run, so that they do not share a phone network's bandwidth with the shell's start chunk;
 * the runtime's first start releases them (once; nothing when the head script did not run or the
 * address is not an area's).
 */
type FirstRenderHold = { __TB_FIRST_RENDER__?: () => void };
export function releaseFirstRenderPreloads(holder: FirstRenderHold = globalThis as FirstRenderHold): void {
  const release = holder.__TB_FIRST_RENDER__;
  delete holder.__TB_FIRST_RENDER__;
  if (typeof release !== 'function') return;
  try {
    release();
  } catch (error) {
    // Only preloads: the runtime asks for the same files itself.
    console.warn('[shell] first-render preloads could not be requested', error);
  }
}

/**
 * The runtime's start in steps, each its own task (issue 30: on a trader's home it ran as one task of
 * 70–500 ms under Lighthouse's 4× CPU slowdown, all of it blocking time): the chunk's script (its
 * download and compilation), the Module Federation packages' evaluation (federation-core.ts), the
 * shell's part (federation-runtime.ts: the globals remotes read, the shared singletons), then the
 * instance. Both imports name the same chunk: one request, as before.
 */
async function startInSteps(): Promise<ShellFederation> {
  await import(/* webpackChunkName: "federation", webpackExports: ["init"] */ './federation-core');
  await nextTask();
  const { startFederation } = await import(/* webpackChunkName: "federation" */ './federation-runtime');
  await nextTask();
  return startFederation();
}

export function loadFederation(): Promise<ShellFederation> {
  if (!started) {
    releaseFirstRenderPreloads();
    const attempt = startInSteps();
    started = attempt;
    attempt.catch(() => {
      if (started === attempt) started = undefined;
    });
  }
  return started;
}

/** Start the runtime without waiting for it (errors show when a remote really needs it). */
export function prefetchFederation(): void {
  loadFederation().catch(() => undefined);
}

/**
 * Starts the runtime the first time the visitor points at, touches or
 * focuses a link into an area (`isAreaPath(pathname)`), once, with
 * `alsoPrefetch` (the shell's area route); returns the function that stops listening.
 */
export function prefetchFederationOnIntent(isAreaPath: (pathname: string) => boolean, target: Document = document, alsoPrefetch?: () => void): () => void {
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const stop = () => events.forEach((type) => target.removeEventListener(type, onIntent, true));
  function onIntent(event: Event) {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || !isAreaPath(link.pathname)) return;
    stop();
    prefetchFederation();
    alsoPrefetch?.();
  }
  events.forEach((type) => target.addEventListener(type, onIntent, { capture: true, passive: true }));
  return stop;
}
