import { registerTranslations, type LocaleResources } from '@tb/i18n';

const en = {
  title: 'Bot ranking',
  frame: 'This area is being built: its screens arrive with the {{area}} release.',
  botId: 'Bot ID',
  sections: 'Sections',
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
    frame: '此區域建置中：畫面將隨{{area}}版本推出。',
    botId: '機器人 ID',
    sections: '分區',
    pages: {
      list: '排行榜',
    },
  },
  'ar-SA': {
    title: 'ترتيب الروبوتات',
    frame: 'هذه المنطقة قيد الإنشاء: تصل شاشاتها مع إصدار {{area}}.',
    botId: 'معرّف الروبوت',
    sections: 'الأقسام',
    pages: {
      list: 'قائمة الترتيب',
    },
  },
};

export function registerAreaTranslations() {
  registerTranslations(NAMESPACE, resources);
}
