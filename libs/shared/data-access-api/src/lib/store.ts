import { combineSlices, configureStore, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { LazyLoadedSlices } from '../index';
import { api } from './api';
import { configureTransport } from './transport';

/**
 * The page's root reducer. It starts with the API slice; shared libs and
 * remotes add their slices lazily (`mySlice.injectInto(rootReducer)` or
 * `rootReducer.inject(mySlice)`), so a remote's reducer arrives with its code.
 */
export const rootReducer = combineSlices(api).withLazyLoadedSlices<LazyLoadedSlices>();

/** Something that reacts to actions after the reducers ran (error toasts, analytics). */
export type ActionObserver = (action: UnknownAction, api: { getState: () => RootState; dispatch: AppDispatch }) => void;

const observers = new Set<ActionObserver>();

/**
 * Observe every action of the page's store, after it reached the reducers.
 * A deliberately small alternative to RTK's listener middleware (which costs
 * ~1.6 KB gzipped on the shell's first load): observers run synchronously,
 * must not throw, and start async work themselves if they need to.
 * Returns the function that stops observing.
 */
export function observeActions(observer: ActionObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

const observerMiddleware: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  for (const observer of observers) {
    try {
      observer(action as UnknownAction, api as Parameters<ActionObserver>[1]);
    } catch (error) {
      console.error('[store] an action observer failed', error);
    }
  }
  return result;
};

/** RTK's development checks warn when one action's walk of the state takes longer than this. */
const DEV_CHECK_WARN_MS = 250;

function buildStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    // RTK's development checks (stripped from production builds) stay on; only their timing warning
    // moves: walking a state with a few large query results takes over the default 32 ms on a loaded
    // 2-core host, and the warning then floods test output without finding anything (the production
    // branch is the one a production build keeps: no bytes for it there)
    middleware: (getDefaultMiddleware) =>
      (process.env.NODE_ENV === 'production'
        ? getDefaultMiddleware()
        : getDefaultMiddleware({ immutableCheck: { warnAfter: DEV_CHECK_WARN_MS }, serializableCheck: { warnAfter: DEV_CHECK_WARN_MS } })
      ).concat(api.middleware, observerMiddleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];

let pageStore: AppStore | undefined;

/** A cache clear happens at most this often, so a call that keeps answering 33003/10009 cannot loop. */
export const CACHE_CLEAR_INTERVAL_MS = 10_000;

type Initiate = (arg: unknown, options: { subscribe: boolean; forceRefetch: boolean }) => Parameters<AppDispatch>[0];

/**
 * "The request cache is cleared" (spec §8, on 33003/10009) for RTK Query:
 * every cached result the user read before is fetched again, so nothing the
 * user may no longer see stays on screen as if it were current (a query the
 * user lost access to answers with its error). RTK's resetApiState is not
 * used: it strands mounted components in a loading state. Throttled to one
 * clear per CACHE_CLEAR_INTERVAL_MS.
 */
export function clearApiCache(store: AppStore, now: number = Date.now()): number {
  const last = lastClear.get(store) ?? -Infinity;
  if (now - last < CACHE_CLEAR_INTERVAL_MS) return 0;
  lastClear.set(store, now);
  let refetched = 0;
  for (const entry of Object.values(store.getState().api.queries)) {
    if (!entry || entry.status !== 'fulfilled' || !entry.endpointName) continue;
    const endpoint = (api.endpoints as Record<string, { initiate?: Initiate } | undefined>)[entry.endpointName];
    if (!endpoint?.initiate) continue;
    store.dispatch(endpoint.initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
    refetched += 1;
  }
  return refetched;
}

const lastClear = new WeakMap<AppStore, number>();

/**
 * Create the page's store (the shell calls this once). 33003/10009 answers
 * clear the API cache of this store (see clearApiCache).
 */
export function createStore(preloadedState?: Partial<RootState>): AppStore {
  const store = buildStore(preloadedState);
  pageStore = store;
  configureTransport({
    // Deferred: the failing request's own rejection lands first.
    clearCache: () => setTimeout(() => clearApiCache(store), 0),
  });
  return store;
}

/** The store the shell created (for code that runs outside React: toasts, prompts). */
export function getAppStore(): AppStore | undefined {
  return pageStore;
}

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
