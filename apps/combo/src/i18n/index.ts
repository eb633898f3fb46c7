import { defineAreaStrings } from '@tb/i18n';

const en = {
  title: 'Futures combo',
  pages: {
    create: 'Create bot',
    symbols: 'Choose a symbol',
    detail: 'Bot detail',
    closeDetail: 'Close detail',
    historyOrders: 'Order history',
    positions: 'Positions',
    follow: 'Copy detail',
  },
} as const;

export type Translations = typeof en;
export { en };

/** The area's strings: English ships with the remote, zh-TW and ar-SA are fetched when a page is in that language. */
export const comboStrings = defineAreaStrings<Translations>({
  namespace: 'combo',
  en,
  locales: {
    'zh-TW': () => import('./zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import('./ar-SA').then((m) => m.arSA),
  },
});
