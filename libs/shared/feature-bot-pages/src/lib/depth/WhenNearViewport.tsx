import { useRef, type ReactNode } from 'react';
import { useNearViewport } from './near-viewport';

export interface WhenNearViewportProps {
  readonly children: ReactNode;
  /** The room kept for the parts until they mount (a CSS length), so the page below does not jump when they do. */
  readonly minBlockSize?: string;
}

/**
 * Mounts its children once they are on screen or within a screen of it, and
 * keeps them from then on. For a create page's parts below the form on a
 * phone (the price chart, the funding countdown, the stress test): mounting
 * them, with their queries and timers, in the first render was main-thread
 * work the first screen does not need (issue 30). On a wide screen they sit
 * beside the form and mount right away; without IntersectionObserver (jsdom)
 * they mount at once.
 */
export function WhenNearViewport({ children, minBlockSize = '10rem' }: WhenNearViewportProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { seen } = useNearViewport(ref);
  if (seen) return <>{children}</>;
  return <div ref={ref} style={{ minBlockSize }} aria-hidden="true" />;
}
