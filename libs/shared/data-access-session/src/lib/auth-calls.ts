import { configureTransport, requestApi, toApiError } from '@tb/data-access-api';
import type { LoginResult } from '@tb/contracts';
import { currentApp } from './app-bridge';
import { completeLogin, reloadAfterAuth, type Credentials } from './auth';
import { SESSION_PATHS } from './paths';
import type { UserProfile } from './profile';
import { setUserToken } from './token';

/*
 * The session's calls to the account API (log in, register, log out): a chunk of the shell's own,
 * loaded when the web login prompt opens or at the first call (auth.ts re-exports them as async
 * functions of the same signatures). Nothing on a page's first screen calls them.
 */

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
 * Log out of the web session and reload as an anonymous visitor (auth.ts `logout` has already
 * stopped "not logged in" answers from sending the page to the login screen; again here for a direct caller).
 */
export async function logout(): Promise<void> {
  configureTransport({ onLoginRequired: () => undefined });
  try {
    await requestApi(SESSION_PATHS.logout, { method: 'POST', body: {}, loginRedirect: false, silent: true });
  } catch (error) {
    console.warn('[session] logout failed', toApiError(error).message);
  }
  setUserToken(undefined);
  reloadAfterAuth();
}
