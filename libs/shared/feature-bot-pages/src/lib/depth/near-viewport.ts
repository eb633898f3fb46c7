import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen or within a quarter screen's height of it
 * (`IntersectionObserver`, margin 25 % of the viewport), and whether it has
 * been so once. The observing starts when the browser is first idle after the
 * element mounts: while the page's first screen is still filling in (a form
 * behind a spinner), everything below it sits near the top, and a book that
 * ends up two screens down was fetched and rendered with the first screen
 * (issue 30: ~0.4 s of a phone's create page under 4× CPU slowdown). Used to start and poll the create pages' order book only when
 * a trader can see it: on a phone it sits below the form, and fetching and
 * rendering it every 3 s while the first screen loads was main-thread work the
 * first screen does not need (issue 30). Without IntersectionObserver (old
 * browsers, jsdom) the element counts as on screen.
 */
export function useNearViewport(ref: RefObject<Element | null>): { near: boolean; seen: boolean } {
  const supported = typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!supported);
  const [seen, setSeen] = useState(!supported);
  useEffect(() => {
    const element = ref.current;
    if (!supported || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        setNear(visible);
        if (visible) setSeen(true);
      },
      { rootMargin: '25% 0px' },
    );
    const start = () => observer.observe(element);
    const idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2000 }) : undefined;
    const timer = idle === undefined ? setTimeout(start, 200) : undefined;
    return () => {
      if (idle !== undefined) cancelIdleCallback(idle);
      if (timer !== undefined) clearTimeout(timer);
      observer.disconnect();
    };
  }, [ref, supported]);
  return { near, seen };
}
