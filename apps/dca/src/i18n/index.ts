/**
 * The `dca` namespace on the page's one i18n instance.
 *
 * To keep the area's first download small, only what the create page says in
 * English ships with it (`en-core`). The bot pages add their English part
 * when their chunk loads (`./bot`), and zh-TW / ar-SA are fetched when the
 * page is in that language: {@link useDcaLocaleReady} holds the area's
 * render until they are in (a failed fetch falls back to English rather
 * than blocking the page).
 */
import { useEffect, useState } from 'react';
import { i18n, useT, useTranslation, type LocaleResources } from '@tb/i18n';
import { enCore } from './en-core';
import type { DcaTranslations } from './en';

export type { DcaTranslations };
export const NAMESPACE = 'dca';

type LocaleTree = LocaleResources<DcaTranslations>['zh-TW'];

/** Languages translated in full and fetched on demand (en is the source). */
const LAZY_LOCALES: Readonly<Record<string, () => Promise<LocaleTree>>> = {
  'zh-TW': () => import('./zh-TW').then((m) => m.zhTW),
  'ar-SA': () => import('./ar-SA').then((m) => m.arSA),
};

/** Deep-merge one part of a language into the namespace (parts arrive separately). */
export function addDcaBundle(language: string, tree: object): void {
  i18n.addResourceBundle(language, NAMESPACE, tree, true, false);
}

/** The create page's English strings (called once when the area loads). */
export function registerDcaTranslations(): void {
  addDcaBundle('en', enCore);
}

const failed = new Set<string>();
const pending = new Map<string, Promise<void>>();

/** Fetch a language's `dca` strings (once). */
export function loadDcaLocale(language: string): Promise<void> {
  const loader = LAZY_LOCALES[language];
  if (!loader) return Promise.resolve();
  let promise = pending.get(language);
  if (!promise) {
    promise = loader().then(
      (tree) => addDcaBundle(language, tree),
      (error: unknown) => {
        failed.add(language);
        pending.delete(language);
        console.warn(`[dca] ${language} strings could not be loaded; showing English`, error);
      },
    );
    pending.set(language, promise);
  }
  return promise;
}

function needsLocale(language: string): boolean {
  return language in LAZY_LOCALES && !failed.has(language) && !i18n.hasResourceBundle(language, NAMESPACE);
}

/** True once the page language's `dca` strings are available (at once for English). */
export function useDcaLocaleReady(): boolean {
  const { i18n: instance } = useTranslation(NAMESPACE);
  const language = instance.language;
  const needed = needsLocale(language);
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void loadDcaLocale(language).then(() => live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [language, needed]);
  return !needed;
}

/** `t` of the `dca` namespace, with typed keys. */
export const useDcaT = () => useT<DcaTranslations>(NAMESPACE);
