import { defineAreaStrings } from '@tb/i18n';
import { createEn, type CreateTranslations } from './create-en';

/** The area's title and its own pages' labels (the pages every kind has are named by the UI strings). */
export const en = { title: 'Futures martingale', pages: {} } as const;
export type Translations = typeof en;

/** English ships with the remote; zh-TW and ar-SA are fetched when a page is in that language. */
export const martingaleStrings = defineAreaStrings<Translations>({ namespace: 'martingale', en, locales: { 'zh-TW': () => import('./zh-TW').then((m) => m.zhTW), 'ar-SA': () => import('./ar-SA').then((m) => m.arSA) } });

/** The create page's strings: their own namespace, so the create and detail pages' files stay apart (./create-*.ts). */
export const martCreateStrings = defineAreaStrings<CreateTranslations>({ namespace: 'martingaleCreate', en: createEn, locales: { 'zh-TW': () => import('./create-zh-TW').then((m) => m.createZhTW), 'ar-SA': () => import('./create-ar-SA').then((m) => m.createArSA) } });
export const useMartCreateT = martCreateStrings.useT;

/** The bot pages' own strings (`martingaleBot` namespace, detail-{en,zh-TW,ar-SA}.ts), registered when those pages load. */
export { detailEn, type MartingaleBotTranslations } from './detail-en';
