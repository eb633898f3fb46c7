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

function buildStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, observerMiddleware),
  });
}

export type RootState = ReturnType<typeof rootReducer>;
export type AppStore = ReturnType<typeof buildStore>;
export type AppDispatch = AppStore['dispatch'];

let pageStore: AppStore | undefined;

/**
 * Create the page's store (the shell calls this once). 33003/10009 answers
 * clear the API cache of this store.
 */
export function createStore(preloadedState?: Partial<RootState>): AppStore {
  const store = buildStore(preloadedState);
  pageStore = store;
  configureTransport({
    // Deferred: the failing request's own rejection lands first, then the cache goes.
    clearCache: () => setTimeout(() => store.dispatch(api.util.resetApiState()), 0),
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
