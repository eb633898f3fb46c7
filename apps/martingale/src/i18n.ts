import { registerTranslations, type LocaleResources } from '@tb/i18n';

const en = {
  title: 'Futures martingale',
  pages: {
    create: 'Create bot',
    symbols: 'Choose a symbol',
    detail: 'Bot detail',
    closeDetail: 'Close detail',
    openOrders: 'Open orders',
    historyOrders: 'Order history',
    round: 'Round detail',
    follow: 'Copy detail',
  },
} as const;

export type Translations = typeof en;
export const NAMESPACE = 'martingale';

export const resources: LocaleResources<Translations> = {
  en,
  'zh-TW': {
    title: '合約馬丁格爾',
    pages: {
      create: '建立機器人',
      symbols: '選擇交易對',
      detail: '機器人詳情',
      closeDetail: '關閉詳情',
      openOrders: '當前委託',
      historyOrders: '歷史委託',
      round: '輪次詳情',
      follow: '跟單詳情',
    },
  },
  'ar-SA': {
    title: 'مارتينجال العقود',
    pages: {
      create: 'إنشاء روبوت',
      symbols: 'اختر الرمز',
      detail: 'تفاصيل الروبوت',
      closeDetail: 'تفاصيل الإغلاق',
      openOrders: 'الأوامر المفتوحة',
      historyOrders: 'سجل الأوامر',
      round: 'تفاصيل الجولة',
      follow: 'تفاصيل النسخ',
    },
  },
};

export function registerAreaTranslations() {
  registerTranslations(NAMESPACE, resources);
}
