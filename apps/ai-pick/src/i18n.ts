import { registerTranslations, type LocaleResources } from '@tb/i18n';

const en = {
  title: 'AI daily pick',
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
    pages: {
      pick: '今日精選',
    },
  },
  'ar-SA': {
    title: 'اختيار الذكاء الاصطناعي اليومي',
    pages: {
      pick: 'اختيار اليوم',
    },
  },
};

export function registerAreaTranslations() {
  registerTranslations(NAMESPACE, resources);
}
