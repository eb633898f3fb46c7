import { useEffect, useState } from 'react';

type Loader = () => Promise<unknown>;

const arrived = new WeakMap<Loader, unknown>();
const inFlight = new WeakMap<Loader, Promise<unknown>>();

/** Starts `load` once (shared by every caller), resolving when its module is in. */
function fetchOnce(load: Loader): Promise<unknown> {
  let job = inFlight.get(load);
  if (!job) {
    job = load().then(
      (module) => {
        arrived.set(load, module);
        return module;
      },
      (error: unknown) => {
        // a later wish fetches it again (the next visit to the step, a reconnected network)
        inFlight.delete(load);
        throw error;
      },
    );
    inFlight.set(load, job);
  }
  return job;
}

/**
 * Code a page needs only from some point on — the engine's estimate once the
 * form can be estimated, say — fetched the first time `wanted` is true, then
 * kept for the page's life: the module, or null until it has arrived. So the
 * first route carries what the first screen shows, and the rest follows the
 * trader's first move (a page may want it as soon as the form is touched,
 * well before the figures are complete).
 *
 * `load` is the cache key: a module-level function (`() => import('./x')`),
 * never one made during render. A chunk that fails to arrive is logged and
 * leaves null (the page shows what it shows without it); it is asked again
 * when `wanted` next turns true.
 */
export function useOnDemand<T>(load: () => Promise<T>, wanted: boolean): T | null {
  const [, setArrivals] = useState(0);
  const module = arrived.has(load) ? (arrived.get(load) as T) : null;
  const missing = module === null;
  useEffect(() => {
    if (!wanted || !missing) return undefined;
    let live = true;
    fetchOnce(load).then(
      () => live && setArrivals((n) => n + 1),
      (error: unknown) => console.warn('[on-demand] a part of this page could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [load, wanted, missing]);
  return module;
}
