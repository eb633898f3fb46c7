import { useEffect, useRef } from 'react';
import { currentApp, interceptAppLinks } from '@tb/data-access-session';

/** Inside the native app, link clicks go through the bridge (spec §4). Outside it, nothing happens. */
export function AppLinks({ locale }: { locale: string }) {
  const localeRef = useRef(locale);
  useEffect(() => {
    localeRef.current = locale;
  }, [locale]);
  useEffect(() => {
    const app = currentApp();
    if (!app.inApp || !app.bridge) return;
    return interceptAppLinks(document, app.bridge, () => ({ origin: window.location.origin, locale: localeRef.current }));
  }, []);
  return null;
}
