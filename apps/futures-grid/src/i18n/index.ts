import { defineAreaStrings } from '@tb/i18n';

/** The area's title and its own pages' labels (the pages every kind has are named by the UI strings). */
export const en = { title: 'Futures grid', pages: {} } as const;
export type Translations = typeof en;

/** English ships with the remote; zh-TW and ar-SA are fetched when a page is in that language. */
export const futuresGridStrings = defineAreaStrings<Translations>({ namespace: 'futuresGrid', en, locales: { 'zh-TW': () => import('./zh-TW').then((m) => m.zhTW), 'ar-SA': () => import('./ar-SA').then((m) => m.arSA) } });
export { futuresGridCreateStrings } from './create-strings';
