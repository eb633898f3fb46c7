import { startTransition, useEffect, useState, type ReactNode } from 'react';

export interface WhenIdleProps {
  readonly children: ReactNode;
  /** The room kept for the parts until they mount (a CSS length), so what follows does not jump when they do. */
  readonly minBlockSize?: string;
  /** Mount anyway after this many ms if the browser is never idle (default 1500). */
  readonly timeoutMs?: number;
}

/**
 * Mounts its children at the browser's next idle moment after the page's
 * first render, in a task of their own. For a detail page's parts under its
 * first screen (the settings list, the orders table, the PnL curve): rendered
 * with the header, figures and chart they made one long task of the whole
 * page (~0.6 s under Lighthouse's 4× CPU slowdown, issue 30); each behind its
 * own idle callback and rendered as a transition (React yields to the
 * browser every few ms), the page's first paint comes sooner and no task
 * holds the main thread long. Unlike `WhenNearViewport` they do not wait for the
 * screen: they are in the document a moment later, for a search in the page
 * or a test alike. Without `requestIdleCallback` (Safari, jsdom) a short
 * timer stands in.
 */
export function WhenIdle({ children, minBlockSize = '10rem', timeoutMs = 1500 }: WhenIdleProps) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // a transition: React renders it in slices of a few ms, yielding to the browser between them
    const mount = () => startTransition(() => setReady(true));
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(mount, { timeout: timeoutMs });
      return () => cancelIdleCallback(idle);
    }
    const timer = setTimeout(mount, 0);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  if (ready) return <>{children}</>;
  return <div style={{ minBlockSize }} aria-hidden="true" />;
}
