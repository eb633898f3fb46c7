/**
 * The `dca` namespace on the page's one i18n instance, through the shared
 * area helper of `@tb/i18n`.
 *
 * To keep the area's first download small, only what the create page says in
 * English ships with it (`en-core`). The bot pages add their English part
 * when their chunk loads (`./bot`), and zh-TW / ar-SA are fetched when the
 * page is in that language: the routes hold the area's render until they are
 * in (a failed fetch falls back to English rather than blocking the page).
 */
import { defineAreaStrings } from '@tb/i18n';
import { enCore } from './en-core';
import type { DcaTranslations } from './en';

export type { DcaTranslations };
export const NAMESPACE = 'dca';

export const dcaStrings = defineAreaStrings<DcaTranslations>({
  namespace: NAMESPACE,
  en: enCore,
  locales: {
    'zh-TW': () => import('./zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import('./ar-SA').then((m) => m.arSA),
  },
});

/** The create page's English strings (called once when the area loads). */
export const registerDcaTranslations = dcaStrings.register;

/** `t` of the `dca` namespace, with typed keys. */
export const useDcaT = dcaStrings.useT;
