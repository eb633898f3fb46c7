/**
 * Runs `task` once the page has painted and the browser is idle (`requestIdleCallback`, at the
 * latest `timeout` ms later), for work the first screen does not need: the analytics sink, the
 * AI pick pop-up's remote on a trader's home. Returns the function that cancels it.
 *
 * Why (issue 30, main-thread budget on a phone): work started while the page is still loading
 * lands in the same seconds as the start's own tasks and the first render, and Lighthouse counts
 * every task over 50 ms up to the page's time to interactive. Started on idle after a frame, it
 * runs when the main thread has nothing else queued. Without `requestIdleCallback` (Safari), a
 * timer of `fallbackMs` stands in.
 */
export function whenIdle(task: () => void, { timeout = 3000, fallbackMs = 200 }: { timeout?: number; fallbackMs?: number } = {}): () => void {
  type IdleWindow = { requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number; cancelIdleCallback?: (id: number) => void };
  const idle = globalThis as IdleWindow;
  let cancelled = false;
  let cancelStep = () => undefined as void;
  const run = () => {
    if (!cancelled) task();
  };
  const afterFrame = () => {
    if (cancelled) return;
    if (typeof idle.requestIdleCallback === 'function') {
      const id = idle.requestIdleCallback(run, { timeout });
      cancelStep = () => idle.cancelIdleCallback?.(id);
    } else {
      const id = setTimeout(run, fallbackMs);
      cancelStep = () => clearTimeout(id);
    }
  };
  if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(afterFrame);
    cancelStep = () => cancelAnimationFrame(frame);
  } else afterFrame();
  return () => {
    cancelled = true;
    cancelStep();
  };
}
