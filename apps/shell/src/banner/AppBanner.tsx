import { useEffect, useRef, useState } from 'react';
import { useT } from '@tb/i18n';
import { useLocation } from '@tb/router';
import { analytics } from '@tb/data-access-session';
import { APP_SCHEME, resolveDeepLink } from '@tb/util-env';
import bannerStrings from '../i18n/en/banner';
import { registerShellSourcePart, type ShellTranslations } from '../i18n/shell-translations';
import { dismissedRecently, type BannerStrings } from '../static-scripts/api';
import { loadStaticScript } from '../static-scripts/load-static-script';
import { whenIdle } from '../start/when-idle';

// The banner's English strings travel with its chunk (see shell-translations.ts).
registerShellSourcePart({ banner: bannerStrings });

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

let lastTarget: { readonly key: string; readonly target: string } | undefined;

/**
 * `appTarget` of the page's address, resolved once per address (the deep-link map is walked rule
 * by rule): not again on a render with the same address, nor on a first render React discards and
 * redoes (a transition restarted by an urgent update while the banner mounts), which a `useMemo`
 * would not keep.
 */
function pageAppTarget(href: string, locale: string): string {
  const key = `${locale} ${href}`;
  if (lastTarget?.key !== key) lastTarget = { key, target: appTarget(href, window.location.origin, locale) };
  return lastTarget.target;
}

/**
 * Where the app jump goes when the app is not installed (design): the
 * exchange's app download page in the page's language, on the page's own
 * origin, beside `/{lang}/login` — it offers the store links for the phone.
 */
export function appDownloadPage(origin: string, locale: string): string {
  return `${origin}/${encodeURIComponent(locale)}/download/`;
}

/** Opens the app at `target` through the lazily loaded app-jump script (static path, spec §7). */
export async function jumpToApp(target: string, locale: string): Promise<void> {
  analytics.track('app_banner_open');
  try {
    const jump = await loadStaticScript('app-jump');
    await jump.open(target, { fallback: appDownloadPage(window.location.origin, locale) });
  } catch {
    // The script could not load: follow the deep link itself, as a plain link would.
    window.location.assign(target);
  }
}

let pageIdle: Promise<void> | undefined;

/**
 * Resolves once the page has loaded and the browser has then been idle after a frame (`whenIdle`), for the
 * first banner of the page; at once after that (a new address redraws the banner without waiting again).
 *
 * Why (issue 30): the banner is not part of the page's content, and loading its script as the first screen
 * committed put its evaluation and the layout of its first drawing (~60–100 ms under a 4× CPU slowdown) in the
 * busiest seconds of the load, on every phone page. Its room is kept from the first paint, so nothing moves
 * when it appears later.
 */
export function afterPageIdle(): Promise<void> {
  pageIdle ??= new Promise<void>((resolve) => {
    const idle = () => void whenIdle(resolve, { timeout: 5000 });
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return pageIdle;
}

/** Tests: a new page (not yet idle). */
export function resetAfterPageIdle(): void {
  pageIdle = undefined;
}

/**
 * The smart app banner (spec §1): the shell renders this only on mobile
 * browsers, never inside the app (`showsSmartAppBanner`). The banner itself
 * is the app-install-banner script, loaded from its static path only then
 * (spec §7); this component gives it the translated strings and the page's
 * deep link, and runs the app-jump script when "Open the app" is followed.
 * The container is React's; its content is the script's.
 */
export default function AppBanner({ locale }: { locale: string }) {
  const t = useT<ShellTranslations>('shell');
  const container = useRef<HTMLDivElement>(null);
  // the banner's room is kept from the first paint (it has a fixed height), and given back when it is dismissed or cannot load
  const [reserved, setReserved] = useState(() => !dismissedRecently());
  // Subscribed to navigation: the deep link follows the page's address.
  const { pathname, search, hash } = useLocation();
  const href = pageAppTarget(`${window.location.origin}${pathname}${search}${hash}`, locale);
  // The banner is drawn again only when what it shows changes (not on every render of the frame,
  // which would take the focus away from its buttons).
  const strings = JSON.stringify({ label: t('banner.label'), title: t('banner.title'), text: t('banner.text'), open: t('banner.open'), dismiss: t('banner.dismiss') });
  useEffect(() => {
    let unmount: (() => void) | undefined;
    let cancelled = false;
    afterPageIdle()
      .then(() => (cancelled ? undefined : loadStaticScript('app-install-banner')))
      .then((banner) => {
        if (!banner || cancelled || !container.current) return;
        unmount = banner.mount(container.current, {
          strings: JSON.parse(strings) as BannerStrings,
          href,
          onOpen: (target) => void jumpToApp(target, locale),
          onDismiss: () => {
            setReserved(false);
            analytics.track('app_banner_dismiss');
          },
        });
      })
      .catch(() => setReserved(false)); // no banner is better than a broken page
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [strings, href, locale]);
  return <div ref={container} className={reserved ? 'tb-banner-slot tb-banner-slot--reserved' : 'tb-banner-slot'} />;
}
