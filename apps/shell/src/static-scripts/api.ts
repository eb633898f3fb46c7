/**
 * The native-app scripts the spec puts on static paths (§7: "an app-jump
 * script and an app-install-banner script load from static paths").
 *
 * Each is a standalone script built by its own webpack compilation into
 * `dist/apps/shell/static/<name>.js` and served at
 * `/tb-static/shell/static/<name>.js`; it has no React, no federation runtime
 * and no imports at run time (types only). Loaded with a `<script>` tag by
 * `load-static-script.ts` only when it is needed, it registers its API on a
 * global the shell then calls. The shell keeps the decisions (whether the
 * banner shows, which deep link a page maps to, the translated strings); the
 * scripts only draw the banner and perform the jump.
 *
 * The file names are fixed (no content hash) because they are a static
 * contract, like the real exchange's common-static scripts: the simulator
 * serves them `no-cache` with an ETag, so a browser revalidates and a new
 * build is picked up on the next load.
 */

export const STATIC_SCRIPT_NAMES = ['app-install-banner', 'app-jump'] as const;
export type StaticScriptName = (typeof STATIC_SCRIPT_NAMES)[number];

/** Where the scripts are served (the shell's public path plus `static/`). */
export const STATIC_SCRIPT_BASE = '/tb-static/shell/static/';

export interface BannerStrings {
  /** Accessible name of the banner region. */
  readonly label: string;
  readonly title: string;
  readonly text: string;
  /** The "Open the app" link. */
  readonly open: string;
  /** Accessible name of the close button. */
  readonly dismiss: string;
}

export interface BannerOptions {
  readonly strings: BannerStrings;
  /** The app deep link for this page (`tbapp://…`, `by-mini://…`); anything else is refused. */
  readonly href: string;
  /** "Open the app" clicked; the shell runs the app jump (the link's default is prevented first). */
  readonly onOpen?: (href: string) => void;
  /** The close button clicked (after the dismissal is stored). */
  readonly onDismiss?: () => void;
  /** Clock for the week-long quiet period (tests). */
  readonly now?: () => number;
}

export interface AppInstallBannerApi {
  /** Draw the banner into `container` (emptied first); returns a function that removes it. Draws nothing after a recent dismissal. */
  mount(container: HTMLElement, options: BannerOptions): () => void;
  /** True when the banner was dismissed less than a week ago in this browser. */
  dismissedRecently(now?: number): boolean;
}

export interface JumpOptions {
  /** Where to go when the app did not open: an http(s) URL on the page's own origin (the app download page). */
  readonly fallback: string;
  /** How long to wait for the app to take over before the fallback (default 1600 ms). */
  readonly timeoutMs?: number;
}

export type JumpOutcome = 'opened' | 'fallback' | 'refused';

export interface AppJumpApi {
  /**
   * Try to open the native app at `target` (an app-scheme deep link). If the
   * page is still visible after the timeout, the app is not installed: go to
   * `fallback`. Resolves with what happened.
   */
  open(target: string, options: JumpOptions): Promise<JumpOutcome>;
}

export interface StaticScriptApis {
  'app-install-banner': AppInstallBannerApi;
  'app-jump': AppJumpApi;
}

/** The global each script registers itself on. */
export const STATIC_SCRIPT_GLOBALS: { readonly [K in StaticScriptName]: string } = {
  'app-install-banner': 'tbAppInstallBanner',
  'app-jump': 'tbAppJump',
};

/** App deep links the scripts accept: the exchange app's scheme and its mini-app schemes (same list as @tb/util-env). */
export const APP_LINK = /^(tbapp|by-mini|by):\/\/[^\s<>"']*$/i;

/** A dismissed banner stays away for a week (per browser). */
export const BANNER_DISMISS_KEY = 'tb:app-banner:dismissed-at';
export const BANNER_QUIET_MS = 7 * 24 * 60 * 60 * 1000;

/** True when the banner was dismissed less than a week ago in this browser (read by the script and by the shell). */
export function dismissedRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(BANNER_DISMISS_KEY));
    return Number.isFinite(at) && at > 0 && now - at < BANNER_QUIET_MS;
  } catch {
    return false;
  }
}
