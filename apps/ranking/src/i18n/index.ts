import { defineAreaStrings } from '@tb/i18n';

const en = {
  title: 'Bot ranking',
  pages: {
    list: 'Ranking list',
  },
} as const;

export type Translations = typeof en;
export { en };

/** The area's strings: English ships with the remote, zh-TW and ar-SA are fetched when a page is in that language. */
export const rankingStrings = defineAreaStrings<Translations>({
  namespace: 'ranking',
  en,
  locales: {
    'zh-TW': () => import('./zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import('./ar-SA').then((m) => m.arSA),
  },
});
