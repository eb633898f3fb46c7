/**
 * Remote load failures, for error reporting. The runtime plugin
 * (runtime-plugin.ts, part of the lazy federation chunk) reports here; the
 * shell's start subscribes here without pulling the runtime into its first
 * download.
 */
export type RemoteLoadFailure = { id: string; lifecycle: string; message: string };
const failureListeners = new Set<(failure: RemoteLoadFailure) => void>();

/** Subscribe to remote load failures (used for error reporting). */
export function onRemoteLoadFailure(listener: (failure: RemoteLoadFailure) => void): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

export function reportRemoteLoadFailure(failure: RemoteLoadFailure): void {
  for (const listener of failureListeners) listener(failure);
}
