import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Shell-wide Module Federation runtime plugin.
 *
 * - `fetch`: manifests are fetched with a short retry (a flaky network should
 *   not cost the user an area), never cached by the browser, so a re-published
 *   remote is picked up on the next load.
 * - `errorLoadRemote`: reports the failure to whoever listens (the shell's
 *   error collector) and lets the error reach the loader, which shows the
 *   area's message with a Retry button. Nothing here blanks the shell.
 */
const RETRIES = 2;
const RETRY_DELAY_MS = 300;

export type RemoteLoadFailure = { id: string; lifecycle: string; message: string };
const failureListeners = new Set<(failure: RemoteLoadFailure) => void>();

/** Subscribe to remote load failures (used for error reporting). */
export function onRemoteLoadFailure(listener: (failure: RemoteLoadFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

async function fetchWithRetry(url: string, init?: RequestInit): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RETRIES; attempt += 1) {
    try {
      const response = await fetch(url, { ...init, cache: 'no-store' });
      if (response.ok || response.status < 500) return response;
      lastError = new Error(`${url}: HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    if (attempt < RETRIES) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

const shellRuntimePlugin: () => ModuleFederationRuntimePlugin = () => ({
  name: 'tradingbot-shell-runtime',
  fetch(url, init) {
    return fetchWithRetry(url, init);
  },
  async errorLoadRemote(args) {
    const message = args.error instanceof Error ? args.error.message : String(args.error);
    for (const listener of failureListeners) listener({ id: args.id, lifecycle: String(args.lifecycle), message });
    // No fallback module: the loader renders the area's error state instead.
    return undefined;
  },
});

export default shellRuntimePlugin;
