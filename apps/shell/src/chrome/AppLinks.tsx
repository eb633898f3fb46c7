import { useEffect, useRef } from 'react';
import { currentApp } from '@tb/data-access-session';

/**
 * Inside the native app, link clicks go through the bridge (spec §4). Outside it, nothing happens
 * and nothing is downloaded: the link rules (and the deep-link map they read) are their own chunk.
 */
export function AppLinks({ locale }: { locale: string }) {
  const localeRef = useRef(locale);
  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);
  useEffect(() => {
    const app = currentApp();
    const bridge = app.bridge;
    if (!app.inApp || !bridge) return;
    let live = true;
    let stop: (() => void) | undefined;
    import('./app-links').then(
      ({ interceptAppLinks }) => {
        if (live) stop = interceptAppLinks(document, bridge, () => ({ origin: window.location.origin, locale: localeRef.current }));
      },
      (error: unknown) => console.warn('[shell] in-app link handling could not be loaded; links open in the webview', error),
    );
    return () => {
      live = false;
      stop?.();
    };
  }, []);
  return null;
}
