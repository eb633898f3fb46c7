import type { LocaleResources } from '@tb/i18n';

/** Source (en) strings of everything the shell itself shows. */
const en = {
  remote: {
    loading: 'Loading {{area}}…',
    failedTitle: '{{area}} is unavailable right now',
    failedBody: 'This part of the page could not be loaded. The rest of the trading-bot area still works.',
    details: 'Technical details',
    retry: 'Retry',
  },
  nav: {
    label: 'Trading bots',
    home: 'Home',
    spotGrid: 'Spot grid',
    dca: 'DCA',
    futuresGrid: 'Futures grid',
    martingale: 'Futures martingale',
    combo: 'Futures combo',
    ranking: 'Bot ranking',
    aiPick: 'AI daily pick',
  },
  notFound: { title: 'Page not found', body: 'There is nothing at this address.', home: 'Go to trading bots' },
} as const;

export type ShellTranslations = typeof en;

export const shellTranslations: LocaleResources<ShellTranslations> = {
  en,
  'zh-TW': {
    remote: {
      loading: '正在載入{{area}}…',
      failedTitle: '{{area}}暫時無法使用',
      failedBody: '頁面的這個部分無法載入。交易機器人的其他功能仍可正常使用。',
      details: '技術細節',
      retry: '重試',
    },
    nav: {
      label: '交易機器人',
      home: '首頁',
      spotGrid: '現貨網格',
      dca: '定投',
      futuresGrid: '合約網格',
      martingale: '合約馬丁格爾',
      combo: '合約組合',
      ranking: '機器人排行榜',
      aiPick: 'AI 每日精選',
    },
    notFound: { title: '找不到頁面', body: '此網址沒有內容。', home: '前往交易機器人' },
  },
  'ar-SA': {
    remote: {
      loading: 'جارٍ تحميل {{area}}…',
      failedTitle: '{{area}} غير متاح حاليًا',
      failedBody: 'تعذّر تحميل هذا الجزء من الصفحة. بقية منطقة روبوتات التداول ما زالت تعمل.',
      details: 'تفاصيل تقنية',
      retry: 'إعادة المحاولة',
    },
    nav: {
      label: 'روبوتات التداول',
      home: 'الرئيسية',
      spotGrid: 'شبكة فورية',
      dca: 'متوسط التكلفة',
      futuresGrid: 'شبكة العقود',
      martingale: 'مارتينجال العقود',
      combo: 'مجموعة العقود',
      ranking: 'ترتيب الروبوتات',
      aiPick: 'اختيار الذكاء الاصطناعي اليومي',
    },
    notFound: { title: 'الصفحة غير موجودة', body: 'لا يوجد شيء في هذا العنوان.', home: 'الانتقال إلى روبوتات التداول' },
  },
};
