import { registerTranslations, type LocaleResources } from '@tb/i18n';

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
export const NAMESPACE = 'combo';

export const resources: LocaleResources<Translations> = {
  en,
  'zh-TW': {
    title: '合約組合',
    pages: {
      create: '建立機器人',
      symbols: '選擇交易對',
      detail: '機器人詳情',
      closeDetail: '關閉詳情',
      historyOrders: '歷史委託',
      positions: '倉位',
      follow: '跟單詳情',
    },
  },
  'ar-SA': {
    title: 'مجموعة العقود',
    pages: {
      create: 'إنشاء روبوت',
      symbols: 'اختر الرمز',
      detail: 'تفاصيل الروبوت',
      closeDetail: 'تفاصيل الإغلاق',
      historyOrders: 'سجل الأوامر',
      positions: 'المراكز',
      follow: 'تفاصيل النسخ',
    },
  },
};

export function registerAreaTranslations() {
  registerTranslations(NAMESPACE, resources);
}
