import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether an element is on screen or within one screen's height of it
 * (`IntersectionObserver`, margin 100 % of the viewport), and whether it has
 * been so once. Used to start and poll the create pages' order book only when
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
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, supported]);
  return { near, seen };
}
