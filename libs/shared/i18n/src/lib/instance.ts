import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { LocaleResources, Translations } from './types';

/** The language every key is written in first; other locales fall back to it. */
export const SOURCE_LOCALE = 'en';
/** Locales translated completely (a test fails if any key is missing). */
export const COMPLETE_LOCALES = ['en', 'zh-TW', 'ar-SA'] as const;

/**
 * The page's one i18n instance. This lib is a Module Federation singleton, so
 * the shell and every remote translate through the same instance and a
 * language change reaches all of them.
 */
export const i18n = i18next.createInstance();

/** Which translation set a URL locale reads (ar-ARE reads Arabic, zh-HK reads Traditional Chinese...). */
export function translationLanguage(locale: string): string {
  if (locale.startsWith('ar')) return 'ar-SA';
  if (locale === 'zh-TW' || locale === 'zh-HK' || locale === 'zh-MY') return 'zh-TW';
  return locale;
}

const ready = i18n.use(initReactI18next).init({
  lng: SOURCE_LOCALE,
  fallbackLng: SOURCE_LOCALE,
  ns: [],
  defaultNS: 'shell',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

/** A set of strings that fetches a language's tree on demand (`defineAreaStrings`). */
export interface LanguageLoader {
  load(language: string): Promise<void>;
}

const withLanguage = new Set<LanguageLoader>();

/**
 * Strings the page must have in a language *before* it switches to it: the
 * shell's chrome, the design system's and the session's, used by components
 * that cannot wait (a spinner's label, a toast). They ship English only;
 * `initI18n` fetches each one's tree of the new language, in parallel, then
 * switches, so no component shows a mixed page. An area's own strings are not
 * here: the area shows its loading state until they arrive (`useReady`).
 */
export function loadWithLanguage(strings: LanguageLoader): void {
  withLanguage.add(strings);
}

/** Switch the page's language (the URL locale decides it), after the strings that go with it have arrived. */
export async function initI18n(locale: string): Promise<void> {
  await ready;
  const lng = translationLanguage(locale);
  await Promise.all([...withLanguage].map((strings) => strings.load(lng)));
  if (i18n.language !== lng) await i18n.changeLanguage(lng);
}

/** A remote (or shell area) adds its own namespace when it loads. Idempotent. */
export function registerTranslations<T extends Translations>(namespace: string, resources: LocaleResources<T>): void {
  for (const [lng, tree] of Object.entries(resources)) {
    if (tree && !i18n.hasResourceBundle(lng, namespace)) i18n.addResourceBundle(lng, namespace, tree, true, false);
  }
}
