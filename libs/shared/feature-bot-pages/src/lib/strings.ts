import { defineAreaStrings } from '@tb/i18n';
import { en, type BotPagesTranslations } from './locales/en';

/**
 * The scaffolds' own words (`botPages` namespace): page states, pager, running
 * time, close-detail headings. Kind-specific words (a PnL figure's name, a
 * status's name) come from the remote as props. English is registered by the
 * first scaffold that renders (`useBotPageT`); zh-TW and ar-SA are fetched on
 * demand — a remote adds `botPageStrings` to the sets its routes wait for.
 */
// PURE: a call at module level would keep this module (and all it imports) in every chunk that imports the lib.
export const botPageStrings = /*#__PURE__*/ defineAreaStrings<BotPagesTranslations>({
  namespace: 'botPages',
  en,
  locales: {
    'zh-TW': () => import(/* webpackChunkName: "bot-pages-zh-TW" */ './locales/zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import(/* webpackChunkName: "bot-pages-ar-SA" */ './locales/ar-SA').then((m) => m.arSA),
  },
});

let registered = false;

/** `t` of the scaffolds (registers their English strings on first use, so importing the lib costs nothing). */
export function useBotPageT() {
  if (!registered) {
    registered = true;
    botPageStrings.register();
  }
  return botPageStrings.useT();
}
