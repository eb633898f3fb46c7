import { configureTransport, getAppStore } from '@tb/data-access-api';
import { analytics } from './analytics';
import { currentApp, NATIVE_LOGIN_ROUTE, NATIVE_REGISTER_ROUTE, appProfileToUserProfile, supportsNativeLogin, type AppEnvironment } from './app-bridge';
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

/**
 * The calls behind the login prompt's submit and the account menu's "Log out" (auth-calls.ts): a
 * chunk of their own, downloaded when the web prompt opens or at the first call, not with the
 * shell's first visit that every visitor pays (issue 30). Same signatures as before: all three
 * were async already.
 */
const authCalls = () => import(/* webpackChunkName: "session-auth" */ './auth-calls');

let reloadPage: () => void = () => window.location.reload();
/** The page reload that follows a success or a logout (auth-calls.ts; tests replace it: `setReloadPage`). */
export function reloadAfterAuth(): void {
  reloadPage();
}
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
  // The web prompt is open: its submit's code (auth-calls.ts) comes now, while the trader types.
  void authCalls().catch(() => undefined);
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
  return (await authCalls()).loginWithPassword(credentials, password);
}

/**
 * Create an account and log in. `lang` is the profile locale the user chose (where they live: it decides
 * the futures restriction, contracts compliance.ts); without it the exchange records the most restrictive
 * reading of the page.
 */
export async function registerAccount(credentials: Credentials, password: string, referralCode?: string, lang?: string): Promise<void> {
  return (await authCalls()).registerAccount(credentials, password, referralCode, lang);
}

/**
 * Log out of the web session and reload as an anonymous visitor (auth-calls.ts `logout`). From the
 * moment it starts — before its code has arrived — a call that answers "not logged in" (a poll in
 * flight, a refetch) no longer sends the page to the login screen: the page is about to reload as a
 * visitor, which is what the trader asked for.
 */
export async function logout(): Promise<void> {
  configureTransport({ onLoginRequired: () => undefined });
  return (await authCalls()).logout();
}
