/**
 * The `martingaleBot` namespace: the strings of the bot pages (detail,
 * rounds, round detail, orders, close detail, follow). English is added when
 * those pages load; zh-TW and ar-SA are fetched when the page is in that
 * language (the pages wait for them behind `withBotStrings`, ./gate.tsx).
 */
import { futuresBotStrings } from '@tb/futures-feature';
import { detailEn, type MartingaleBotTranslations } from '../i18n/detail-en';

export const martBot = futuresBotStrings<MartingaleBotTranslations>({ namespace: 'martingaleBot', en: detailEn, locales: { 'zh-TW': () => import('../i18n/detail-zh-TW').then((m) => m.detailZhTW), 'ar-SA': () => import('../i18n/detail-ar-SA').then((m) => m.detailArSA) } });

export const useMartT = martBot.useT;
