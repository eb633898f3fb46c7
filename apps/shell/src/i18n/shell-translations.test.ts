import { COMPLETE_LOCALES, i18n } from '@tb/i18n';
import { missingKeys } from '@tb/i18n/testing';
import { BOT_KINDS, TOOL_AREAS } from '@tb/util-bot-kinds';
import { loadShellTranslations, shellTranslations } from './shell-translations';

describe('shell translations', () => {
  it.each(COMPLETE_LOCALES)('%s has every key of the source locale', (locale) => {
    expect(missingKeys(shellTranslations.en, shellTranslations[locale])).toEqual([]);
  });

  it('names every tool area in the navigation and describes every released kind on its home card (the kinds’ names are @tb/i18n’s `kinds`; the other locales follow en: above)', () => {
    const en = shellTranslations.en;
    const nav = en.nav as Record<string, string | undefined>;
    const cards = en.home.kinds as Record<string, { text?: string } | undefined>;
    const missing = [
      ...TOOL_AREAS.filter((a) => !nav[a.navKey]?.trim()).map((a) => `${a.area}: no nav.${a.navKey} in apps/shell/src/i18n/shell-translations.ts`),
      ...BOT_KINDS.filter((k) => k.released && !cards[k.navKey]?.text?.trim()).map((k) => `${k.listType}: no home.kinds.${k.navKey} card in apps/shell/src/i18n/en/home.ts`),
    ];
    expect(missing).toEqual([]);
  });

  it('the completeness check catches a missing key', () => {
    const broken = JSON.parse(JSON.stringify(shellTranslations['zh-TW']));
    delete broken.login.errors.badCredentials;
    expect(missingKeys(shellTranslations.en, broken)).toEqual(['login.errors.badCredentials']);
  });

  it('loads a locale on demand (ar-ARE reads ar-SA)', async () => {
    await loadShellTranslations('ar-ARE');
    expect(i18n.hasResourceBundle('ar-SA', 'shell')).toBe(true);
    expect(i18n.getResource('ar-SA', 'shell', 'account.login')).toBe('تسجيل الدخول');
    await loadShellTranslations('de-DE');
    expect(i18n.hasResourceBundle('de-DE', 'shell')).toBe(false);
  });
});
