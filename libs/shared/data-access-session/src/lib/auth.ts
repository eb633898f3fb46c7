import { configureTransport, getAppStore, requestApi, toApiError } from '@tb/data-access-api';
import type { LoginResult } from '@tb/contracts';
import { analytics } from './analytics';
import { currentApp, NATIVE_LOGIN_ROUTE, NATIVE_REGISTER_ROUTE, appProfileToUserProfile, supportsNativeLogin, type AppEnvironment } from './app-bridge';
import { SESSION_PATHS } from './paths';
import { profileReceived, selectIsLoggedIn, type UserProfile } from './profile';
import {
  loginClosed,
  loginOpened,
  loginSucceeded,
  registrationClosed,
  registrationOpened,
  registrationSucceeded,
  type PromptOptions,
} from './prompt';
import { setUserToken } from './token';

export type PromptKind = 'login' | 'register';

let reloadPage: () => void = () => window.location.reload();
/** Tests: replace the page reload that follows a success. */
export function setReloadPage(reload: () => void): () => void {
  const previous = reloadPage;
  reloadPage = reload;
  return () => {
    reloadPage = previous;
  };
}

function dispatch(action: Parameters<NonNullable<ReturnType<typeof getAppStore>>['dispatch']>[0]) {
  const store = getAppStore();
  if (!store) throw new Error('The page store is not created yet (createStore() in the shell).');
  store.dispatch(action);
}

/**
 * A success: set the prompt's success flag and the user info, then reload the
 * page so every area starts again as the logged-in user (spec §4).
 */
export function completeLogin(kind: PromptKind, profile: UserProfile, source: 'web' | 'app' = 'web'): void {
  dispatch(kind === 'login' ? loginSucceeded(profile) : registrationSucceeded(profile));
  dispatch(profileReceived({ profile, source }));
  analytics.track(kind === 'login' ? 'login_success' : 'register_success', { source });
  reloadPage();
}

export type NativeOutcome = 'success' | 'cancelled' | 'failed';

/**
 * The native path (spec §4 "App mode"): push the app's register page (fromWeb=1
 * and directlyRegister) or login page (fromWeb=1), then read the app's profile
 * again; a user token means success. A bridge that throws is a failure (the
 * caller falls back to the web prompt); coming back without a token means the
 * user closed the native screen, which closes the prompt.
 */
export async function nativeLogin(kind: PromptKind, app: AppEnvironment = currentApp()): Promise<NativeOutcome> {
  if (!supportsNativeLogin(app)) return 'failed';
  try {
    await app.bridge.routerPush(kind === 'register' ? NATIVE_REGISTER_ROUTE : NATIVE_LOGIN_ROUTE);
    const info = await app.bridge.getUserInfo();
    if (!info?.userToken) return 'cancelled';
    setUserToken(info.userToken);
    completeLogin(kind, appProfileToUserProfile(info), 'app');
    return 'success';
  } catch (error) {
    console.warn(`[session] native ${kind} failed; using the web prompt`, error);
    return 'failed';
  }
}

async function open(kind: PromptKind, options: PromptOptions = {}): Promise<void> {
  analytics.track(kind === 'login' ? 'login_prompt_open' : 'register_prompt_open', { ...options.extraProps });
  const app = currentApp();
  if (supportsNativeLogin(app)) {
    const outcome = await nativeLogin(kind, app);
    if (outcome === 'success') return;
    if (outcome === 'cancelled') {
      dispatch(kind === 'login' ? loginClosed() : registrationClosed());
      return;
    }
  }
  dispatch(kind === 'login' ? loginOpened(options) : registrationOpened(options));
}

/** Open the login prompt (native screen inside the app ≥ 3.6.1, else the web modal). */
export function openLoginPrompt(options: PromptOptions = {}): Promise<void> {
  return open(options.showReg ? 'register' : 'login', options);
}

/** Open the registration prompt. */
export function openRegisterPrompt(options: PromptOptions = {}): Promise<void> {
  return open('register', options);
}

export function closeLoginPrompt(): void {
  dispatch(loginClosed());
}

export function closeRegisterPrompt(): void {
  dispatch(registrationClosed());
}

/**
 * True when the user is logged in; otherwise opens the login prompt and
 * returns false (for "create bot" buttons and the like).
 */
export function requireLogin(options: PromptOptions = {}): boolean {
  const store = getAppStore();
  if (store && selectIsLoggedIn(store.getState())) return true;
  void openLoginPrompt(options);
  return false;
}

export type Credentials = { email: string } | { mobile: string; country_code: string };

/** Log in with a password against the exchange, then complete (reload). */
export async function loginWithPassword(credentials: Credentials, password: string): Promise<void> {
  const inApp = currentApp().inApp;
  const result = await requestApi<LoginResult>(SESSION_PATHS.login, {
    method: 'POST',
    body: { ...credentials, password, ...(inApp ? { return_token: true } : {}) },
    loginRedirect: false,
    silent: true,
  });
  if (result.user_token) setUserToken(result.user_token);
  const profile = await requestApi<UserProfile>(SESSION_PATHS.profile, { flavour: 'profile' });
  completeLogin('login', profile);
}

/** Register (the account API logs the new user in), then complete (reload). */
/**
 * Create an account and log in. `lang` is the profile locale the user chose (where they live: it decides
 * the futures restriction, contracts compliance.ts); without it the exchange records the most restrictive
 * reading of the page.
 */
export async function registerAccount(credentials: Credentials, password: string, referralCode?: string, lang?: string): Promise<void> {
  const inApp = currentApp().inApp;
  const result = await requestApi<LoginResult>(SESSION_PATHS.register, {
    method: 'POST',
    body: { ...credentials, password, ...(referralCode ? { referral_code: referralCode } : {}), ...(lang ? { lang } : {}) },
    loginRedirect: false,
    silent: true,
  });
  if (inApp && result.user_token) setUserToken(result.user_token);
  const profile = await requestApi<UserProfile>(SESSION_PATHS.profile, { flavour: 'profile' });
  completeLogin('register', profile);
}

/**
 * Log out of the web session and reload as an anonymous visitor. From the
 * moment it starts, a call that answers "not logged in" (a poll in flight,
 * a refetch) no longer sends the page to the login screen: the page is
 * about to reload as a visitor, which is what the trader asked for.
 */
export async function logout(): Promise<void> {
  configureTransport({ onLoginRequired: () => undefined });
  try {
    await requestApi(SESSION_PATHS.logout, { method: 'POST', body: {}, loginRedirect: false, silent: true });
  } catch (error) {
    console.warn('[session] logout failed', toApiError(error).message);
  }
  setUserToken(undefined);
  reloadPage();
}
