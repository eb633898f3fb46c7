import { defineAreaStrings } from '@tb/i18n';

/** The area's title and its own pages' labels (the pages every kind has are named by the UI strings). */
export const en = { title: 'Futures grid', pages: {} } as const;
export type Translations = typeof en;

/**
 * English ships with the remote; zh-TW and ar-SA are fetched when a page is in that language,
 * each with the bot pages' strings (detail-*.ts; their English is added by detail/part.ts).
 */
export const futuresGridStrings = defineAreaStrings<Translations>({
  namespace: 'futuresGrid',
  en,
  locales: {
    'zh-TW': () => Promise.all([import('./zh-TW'), import('./detail-zh-TW')]).then(([area, detail]) => ({ ...area.zhTW, ...detail.detailZhTW })),
    'ar-SA': () => Promise.all([import('./ar-SA'), import('./detail-ar-SA')]).then(([area, detail]) => ({ ...area.arSA, ...detail.detailArSA })),
  },
});
export { futuresGridCreateStrings } from './create-strings';
