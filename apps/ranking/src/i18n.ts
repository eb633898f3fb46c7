import { registerTranslations, type LocaleResources } from '@tb/i18n';

const en = {
  title: 'Bot ranking',
  pages: {
    list: 'Ranking list',
  },
} as const;

export type Translations = typeof en;
export const NAMESPACE = 'ranking';

export const resources: LocaleResources<Translations> = {
  en,
  'zh-TW': {
    title: '機器人排行榜',
    pages: {
      list: '排行榜',
    },
  },
  'ar-SA': {
    title: 'ترتيب الروبوتات',
    pages: {
      list: 'قائمة الترتيب',
    },
  },
};

export function registerAreaTranslations() {
  registerTranslations(NAMESPACE, resources);
}
