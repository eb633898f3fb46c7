import { combineSlices, configureStore, createListenerMiddleware, type Reducer } from '@reduxjs/toolkit';
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

/** One listener middleware for the page (error toasts, analytics, remotes' side effects). */
export const listenerMiddleware = createListenerMiddleware();

function buildStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer as Reducer<RootState>,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().prepend(listenerMiddleware.middleware).concat(api.middleware),
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
export const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch>();
