import { createSlice, getAppStore, nanoid, rootReducer, type PayloadAction, type WithSlice } from '@tb/data-access-api';

/** Spec §2/§9: a toast shows for 2 seconds with a warn, fail or success icon, a message and an optional description. */
export const TOAST_DURATION_MS = 2_000;
/** More than this many toasts at once and the oldest goes. */
export const MAX_TOASTS = 4;

export type ToastType = 'success' | 'warn' | 'fail';

export interface ToastItem {
  id: string;
  type: ToastType;
  message: string;
  description?: string;
}

export const toastsSlice = createSlice({
  name: 'toasts',
  initialState: { items: [] as ToastItem[] },
  reducers: {
    toastAdded(state, action: PayloadAction<ToastItem>) {
      state.items.push(action.payload);
      if (state.items.length > MAX_TOASTS) state.items.splice(0, state.items.length - MAX_TOASTS);
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: { selectToasts: (state) => state.items },
});

declare module '@tb/data-access-api' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface LazyLoadedSlices extends WithSlice<typeof toastsSlice> {}
}

export const injectedToastsSlice = toastsSlice.injectInto(rootReducer);
export const { selectToasts } = injectedToastsSlice.selectors;
export const { toastAdded, toastDismissed } = toastsSlice.actions;

function show(type: ToastType, message: string, description?: string): string {
  const id = nanoid();
  const store = getAppStore();
  if (!store) {
    // No page store (a remote rendered on its own in a test page): the message is still not lost.
    console.info(`[toast:${type}] ${message}${description ? ` — ${description}` : ''}`);
    return id;
  }
  store.dispatch(toastAdded(description ? { id, type, message, description } : { id, type, message }));
  setTimeout(() => store.dispatch(toastDismissed(id)), TOAST_DURATION_MS);
  return id;
}

/**
 * Raise a toast from anywhere (shell or remote); the shell renders them.
 * Messages must already be translated.
 */
export const toast = {
  success: (message: string, description?: string) => show('success', message, description),
  warn: (message: string, description?: string) => show('warn', message, description),
  fail: (message: string, description?: string) => show('fail', message, description),
  dismiss: (id: string) => getAppStore()?.dispatch(toastDismissed(id)),
};
