/**
 * The stress test's Web Worker (stress-run.ts): runs each window through the
 * engine's `stressRun` and reports after each one.
 */
import { runWindows, type StressReply, type StressRequest } from './stress-run';

const scope = self as unknown as { onmessage: ((e: MessageEvent<StressRequest>) => void) | null; postMessage(m: StressReply): void };
scope.onmessage = (e) => {
  try {
    const rows = runWindows(e.data, (n) => scope.postMessage({ type: 'progress', n }));
    scope.postMessage({ type: 'done', rows });
  } catch (error) {
    scope.postMessage({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
