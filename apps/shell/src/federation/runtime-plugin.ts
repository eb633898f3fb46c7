import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { nextTask } from '../start/next-task';
import { reportRemoteLoadFailure } from './load-failures';

/**
 * Shell-wide Module Federation runtime plugin (federation-runtime.ts passes it
 * to the shell's instance).
 *
 * - `loadEntryError`: a remote entry script that failed to download (network
 *   error, server down, 404) is tried again twice, 300 ms and 600 ms later, so a
 *   flaky network does not cost the user an area. A script that downloaded but
 *   does not run (broken JS) is not retried: it would fail the same way.
 * - `errorLoadRemote`: reports the failure to whoever listens (the shell's
 *   error collector) and lets the error reach the loader, which shows the
 *   area's message with a Retry button. Nothing here blanks the shell.
 * - `beforeRequest`, `beforeInitContainer`, `initContainer`, `beforeLoadShare`,
 *   `beforeGetExpose`, `beforeExecuteFactory`: a remote's load runs in steps,
 *   each its own task (issue 30: on a trader's home, the AI pick pop-up's load
 *   ran as tasks of 60–200 ms under a phone's 4× CPU slowdown): the request's
 *   matching and the entry's script tag; the entry's evaluation; its share
 *   scope's negotiation (`init`); each shared singleton the exposed module
 *   consumes (semver checks); the exposed module's chunks; its factory. Each
 *   step hands the browser a turn (paint, input) and changes nothing else.
 */
const RETRIES = 2;
const RETRY_DELAY_MS = 300;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The script tag of a failed download must go, or the runtime would reuse it instead of fetching again. */
function removeEntryScripts(url: string) {
  for (const script of Array.from(document.querySelectorAll('script'))) {
    if (script.src === url || script.getAttribute('src') === url) script.remove();
  }
}

type Plugin = ModuleFederationRuntimePlugin;
type LoadEntryError = NonNullable<Plugin['loadEntryError']>;
type EntryExports = Awaited<ReturnType<Parameters<LoadEntryError>[0]['getRemoteEntry']>>;

async function retryEntry(args: Parameters<LoadEntryError>[0]): Promise<EntryExports> {
  const { getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey } = args;
  for (let attempt = 1; attempt <= RETRIES; attempt += 1) {
    await delay(RETRY_DELAY_MS * attempt);
    removeEntryScripts(remoteInfo.entry);
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      // try again, or give up below
    }
  }
  return undefined;
}

/** A hook that only hands the browser a turn: resolves, in a later task, to what it was given (a waterfall hook's arguments unchanged). */
async function thenNextTask<T>(args: T): Promise<T> {
  await nextTask();
  return args;
}

const shellRuntimePlugin: () => Plugin = () => ({
  name: 'tradingbot-shell-runtime',
  beforeRequest: thenNextTask,
  beforeInitContainer: thenNextTask,
  initContainer: thenNextTask,
  beforeLoadShare: thenNextTask,
  beforeGetExpose: thenNextTask,
  beforeExecuteFactory: thenNextTask,
  // The hook's declared type nests a promise in a promise; at run time it awaits whatever we return.
  loadEntryError: (args) => retryEntry(args) as unknown as ReturnType<LoadEntryError>,
  async errorLoadRemote(args) {
    const message = args.error instanceof Error ? args.error.message : String(args.error);
    reportRemoteLoadFailure({ id: args.id, lifecycle: String(args.lifecycle), message });
    // No fallback module: the loader renders the area's error state instead.
    return undefined;
  },
});

export default shellRuntimePlugin;
