import { useEffect, useState } from 'react';
import { i18n, translationLanguage } from '@tb/i18n';
import { en } from './en';
import type { enParts } from './en-parts';
import type { Shape } from './shape';

export type Translations = typeof en & typeof enParts;
export const NAMESPACE = 'spotGrid';

/**
 * English (the source and fallback) is registered with the area's code; the
 * other complete locales arrive as their own small chunk when a page in that
 * language opens, so an English first visit downloads one language, not three.
 */
const LOADERS: Readonly<Record<string, () => Promise<Shape<Translations>>>> = {
  'zh-TW': () => import(/* webpackChunkName: "i18n-zh-TW" */ './zh-TW').then((m) => m.zhTW),
  'ar-SA': () => import(/* webpackChunkName: "i18n-ar-SA" */ './ar-SA').then((m) => m.arSA),
};

const pending = new Map<string, Promise<void>>();

function add(lng: string, tree: Shape<Translations>): void {
  if (!i18n.hasResourceBundle(lng, NAMESPACE)) i18n.addResourceBundle(lng, NAMESPACE, tree, true, false);
}

/** Adds the create page's `spotGrid` strings in English (idempotent); ./parts adds the rest with the parts that use them. */
export function registerAreaTranslations(): void {
  // deep merge, never overwrite: the on-demand parts may have added their half first
  i18n.addResourceBundle('en', NAMESPACE, en, true, false);
}

/** True when the page's language can render now (English, a loaded locale, or one without a translation: it falls back to English). */
export function isLocaleReady(lng: string): boolean {
  return !LOADERS[lng] || i18n.hasResourceBundle(lng, NAMESPACE);
}

/** Loads (once) the translations of `lng`. */
export function loadLocale(lng: string): Promise<void> {
  const loader = LOADERS[lng];
  if (!loader || i18n.hasResourceBundle(lng, NAMESPACE)) return Promise.resolve();
  let job = pending.get(lng);
  if (!job) {
    job = loader().then((tree) => add(lng, tree));
    pending.set(lng, job);
  }
  return job;
}

/** Whether the area's strings for the URL locale are there; starts loading them if not. */
export function useLocaleReady(locale: string): boolean {
  const lng = translationLanguage(locale);
  const [loaded, setLoaded] = useState<string | null>(null);
  useEffect(() => {
    if (isLocaleReady(lng)) return;
    let live = true;
    void loadLocale(lng).then(() => live && setLoaded(lng));
    return () => {
      live = false;
    };
  }, [lng]);
  return isLocaleReady(lng) || loaded === lng;
}
