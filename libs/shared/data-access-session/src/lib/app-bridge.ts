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

export const APP_UA_TOKEN = 'TBApp';
export const BRIDGE_GLOBAL = 'TBNativeBridge';
/** The app's URL scheme: links starting with it go to the app router. */
export const APP_SCHEME = 'tbapp://';
export const MIN_NATIVE_LOGIN_VERSION = '3.6.1';

export interface AppEnvironment {
  inApp: boolean;
  /** App version from the user agent, e.g. "3.6.1" (null outside the app). */
  version: string | null;
  bridge: NativeBridge | null;
}

const UA_PATTERN = new RegExp(`\\b${APP_UA_TOKEN}/(\\d+(?:\\.\\d+){0,3})`);

/** Compare dotted versions numerically: -1, 0 or 1. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}

function isBridge(value: unknown): value is NativeBridge {
  if (typeof value !== 'object' || value === null) return false;
  const bridge = value as Record<string, unknown>;
  return ['getUserInfo', 'routerPush', 'launchUrl', 'routeTarget'].every((name) => typeof bridge[name] === 'function');
}

/** Detect the app from a user agent and the global scope that may hold the bridge. */
export function detectApp(userAgent: string, scope: object | undefined): AppEnvironment {
  const match = UA_PATTERN.exec(userAgent);
  const candidate = scope ? (scope as Record<string, unknown>)[BRIDGE_GLOBAL] : undefined;
  if (!match || !isBridge(candidate)) return { inApp: false, version: match?.[1] ?? null, bridge: null };
  return { inApp: true, version: match[1], bridge: candidate };
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
  return app.inApp && app.bridge !== null && app.version !== null && compareVersions(app.version, MIN_NATIVE_LOGIN_VERSION) >= 0;
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
