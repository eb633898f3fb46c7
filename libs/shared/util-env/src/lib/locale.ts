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

/** Longest locale text read; anything longer is not a locale (and, being the client's, can then only be ignored). */
export const LOCALE_MAX_LENGTH = 35;

/**
 * A locale's canonical spelling (`language` lower case, `-`, `REGION` upper
 * case), or '' for text that is not a locale. Case and separator (`-`, `_`)
 * do not matter; subtags after the region (variants, extensions) are
 * dropped; a script subtag (`zh-Hant-TW`) is skipped.
 */
export function canonicalLocale(text: string | null | undefined): string {
  if (typeof text !== 'string') return '';
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > LOCALE_MAX_LENGTH) return '';
  const parts = trimmed.split(/[-_]/);
  const language = parts[0].toLowerCase();
  if (!/^[a-z]{2,3}$/.test(language)) return '';
  let rest = parts.slice(1);
  if (rest.length && /^[A-Za-z]{4}$/.test(rest[0])) rest = rest.slice(1);
  const region = rest[0];
  if (region === undefined || region === '') return language;
  if (!/^([A-Za-z]{2,3}|[0-9]{3})$/.test(region)) return language;
  return `${language}-${region.toUpperCase()}`;
}


/** Normalise a URL locale segment to a served locale (in any case or separator: `EN-gb`, `en_GB` → `en-GB`). */
export function normalizeLocale(segment: string | undefined | null): Locale {
  if (!segment) return DEFAULT_LOCALE;
  if (supported.has(segment)) return segment as Locale;
  const spelling = canonicalLocale(segment);
  if (supported.has(spelling)) return spelling as Locale;
  const alias = LOCALE_ALIASES[segment] ?? LOCALE_ALIASES[spelling];
  if (alias) return alias;
  const match = /^([a-z]{2})-([A-Z]{2,3})$/.exec(spelling);
  if (match && match[2] === 'EU') return baseLocaleOf(match[1]) ?? DEFAULT_LOCALE;
  return DEFAULT_LOCALE;
}

/** True when the segment looks like a locale at all (`xx-XX`, `xx-XXX`, or `en`, in any case or separator). */
export function looksLikeLocale(segment: string): boolean {
  return segment.toLowerCase() === 'en' || /^[A-Za-z]{2}[-_][A-Za-z]{2,3}$/.test(segment);
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
