/**
 * Where the page runs: client type, the exchange app's webview, the chat
 * app's mini app. Pure functions of the user agent and of a few globals, so
 * they run in tests, on the server and in the browser alike.
 *
 * Contract with the exchange app (shared with `@tb/data-access-session`'s
 * bridge, which implements the calls):
 * - its webview's user agent carries `TBApp/<version>` (`TBApp/3.6.1`);
 * - it injects `window.TBNativeBridge` before the page's scripts run;
 * - its URL scheme is `tbapp://`.
 * The page is in the app only when the UA token **and** the bridge object are
 * present (a UA alone is trivially spoofed by a browser extension; a bridge
 * alone is a test harness left behind).
 *
 * The chat app's mini app (design; the spec only says one exists): the chat
 * app injects `window.Telegram.WebApp` whose `platform` names the device
 * (`ios`, `android`, `android_x`, `tdesktop`, `macos`, `web`, `weba`, `webk`,
 * `unigram`), and its Android webview adds `Telegram-Android/<v>` to the user
 * agent. A page opened as a mini app has a non-empty `initData` or a platform
 * other than `unknown`. The mini-app variant follows the platform; without
 * one the UA decides (mobile UA → iOS/Android by UA, otherwise desktop).
 */
export const APP_UA_TOKEN = 'TBApp';
export const APP_BRIDGE_GLOBAL = 'TBNativeBridge';
export const APP_SCHEME = 'tbapp://';
/** Minimum app version for the native bridge (native login/registration), spec §9. */
export const MIN_NATIVE_BRIDGE_VERSION = '3.6.1';

export type ClientType = 'pc' | 'h5' | 'miniDesktop' | 'miniIos' | 'miniAndroid';

/** The `platform` header the API expects (architecture doc): pc | h5 | app. */
export type PlatformHeader = 'pc' | 'h5' | 'app';

/** What the detectors read; pass `globalThis` in the browser. */
export interface ClientGlobals {
  readonly navigator?: { readonly userAgent?: string; readonly maxTouchPoints?: number };
  readonly Telegram?: { readonly WebApp?: { readonly platform?: string; readonly initData?: string } };
  readonly [APP_BRIDGE_GLOBAL]?: unknown;
}

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini|HarmonyOS|OpenHarmony/i;

/**
 * The spec's mobile check, from the user agent. iPadOS reports a desktop
 * Safari UA (`Macintosh`); pass `maxTouchPoints` to count a touch Mac as an
 * iPad (a real Mac reports 0).
 */
export function isMobileUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  if (MOBILE_UA.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export function isIosUserAgent(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

export function isAndroidUserAgent(userAgent: string): boolean {
  return /Android|HarmonyOS|OpenHarmony/i.test(userAgent);
}

/** The mini-app variant, or null when the page is not a mini app. */
export function miniAppClientType(globals: ClientGlobals = {}): Extract<ClientType, `mini${string}`> | null {
  const ua = globals.navigator?.userAgent ?? '';
  const touch = globals.navigator?.maxTouchPoints ?? 0;
  const webApp = globals.Telegram?.WebApp;
  const platform = (webApp?.platform ?? '').toLowerCase();
  const opened = Boolean(webApp && ((webApp.initData ?? '') !== '' || (platform !== '' && platform !== 'unknown')));
  const uaMarker = /Telegram-Android\//i.test(ua);
  if (!opened && !uaMarker) return null;
  if (platform === 'ios') return 'miniIos';
  if (platform === 'android' || platform === 'android_x' || uaMarker) return 'miniAndroid';
  if (['tdesktop', 'macos', 'web', 'weba', 'webk', 'unigram'].includes(platform)) return 'miniDesktop';
  if (isIosUserAgent(ua, touch)) return 'miniIos';
  if (isAndroidUserAgent(ua)) return 'miniAndroid';
  return 'miniDesktop';
}

/** Client type (spec §1): a mini-app variant first, else h5 on a mobile UA, else pc. */
export function detectClientType(globals: ClientGlobals = {}): ClientType {
  const mini = miniAppClientType(globals);
  if (mini) return mini;
  return isMobileUserAgent(globals.navigator?.userAgent ?? '', globals.navigator?.maxTouchPoints ?? 0) ? 'h5' : 'pc';
}

/** Whether a client type is a phone-sized one (h5 or a mobile mini app). */
export function isPhoneClient(type: ClientType): boolean {
  return type === 'h5' || type === 'miniIos' || type === 'miniAndroid';
}

const APP_UA = new RegExp(`\\b${APP_UA_TOKEN}/(\\d+(?:\\.\\d+){0,3})`);

/** The app version in a user agent (`…TBApp/3.6.1…` → `3.6.1`), or null. */
export function parseAppVersion(userAgent: string): string | null {
  return APP_UA.exec(userAgent)?.[1] ?? null;
}

/**
 * Compare dotted versions numerically (`3.10.0` > `3.6.1`; missing parts are
 * 0, so `3.6` = `3.6.0`). Non-numeric parts count as 0. Returns -1, 0 or 1.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const left = a.trim().split('.');
  const right = b.trim().split('.');
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const l = /^\d+$/.test(left[i] ?? '') ? Number(left[i]) : 0;
    const r = /^\d+$/.test(right[i] ?? '') ? Number(right[i]) : 0;
    if (l !== r) return l < r ? -1 : 1;
  }
  return 0;
}

/** `version >= minimum`; a missing version never satisfies it. */
export function isVersionAtLeast(version: string | null | undefined, minimum: string): boolean {
  return Boolean(version) && compareVersions(version as string, minimum) >= 0;
}

export interface AppInfo {
  /** In the exchange app: UA token and bridge object both present. */
  readonly inApp: boolean;
  readonly version: string | null;
  /** In the app with a version ≥ 3.6.1: login and registration use native screens. */
  readonly nativeBridge: boolean;
}

export function detectApp(globals: ClientGlobals = {}): AppInfo {
  const version = parseAppVersion(globals.navigator?.userAgent ?? '');
  const bridge = globals[APP_BRIDGE_GLOBAL];
  const inApp = version !== null && typeof bridge === 'object' && bridge !== null;
  return { inApp, version, nativeBridge: inApp && isVersionAtLeast(version, MIN_NATIVE_BRIDGE_VERSION) };
}

/** The `platform` request header: `app` inside the exchange app, `h5` on phones and mobile mini apps, else `pc`. */
export function platformHeader(globals: ClientGlobals = {}): PlatformHeader {
  if (detectApp(globals).inApp) return 'app';
  return isPhoneClient(detectClientType(globals)) ? 'h5' : 'pc';
}

/** The smart app banner shows on mobile browsers, never inside the app (spec §1) nor in a mini app. */
export function showsSmartAppBanner(globals: ClientGlobals = {}): boolean {
  return detectClientType(globals) === 'h5' && !detectApp(globals).inApp;
}
