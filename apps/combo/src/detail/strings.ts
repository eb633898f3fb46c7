/**
 * The `comboBot` namespace: the strings of the combo bot pages (detail,
 * rebalance history, orders, positions, close detail, follow). English is
 * added when those pages load; zh-TW and ar-SA are fetched when the page is
 * in that language (the pages wait for them with `useBotStringsReady`).
 */
import { defineAreaStrings, useStringsReady } from '@tb/i18n';
import { botPageStrings } from '@tb/feature-bot-pages';
import { futuresStrings } from '@tb/futures-ui';
import { useArea } from '@tb/router';
import { detailEn, type ComboBotTranslations } from '../i18n/detail-en';

export const comboBotStrings = defineAreaStrings<ComboBotTranslations>({
  namespace: 'comboBot',
  en: detailEn,
  locales: {
    'zh-TW': () => import('../i18n/detail-zh-TW').then((m) => m.detailZhTW),
    'ar-SA': () => import('../i18n/detail-ar-SA').then((m) => m.detailArSA),
  },
});

comboBotStrings.register();

export const useComboT = comboBotStrings.useT;

/** Whether the bot pages' strings (their own, the shared bot pages' and the futures pieces') can render in the area's language. */
export function useBotStringsReady(): boolean {
  return useStringsReady([comboBotStrings, botPageStrings, futuresStrings], useArea().locale);
}
