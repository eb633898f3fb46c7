import { defineAreaStrings, type Translations } from '@tb/i18n';
import { en, type FuturesTranslations } from './locales/en';

/**
 * The futures family's words (`futures` namespace), used by `@tb/futures-ui`
 * and `@tb/futures-feature`. English is registered by the first piece that
 * renders (`useFuturesT`); zh-TW and ar-SA are fetched on demand — a futures
 * remote adds `futuresStrings` to the sets its routes wait for:
 * `useStringsReady([kindStrings, botPageStrings, futuresStrings], locale)`.
 */
// PURE: a call at module level would keep this module (and all it imports) in every chunk that imports the lib.
export const futuresStrings = /*#__PURE__*/ defineAreaStrings<FuturesTranslations>({
  namespace: 'futures',
  en,
  locales: {
    'zh-TW': () => import(/* webpackChunkName: "futures-zh-TW" */ './locales/zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import(/* webpackChunkName: "futures-ar-SA" */ './locales/ar-SA').then((m) => m.arSA),
  },
});

/**
 * `t` of the futures pieces (registers their English strings on first use,
 * so importing the lib costs nothing). `part`: a piece's own English beyond
 * the shared table (./locales/en-positions.ts, `futuresTransferEn`), added
 * once, when that piece first renders — so it travels with its code, not
 * with every create page's first route.
 */
export function useFuturesT(part?: Translations) {
  return futuresStrings.useT(part);
}
