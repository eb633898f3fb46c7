import { defineAreaStrings } from '@tb/i18n';

const en = {
  title: 'Futures grid',
  pages: {
    create: 'Create bot',
    symbols: 'Choose a symbol',
    detail: 'Bot detail',
    closeDetail: 'Close detail',
    openOrders: 'Open orders',
    historyOrders: 'Order history',
    positions: 'Positions',
    follow: 'Copy detail',
  },
} as const;

export type Translations = typeof en;
export { en };

/** The area's strings: English ships with the remote, zh-TW and ar-SA are fetched when a page is in that language. */
export const futuresGridStrings = defineAreaStrings<Translations>({
  namespace: 'futuresGrid',
  en,
  locales: {
    'zh-TW': () => import('./zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import('./ar-SA').then((m) => m.arSA),
  },
});
