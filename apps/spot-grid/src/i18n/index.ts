import { defineAreaStrings } from '@tb/i18n';
import { en } from './en';
import type { enParts } from './en-parts';
import type { enPicker } from './en-picker';

export type Translations = typeof en & typeof enParts & typeof enPicker;
export const NAMESPACE = 'spotGrid';

/**
 * The `spotGrid` strings (the shared area helper of `@tb/i18n`): the create
 * page's English ships with the area's code (`./en`), the on-demand parts add
 * theirs (`./parts`), and zh-TW / ar-SA arrive as their own chunk when a page
 * in that language opens — so an English first visit downloads one language,
 * not three — or the area shows English if that chunk cannot be fetched.
 */
export const spotGridStrings = defineAreaStrings<Translations>({
  namespace: NAMESPACE,
  en,
  locales: {
    'zh-TW': () => import(/* webpackChunkName: "i18n-zh-TW" */ './zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import(/* webpackChunkName: "i18n-ar-SA" */ './ar-SA').then((m) => m.arSA),
  },
});

/** Adds the create page's `spotGrid` strings in English (idempotent); ./parts adds the rest with the parts that use them. */
export const registerAreaTranslations = spotGridStrings.register;
/** Loads (once) the translations of a locale. */
export const loadLocale = spotGridStrings.load;
