import { defineAreaStrings, type Translations } from '@tb/i18n';
import type { BotPagesTranslations } from './locales/en';
import { enCore } from './locales/en-core';

/**
 * The scaffolds' own words (`botPages` namespace): page states, pager, running
 * time, close-detail headings. Kind-specific words (a PnL figure's name, a
 * status's name) come from the remote as props. English is registered by the
 * first scaffold that renders (`useBotPageT`), in two parts: what a create page
 * can show, and what only the bot pages show (`useBotPageDetailT`,
 * strings-pages.ts), so a create page's first download carries only the
 * first. zh-TW and ar-SA are fetched whole on demand — a remote adds
 * `botPageStrings` to the sets its routes wait for.
 */
// PURE: a call at module level would keep this module (and all it imports) in every chunk that imports the lib.
export const botPageStrings = /*#__PURE__*/ defineAreaStrings<BotPagesTranslations>({
  namespace: 'botPages',
  // the create pages' part; the bot pages add theirs (strings-pages.ts)
  en: enCore,
  locales: {
    'zh-TW': () => import(/* webpackChunkName: "bot-pages-zh-TW" */ './locales/zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import(/* webpackChunkName: "bot-pages-ar-SA" */ './locales/ar-SA').then((m) => m.arSA),
  },
});

/**
 * `t` of the scaffolds (registers their English strings on first use, so
 * importing the lib costs nothing). `part`: the English of the component
 * calling it beyond the create pages' core (a constant of
 * en-create-parts.ts), added once when it first renders, so only the chunk
 * holding that component downloads it.
 */
export function useBotPageT(part?: Translations) {
  return botPageStrings.useT(part);
}
