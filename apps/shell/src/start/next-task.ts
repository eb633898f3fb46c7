/**
 * Resolves in a new task of the browser's event loop: what ran before this ends its task, so the
 * browser can paint, answer input and take in network responses before the rest starts.
 * `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of other
 * queued work), else a `MessageChannel` message (no 4 ms timer clamping, unlike `setTimeout`).
 *
 * Why the start uses it (issue 30): evaluating the shell's start chunk and setting the page up ran
 * as one task of ~400 ms under Lighthouse's 4× CPU slowdown; every task over 50 ms counts towards
 * the total blocking time, so the start runs in steps, each its own task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
