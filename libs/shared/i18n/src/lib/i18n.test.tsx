/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { i18n, initI18n, missingKeys, registerTranslations, translationLanguage, useT, type LocaleResources } from '../index';

const en = { greeting: 'Hello {{name}}', nested: { title: 'Bots' } } as const;
type Demo = typeof en;
const resources: LocaleResources<Demo> = {
  en,
  'zh-TW': { greeting: '你好 {{name}}', nested: { title: '機器人' } },
  'ar-SA': { greeting: 'مرحبًا {{name}}', nested: { title: 'الروبوتات' } },
};

function Greeting() {
  const t = useT<Demo>('demo');
  return (
    <h1>
      {t('greeting', { name: 'Ada' })} · {t('nested.title')}
    </h1>
  );
}

describe('the shared i18n instance', () => {
  beforeAll(() => registerTranslations('demo', resources));

  it('maps URL locales onto the translation sets', () => {
    expect(translationLanguage('ar-ARE')).toBe('ar-SA');
    expect(translationLanguage('ar-SA')).toBe('ar-SA');
    expect(translationLanguage('zh-HK')).toBe('zh-TW');
    expect(translationLanguage('zh-MY')).toBe('zh-TW');
    expect(translationLanguage('tr-TR')).toBe('tr-TR');
  });

  it('translates with typed keys and follows the page language', async () => {
    await initI18n('en');
    render(<Greeting />);
    expect(screen.getByRole('heading')).toHaveTextContent('Hello Ada · Bots');
    await act(() => initI18n('ar-ARE'));
    expect(screen.getByRole('heading')).toHaveTextContent('مرحبًا Ada · الروبوتات');
    await act(() => initI18n('zh-TW'));
    expect(screen.getByRole('heading')).toHaveTextContent('你好 Ada · 機器人');
  });

  it('falls back to English for a locale without translations', async () => {
    await initI18n('tr-TR');
    expect(i18n.t('greeting', { ns: 'demo', name: 'Ada' })).toBe('Hello Ada');
  });

  it('registering twice keeps the first bundle (remotes may load again after a retry)', () => {
    registerTranslations('demo', { ...resources, en: { greeting: 'changed', nested: { title: 'changed' } } });
    expect(i18n.getResource('en', 'demo', 'greeting')).toBe('Hello {{name}}');
  });
});

describe('missingKeys', () => {
  it('lists keys absent or empty in a translation', () => {
    expect(missingKeys(en, { greeting: 'x', nested: { title: '' } })).toEqual(['nested.title']);
    expect(missingKeys(en, { nested: { title: 'x' } })).toEqual(['greeting']);
    expect(missingKeys(en, undefined)).toEqual(['greeting', 'nested.title']);
    expect(missingKeys(en, resources['zh-TW'])).toEqual([]);
  });
});
