import { defineAreaStrings } from '@tb/i18n';
import { createEn, type CreateTranslations } from './create-en';

/** The create page's strings: English ships with the remote, zh-TW and ar-SA are fetched when the page is in that language. */
export const futuresGridCreateStrings = /*#__PURE__*/ defineAreaStrings<CreateTranslations>({
  namespace: 'futuresGridCreate',
  en: createEn,
  locales: {
    'zh-TW': () => import(/* webpackChunkName: "create-zh-TW" */ './create-zh-TW').then((m) => m.createZhTW),
    'ar-SA': () => import(/* webpackChunkName: "create-ar-SA" */ './create-ar-SA').then((m) => m.createArSA),
  },
});
