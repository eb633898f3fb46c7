/**
 * URL locales. The locale is the first path segment after /tradingbot
 * (`xx-XX`, or `en`). Rules from the spec:
 * - `ed-ED`, an empty segment or any locale we do not serve is treated as `en`;
 * - aliases map onto served locales (`tr-TUR` → `tr-TR`; `xx-EU` → that language's base locale);
 * - `ar-SA` and `ar-ARE` are right to left;
 * - for announcements only, `zh-MY` reads `zh-TW` and `pt-PT` reads `pt-BR`.
 */
export const DEFAULT_LOCALE = 'en';

/** Locales the exchange serves (URL segment values). */
export const SUPPORTED_LOCALES = [
  'en',
  'en-GB',
  'en-NL',
  'zh-TW',
  'zh-MY',
  'zh-HK',
  'ar-SA',
  'ar-ARE',
  'tr-TR',
  'pt-BR',
  'pt-PT',
  'es-ES',
  'es-MX',
  'ru-RU',
  'uk-UA',
  'ja-JP',
  'ko-KR',
  'vi-VN',
  'id-ID',
  'th-TH',
  'de-DE',
  'fr-FR',
  'it-IT',
  'nl-NL',
  'pl-PL',
  'kk-KZ',
] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** Explicit aliases (regional spellings the exchange's links use). */
export const LOCALE_ALIASES: Readonly<Record<string, Locale>> = {
  'tr-TUR': 'tr-TR',
  'ar-AE': 'ar-ARE',
  'en-US': 'en',
  'ed-ED': 'en',
};

/**
 * `-EU` regional variants fall back to the language's base locale. Documented
 * choice: the base locale of a language is its first served locale
 * (`de-EU` → `de-DE`, `fr-EU` → `fr-FR`, `en-EU` → `en`).
 */
function baseLocaleOf(language: string): Locale | undefined {
  return SUPPORTED_LOCALES.find((locale) => locale === language || locale.startsWith(`${language}-`));
}

const supported = new Set<string>(SUPPORTED_LOCALES);

/** Normalise a URL locale segment to a served locale. */
export function normalizeLocale(segment: string | undefined | null): Locale {
  if (!segment) return DEFAULT_LOCALE;
  if (supported.has(segment)) return segment as Locale;
  const alias = LOCALE_ALIASES[segment];
  if (alias) return alias;
  const match = /^([a-z]{2})-([A-Za-z]{2,3})$/.exec(segment);
  if (match && match[2].toUpperCase() === 'EU') return baseLocaleOf(match[1]) ?? DEFAULT_LOCALE;
  return DEFAULT_LOCALE;
}

/** True when the segment looks like a locale at all (`xx-XX`, `xx-XXX`, or `en`). */
export function looksLikeLocale(segment: string): boolean {
  return segment === 'en' || /^[a-z]{2}-[A-Za-z]{2,3}$/.test(segment);
}

const RTL_LOCALES = new Set(['ar-SA', 'ar-ARE']);
export function isRtl(locale: string): boolean {
  return RTL_LOCALES.has(locale);
}
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return isRtl(locale) ? 'rtl' : 'ltr';
}

/** Announcements are indexed per language; a few locales read another one's index. */
const ANNOUNCEMENT_ALIASES: Readonly<Record<string, string>> = { 'zh-MY': 'zh-TW', 'pt-PT': 'pt-BR' };
export function announcementLocale(locale: string): string {
  return ANNOUNCEMENT_ALIASES[locale] ?? locale;
}

export const BASE_PATH = '/tradingbot';

/**
 * Canonical form of a /tradingbot path: locale normalised (inserted when the
 * first segment is not a locale) and a trailing slash. Returns the same string
 * when the path is already canonical.
 */
export function canonicalPath(pathname: string): string {
  if (!pathname.startsWith(BASE_PATH)) return pathname;
  const rest = pathname.slice(BASE_PATH.length).split('/').filter(Boolean);
  let locale: Locale = DEFAULT_LOCALE;
  if (rest.length > 0 && looksLikeLocale(rest[0])) {
    locale = normalizeLocale(rest.shift());
  }
  const tail = rest.length ? `${rest.join('/')}/` : '';
  return `${BASE_PATH}/${locale}/${tail}`;
}

/** The locale of the current /tradingbot path (or of the first segment of any exchange path). */
export function localeFromPath(pathname: string): Locale {
  const segments = pathname.split('/').filter(Boolean);
  const segment = segments[0] === BASE_PATH.slice(1) ? segments[1] : segments[0];
  return segment && looksLikeLocale(segment) ? normalizeLocale(segment) : DEFAULT_LOCALE;
}
