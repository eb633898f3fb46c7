/**
 * Starts the stress test's worker (webpack bundles stress.worker.ts as its
 * own chunk from this `new URL(…, import.meta.url)`). Its own module: tests
 * replace it (jest cannot load `import.meta`), and a browser without
 * workers gets null (the run then goes on in the page, one window a frame).
 */
export function startStressWorker(): Worker | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return new Worker(new URL('./stress.worker.ts', import.meta.url));
  } catch {
    return null;
  }
}
