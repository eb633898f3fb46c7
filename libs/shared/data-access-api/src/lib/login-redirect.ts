/**
 * The exchange's login page: `/{lang}/login?redirect_url=<current URL, encoded>`
 * (spec §2). The login page sends the user back to `redirect_url` after login,
 * but only to an address on its own origin (see {@link safeRedirectTarget}),
 * so the parameter cannot be used to bounce users to another site.
 */
import { localeFromPath, sameOriginPath } from '@tb/util-env';

export function loginUrl(currentHref: string = window.location.href, lang: string = localeFromPath(new URL(currentHref, 'http://x').pathname)): string {
  return `/${lang}/login?redirect_url=${encodeURIComponent(currentHref)}`;
}

/** Send the browser to the login page, coming back here afterwards. */
export function redirectToLogin(currentHref: string = window.location.href): void {
  window.location.assign(loginUrl(currentHref));
}

/**
 * Where it is safe to go after login: `redirect_url` when it resolves to the
 * page's own origin (absolute same-origin URL or a path), as a path that no
 * browser can read as another host, otherwise `fallback`. Protocol-relative
 * (`//evil.example`), paths that normalise to one (`/.//evil.example`), other
 * origins and non-http schemes (`javascript:`) are refused (`sameOriginPath`).
 */
export function safeRedirectTarget(redirectUrl: string | null | undefined, origin: string, fallback = '/tradingbot/en/'): string {
  return sameOriginPath(redirectUrl, origin) ?? fallback;
}
