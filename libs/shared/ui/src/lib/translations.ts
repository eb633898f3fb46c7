import { registerTranslations, useT, type LocaleResources } from '@tb/i18n';

/** Source (en) strings of the design-system components. */
const en = {
  close: 'Close',
  loading: 'Loading…',
  toast: { success: 'Success', warn: 'Warning', fail: 'Error', region: 'Notifications', dismiss: 'Dismiss notification' },
  table: { empty: 'Nothing to show', rows: '{{count}} rows' },
  progress: 'Progress',
  number: {
    notNumber: 'Enter a number: digits, with one decimal point (for example 1,234.56). Letters and exponents such as 5e2 are not accepted.',
    negative: 'Enter a number of 0 or more.',
    notWhole: 'Enter a whole number, without decimals.',
    tooManyDecimals_zero: 'Use at most {{count}} decimal places.',
    tooManyDecimals_one: 'Use at most {{count}} decimal place.',
    tooManyDecimals_two: 'Use at most {{count}} decimal places.',
    tooManyDecimals_few: 'Use at most {{count}} decimal places.',
    tooManyDecimals_many: 'Use at most {{count}} decimal places.',
    tooManyDecimals_other: 'Use at most {{count}} decimal places.',
  },
  frame: {
    note: 'This area is being built: its screens arrive with the {{area}} release.',
    botId: 'Bot ID',
    sections: 'Sections',
    /** The pages every bot kind has (an area's own strings name its other pages). */
    pages: { create: 'Create bot', symbols: 'Choose a symbol', detail: 'Bot detail', closeDetail: 'Close detail', openOrders: 'Open orders', historyOrders: 'Order history', positions: 'Positions', round: 'Round detail', follow: 'Copy detail' },
  },
} as const;

export type UiTranslations = typeof en;

export const uiTranslations: LocaleResources<UiTranslations> = {
  en,
  'zh-TW': {
    close: '關閉',
    loading: '載入中…',
    toast: { success: '成功', warn: '警告', fail: '錯誤', region: '通知', dismiss: '關閉通知' },
    table: { empty: '沒有可顯示的內容', rows: '{{count}} 行' },
    progress: '進度',
    number: {
      notNumber: '請輸入數字：數字加一個小數點（例如 1,234.56）。不接受字母及 5e2 之類的指數寫法。',
      negative: '請輸入 0 或以上的數字。',
      notWhole: '請輸入整數，不帶小數。',
      tooManyDecimals_zero: '最多 {{count}} 位小數。',
      tooManyDecimals_one: '最多 {{count}} 位小數。',
      tooManyDecimals_two: '最多 {{count}} 位小數。',
      tooManyDecimals_few: '最多 {{count}} 位小數。',
      tooManyDecimals_many: '最多 {{count}} 位小數。',
      tooManyDecimals_other: '最多 {{count}} 位小數。',
    },
    frame: {
      note: '此區域建置中：畫面將隨{{area}}版本推出。',
      botId: '機器人 ID',
      sections: '分區',
      pages: { create: '建立機器人', symbols: '選擇交易對', detail: '機器人詳情', closeDetail: '關閉詳情', openOrders: '當前委託', historyOrders: '歷史委託', positions: '倉位', round: '輪次詳情', follow: '跟單詳情' },
    },
  },
  'ar-SA': {
    close: 'إغلاق',
    loading: 'جارٍ التحميل…',
    toast: { success: 'نجاح', warn: 'تحذير', fail: 'خطأ', region: 'الإشعارات', dismiss: 'إغلاق الإشعار' },
    table: { empty: 'لا يوجد شيء لعرضه', rows: '{{count}} صفوف' },
    progress: 'التقدّم',
    number: {
      notNumber: 'أدخل رقمًا: أرقام مع فاصلة عشرية واحدة (مثلًا 1,234.56). لا تُقبل الحروف ولا الصيغ الأسية مثل 5e2.',
      negative: 'أدخل رقمًا يساوي 0 أو أكثر.',
      notWhole: 'أدخل عددًا صحيحًا دون كسور.',
      tooManyDecimals_zero: 'لا منازل عشرية مسموح بها.',
      tooManyDecimals_one: 'منزلة عشرية واحدة على الأكثر.',
      tooManyDecimals_two: 'منزلتان عشريتان على الأكثر.',
      tooManyDecimals_few: '{{count}} منازل عشرية على الأكثر.',
      tooManyDecimals_many: '{{count}} منزلة عشرية على الأكثر.',
      tooManyDecimals_other: '{{count}} منزلة عشرية على الأكثر.',
    },
    frame: {
      note: 'هذه المنطقة قيد الإنشاء: تصل شاشاتها مع إصدار {{area}}.',
      botId: 'معرّف الروبوت',
      sections: 'الأقسام',
      pages: { create: 'إنشاء روبوت', symbols: 'اختر الرمز', detail: 'تفاصيل الروبوت', closeDetail: 'تفاصيل الإغلاق', openOrders: 'الأوامر المفتوحة', historyOrders: 'سجل الأوامر', positions: 'المراكز', round: 'تفاصيل الجولة', follow: 'تفاصيل النسخ' },
    },
  },
};

export const UI_NAMESPACE = 'ui';
registerTranslations(UI_NAMESPACE, uiTranslations);

export function useUiT() {
  return useT<UiTranslations>(UI_NAMESPACE);
}
