import { registerTranslations, type LocaleResources } from '@tb/i18n';

const en = {
  title: 'AI daily pick',
  frame: 'This area is being built: its screens arrive with the {{area}} release.',
  botId: 'Bot ID',
  sections: 'Sections',
  pages: {
    pick: 'Today’s pick',
  },
} as const;

export type Translations = typeof en;
export const NAMESPACE = 'aiPick';

export const resources: LocaleResources<Translations> = {
  en,
  'zh-TW': {
    title: 'AI 每日精選',
    frame: '此區域建置中：畫面將隨{{area}}版本推出。',
    botId: '機器人 ID',
    sections: '分區',
    pages: {
      pick: '今日精選',
    },
  },
  'ar-SA': {
    title: 'اختيار الذكاء الاصطناعي اليومي',
    frame: 'هذه المنطقة قيد الإنشاء: تصل شاشاتها مع إصدار {{area}}.',
    botId: 'معرّف الروبوت',
    sections: 'الأقسام',
    pages: {
      pick: 'اختيار اليوم',
    },
  },
};

export function registerAreaTranslations() {
  registerTranslations(NAMESPACE, resources);
}
