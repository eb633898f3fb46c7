import { COMPLETE_LOCALES, i18n } from '@tb/i18n';
import { missingKeys } from '@tb/i18n/testing';
import { loadShellTranslations, shellTranslations } from './shell-translations';

describe('shell translations', () => {
  it.each(COMPLETE_LOCALES)('%s has every key of the source locale', (locale) => {
    expect(missingKeys(shellTranslations.en, shellTranslations[locale])).toEqual([]);
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
