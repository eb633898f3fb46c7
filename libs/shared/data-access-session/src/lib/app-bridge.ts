import { APP_BRIDGE_GLOBAL, APP_SCHEME, APP_UA_TOKEN, MIN_NATIVE_BRIDGE_VERSION, isVersionAtLeast, parseAppVersion } from '@tb/util-env';
import type { UserProfile } from './profile';

/**
 * The native app's bridge: the adapter between this web page and the
 * exchange's mobile app when the page runs in the app's webview.
 *
 * Contract with the app (documented interface):
 * - the webview's user agent contains `TBApp/<version>` (e.g. `TBApp/3.6.1`);
 * - the app injects `window.TBNativeBridge` implementing {@link NativeBridge}
 *   before the page's scripts run.
 * The page is "in the app" only when both are present. Native login and
 * registration need version ≥ {@link MIN_NATIVE_LOGIN_VERSION}.
 *
 * Tests (unit and e2e) drive the page with a fake object implementing the same
 * interface (see `createFakeBridge` in ./fake-bridge and e2e/shell/support).
 */
export interface NativeBridge {
  /**
   * The app's signed-in user, with its token, or null when nobody is signed
   * in to the app.
   */
  getUserInfo(): Promise<AppUserInfo | null>;
  /**
   * Push an app route (an app-scheme URL such as `tbapp://login?fromWeb=1`).
   * Resolves when the pushed screen is closed again; rejects when the app
   * cannot open it. With `topPage`, the app returns to its home afterwards.
   */
  routerPush(url: string, options?: { topPage?: boolean }): Promise<void>;
  /** Open a URL with the OS URL launcher (mailto:, tel:, external sites). */
  launchUrl(url: string): void;
  /** Route a `by:` / `by-mini:` link through the app's route target. */
  routeTarget(url: string): void;
}

/** The app's own profile fields (spec §3 "inside the app"). */
export interface AppUserInfo {
  uid: string | number;
  userName?: string;
  vagueEmail?: string;
  vagueMobile?: string;
  mobileVerified?: boolean;
  emailVerified?: boolean;
  hasGoogle2fa?: boolean;
  countryCode?: string;
  lang?: string;
  parentMemId?: string | number;
  status?: number;
  isVip?: boolean;
  vipLabelInfo?: { labelLevel?: number };
  userToken?: string;
}

/** The contract's names live in @tb/util-env (user agent token, bridge global, scheme, minimum version). */
export { APP_UA_TOKEN, APP_SCHEME };
export const BRIDGE_GLOBAL = APP_BRIDGE_GLOBAL;
export const MIN_NATIVE_LOGIN_VERSION = MIN_NATIVE_BRIDGE_VERSION;

export interface AppEnvironment {
  inApp: boolean;
  /** App version from the user agent, e.g. "3.6.1" (null outside the app). */
  version: string | null;
  bridge: NativeBridge | null;
}

function isBridge(value: unknown): value is NativeBridge {
  if (typeof value !== 'object' || value === null) return false;
  const bridge = value as Record<string, unknown>;
  return ['getUserInfo', 'routerPush', 'launchUrl', 'routeTarget'].every((name) => typeof bridge[name] === 'function');
}

/** Detect the app from a user agent and the global scope that may hold the bridge. */
export function detectApp(userAgent: string, scope: object | undefined): AppEnvironment {
  const version = parseAppVersion(userAgent);
  const candidate = scope ? (scope as Record<string, unknown>)[BRIDGE_GLOBAL] : undefined;
  if (!version || !isBridge(candidate)) return { inApp: false, version, bridge: null };
  return { inApp: true, version, bridge: candidate };
}

let override: AppEnvironment | undefined;

/** The page's app environment (detected on each call unless set for tests). */
export function currentApp(): AppEnvironment {
  if (override) return override;
  if (typeof window === 'undefined') return { inApp: false, version: null, bridge: null };
  return detectApp(navigator.userAgent, window);
}

/** Tests: force an app environment (undefined restores detection). */
export function setAppEnvironment(environment: AppEnvironment | undefined): void {
  override = environment;
}

/** Native login/registration is used inside the app from version 3.6.1 (spec §4 "App mode"). */
export function supportsNativeLogin(app: AppEnvironment): app is AppEnvironment & { bridge: NativeBridge; version: string } {
  return app.inApp && app.bridge !== null && isVersionAtLeast(app.version, MIN_NATIVE_LOGIN_VERSION);
}

/** The profile rebuilt from the app's own fields (spec §3). */
export function appProfileToUserProfile(info: AppUserInfo): UserProfile {
  return {
    id: String(info.uid ?? '0'),
    username: info.userName ?? '',
    vague_email: info.vagueEmail ?? '',
    vague_mobile: info.vagueMobile ?? '',
    mobile_verified: Boolean(info.mobileVerified),
    email_verified: Boolean(info.emailVerified),
    has_google2fa: Boolean(info.hasGoogle2fa),
    country_code: info.countryCode ?? '',
    lang: info.lang ?? '',
    parent_member_id: String(info.parentMemId ?? '0'),
    status: info.status ?? 1,
    loyalty_vip_info: { is_vip: Boolean(info.isVip), label_level: info.vipLabelInfo?.labelLevel ?? 0 },
  };
}

/** App routes of the native login and registration screens (spec §4). */
export const NATIVE_LOGIN_ROUTE = `${APP_SCHEME}login?fromWeb=1`;
export const NATIVE_REGISTER_ROUTE = `${APP_SCHEME}register?fromWeb=1&directlyRegister=1`;
