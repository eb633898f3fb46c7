import { configureTransport, isApiError, isRejectedWithValue, observeActions, type AppStore, type ApiError } from '@tb/data-access-api';
import { detectClientType, isPhoneClient, type ClientGlobals } from '@tb/util-env';
import { currentApp } from './app-bridge';
import { complianceWallShown, isComplianceBlock } from './compliance';
import { loadFeatureFlags, loadUserTags } from './flags';
import { loadProfile, selectIsLoggedIn } from './profile';
import { toast } from './toasts';
import { describeApiError, registerSessionTranslations } from './translations';

/** Errors the page itself turns into something else than a toast. */
function wantsToast(error: ApiError): boolean {
  return !error.silent && error.kind !== 'not-logged-in';
}

let stopListening: (() => void) | undefined;

/** What the transport does with a failed bot call: a compliance block (ret code 10024) opens the store's compliance wall. */
export function openWallOnCompliance(store: AppStore): (error: ApiError) => void {
  return (error) => {
    if (isComplianceBlock(error)) store.dispatch(complianceWallShown({ retCode: error.retCode ?? null, result: error.result ?? null }));
  };
}

/**
 * Start the session on the page's store (the shell calls this once, right
 * after createStore()):
 * - the transport learns the platform (app / h5 / pc) and, in the app, the token;
 * - failed bot calls that are compliance blocks open the compliance wall;
 * - one listener turns every unhandled API error into a fail toast;
 * - the profile loads (the answer to index.html's early request when it has one: early-profile.ts)
 *   and the feature flags with it; then, for a signed-in user, the tags.
 * Returns a promise that settles when the profile fetch is over.
 */
export async function startSession(store: AppStore, userAgent: string = navigator.userAgent): Promise<void> {
  registerSessionTranslations();
  const app = currentApp();
  // Only what the client check reads: spreading the whole window would touch every property, deprecated ones included.
  const globals: ClientGlobals = { Telegram: (globalThis as ClientGlobals).Telegram, navigator: { userAgent, maxTouchPoints: navigator.maxTouchPoints } };
  const platform = app.inApp ? 'app' : isPhoneClient(detectClientType(globals)) ? 'h5' : 'pc';
  configureTransport({
    platform: () => platform,
    onBotCallFailure: openWallOnCompliance(store),
  });
  stopListening?.();
  stopListening = observeActions((action) => {
    if (!isRejectedWithValue(action) || !isApiError(action.payload)) return;
    const error: ApiError = action.payload;
    if (wantsToast(error) && !isComplianceBlock(error)) toast.fail(describeApiError(error));
  });
  // The feature flags (config/web) do not depend on who is signed in: asked alongside the profile, not after it.
  const profile = store.dispatch(loadProfile());
  const flags = store.dispatch(loadFeatureFlags());
  await profile;
  const loggedIn = selectIsLoggedIn(store.getState());
  await Promise.allSettled([flags, loggedIn ? store.dispatch(loadUserTags()) : Promise.resolve()]);
}
