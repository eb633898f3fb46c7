/**
 * The app-jump script, standalone (`/tb-static/shell/static/app-jump.js`,
 * see ./api.ts): open the native app at a deep link from a mobile browser,
 * and send the user to the app download page when the app is not installed.
 *
 * How (the usual technique, as smart-banner scripts do it): navigate to the
 * app-scheme link; if the app opens, the browser hides the page
 * (`visibilitychange` to hidden, `pagehide` or `blur`) and nothing else
 * happens. If the page is still visible after the timeout (1.6 s by default),
 * nothing handled the scheme: go to the fallback.
 *
 * Hostile input: the target must be an app deep link (`tbapp://`,
 * `by-mini://`, `by://`) and the fallback an http(s) URL on the page's own
 * origin (after parsing, so `//evil.example`, `javascript:` or encoded
 * tricks never pass); anything else is refused and nothing navigates.
 */
import { APP_LINK, STATIC_SCRIPT_GLOBALS, type AppJumpApi, type JumpOptions, type JumpOutcome } from './api';

export const DEFAULT_JUMP_TIMEOUT_MS = 1600;

/** The fallback as an absolute URL when it is http(s) on `origin`, else null. */
export function safeFallback(fallback: string, origin: string): string | null {
  try {
    const url = new URL(fallback.trim(), origin);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin) return null;
    return url.href;
  } catch {
    return null;
  }
}

export interface JumpEnvironment {
  readonly document: Document;
  readonly location: { readonly origin: string; assign(url: string): void };
  readonly setTimeout: (fn: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
  readonly addEventListener: (type: string, fn: () => void) => void;
  readonly removeEventListener: (type: string, fn: () => void) => void;
}

export function createAppJump(env: JumpEnvironment): AppJumpApi {
  return {
    open(target: string, options: JumpOptions): Promise<JumpOutcome> {
      const link = target.trim();
      const fallback = safeFallback(options.fallback, env.location.origin);
      if (!APP_LINK.test(link) || fallback === null) return Promise.resolve('refused');
      return new Promise<JumpOutcome>((resolve) => {
        // `timer` is read only by the handlers, which can run only after it is set below.
        const done = (outcome: JumpOutcome) => {
          env.clearTimeout(timer as never);
          env.document.removeEventListener('visibilitychange', onVisibility);
          env.removeEventListener('pagehide', onHidden);
          env.removeEventListener('blur', onHidden);
          resolve(outcome);
        };
        const onHidden = () => done('opened');
        const onVisibility = () => {
          if (env.document.visibilityState === 'hidden') done('opened');
        };
        const timer = env.setTimeout(() => {
          if (env.document.visibilityState === 'hidden') return done('opened');
          env.location.assign(fallback);
          done('fallback');
        }, options.timeoutMs ?? DEFAULT_JUMP_TIMEOUT_MS);
        env.document.addEventListener('visibilitychange', onVisibility);
        env.addEventListener('pagehide', onHidden);
        env.addEventListener('blur', onHidden);
        env.location.assign(link);
      });
    },
  };
}

if (typeof window !== 'undefined') {
  (window as unknown as Record<string, unknown>)[STATIC_SCRIPT_GLOBALS['app-jump']] = createAppJump({
    document,
    location: window.location,
    setTimeout: (fn, ms) => window.setTimeout(fn, ms),
    clearTimeout: (handle) => window.clearTimeout(handle),
    addEventListener: (type, fn) => window.addEventListener(type, fn),
    removeEventListener: (type, fn) => window.removeEventListener(type, fn),
  });
}
