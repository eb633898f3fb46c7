import { useState } from 'react';
import { useT } from '@tb/i18n';
import { analytics } from '@tb/data-access-session';
import { APP_SCHEME, resolveDeepLink } from '@tb/util-env';
import type { ShellTranslations } from '../i18n/shell-translations';

/** A dismissed banner stays away for a week (per browser). */
export const BANNER_DISMISS_KEY = 'tb:app-banner:dismissed-at';
export const BANNER_QUIET_MS = 7 * 24 * 60 * 60 * 1000;

function dismissedRecently(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(BANNER_DISMISS_KEY));
    return Number.isFinite(at) && at > 0 && now - at < BANNER_QUIET_MS;
  } catch {
    return false;
  }
}

/**
 * Where "Open the app" goes: the app screen for this page when the deep-link
 * map has one, else this page in the app's webview (design: the app opens
 * `tbapp://webview?url=` links in its browser).
 */
export function appTarget(href: string, origin: string, locale: string): string {
  const resolved = resolveDeepLink(href, { origin, locale });
  if (resolved.kind !== 'web') return resolved.target;
  return `${APP_SCHEME}webview?url=${encodeURIComponent(href)}`;
}

/**
 * The smart app banner (spec §1): mobile browsers only, never inside the app
 * (the shell decides; this chunk loads only when it shows).
 */
export default function AppBanner({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const [hidden, setHidden] = useState(dismissedRecently);
  if (hidden) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(BANNER_DISMISS_KEY, String(Date.now()));
    } catch {
      // private mode: the banner just comes back next time
    }
    analytics.track('app_banner_dismiss');
    setHidden(true);
  };
  return (
    <aside className="tb-banner" aria-label={t('banner.label')}>
      <span className="tb-banner__logo" aria-hidden="true">
        TB
      </span>
      <div className="tb-banner__text">
        <p className="tb-banner__title">{t('banner.title')}</p>
        <p className="tb-banner__sub">{t('banner.text')}</p>
      </div>
      <a
        className="tb-btn tb-btn--primary tb-btn--sm"
        href={appTarget(window.location.href, window.location.origin, locale)}
        onClick={() => analytics.track('app_banner_open')}
      >
        {t('banner.open')}
      </a>
      <button type="button" className="tb-banner__close" onClick={dismiss} aria-label={t('banner.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
