import { registerTranslations, useT, type LocaleResources } from '@tb/i18n';

/** Source (en) strings of the design-system components. */
const en = {
  close: 'Close',
  loading: 'Loading…',
  toast: { success: 'Success', warn: 'Warning', fail: 'Error', region: 'Notifications', dismiss: 'Dismiss notification' },
  table: { empty: 'Nothing to show', rows: '{{count}} rows' },
  progress: 'Progress',
  frame: {
    note: 'This area is being built: its screens arrive with the {{area}} release.',
    botId: 'Bot ID',
    sections: 'Sections',
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
    frame: { note: '此區域建置中：畫面將隨{{area}}版本推出。', botId: '機器人 ID', sections: '分區' },
  },
  'ar-SA': {
    close: 'إغلاق',
    loading: 'جارٍ التحميل…',
    toast: { success: 'نجاح', warn: 'تحذير', fail: 'خطأ', region: 'الإشعارات', dismiss: 'إغلاق الإشعار' },
    table: { empty: 'لا يوجد شيء لعرضه', rows: '{{count}} صفوف' },
    progress: 'التقدّم',
    frame: { note: 'هذه المنطقة قيد الإنشاء: تصل شاشاتها مع إصدار {{area}}.', botId: 'معرّف الروبوت', sections: 'الأقسام' },
  },
};

export const UI_NAMESPACE = 'ui';
registerTranslations(UI_NAMESPACE, uiTranslations);

export function useUiT() {
  return useT<UiTranslations>(UI_NAMESPACE);
}
