import { defineAreaStrings, i18n, type LocaleResources, type TranslationKey } from '@tb/i18n';
import { arSA } from './locales/ar-SA';
import { zhTW } from './locales/zh-TW';
import type { ApiError } from '@tb/data-access-api';

/** Source (en) strings the session shows: error toasts raised for failed calls. */
const en = {
  errors: {
    timeout: 'The request timed out. Please try again.',
    network: 'Network error. Check your connection and try again.',
    http: 'The server answered with an error ({{status}}). Please try again.',
    rateLimited: 'Too many requests. Please wait a moment and try again.',
    empty: 'The server sent no answer. Please try again.',
    noPermission: 'You do not have permission to do this.',
    banned: 'Your account is restricted from using trading bots.',
    generic: 'Something went wrong. Please try again.',
  },
} as const;

export type SessionTranslations = typeof en;

/**
 * All complete locales at once, for tests and the completeness check. The page
 * never reads it, so bundles leave the static copies out (keep it free of
 * spreads and calls: that is what lets the bundler see it is unused).
 */
export const sessionTranslations: LocaleResources<SessionTranslations> = { en, 'zh-TW': zhTW, 'ar-SA': arSA };

export const SESSION_NAMESPACE = 'session';

/**
 * The session's words (failed-call toasts) on the page's i18n instance:
 * English ships with the shell; zh-TW and ar-SA are chunks fetched by
 * `initI18n` before the page switches to that language (`withLanguage`), so a
 * toast is never in the wrong language.
 */
const sessionStrings = /*#__PURE__*/ defineAreaStrings<SessionTranslations>({
  namespace: SESSION_NAMESPACE,
  en,
  locales: {
    'zh-TW': () => import(/* webpackChunkName: "session-zh-TW" */ './locales/zh-TW').then((m) => m.zhTW),
    'ar-SA': () => import(/* webpackChunkName: "session-ar-SA" */ './locales/ar-SA').then((m) => m.arSA),
  },
  withLanguage: true,
});

export function registerSessionTranslations(): void {
  sessionStrings.register();
}

function t(key: TranslationKey<SessionTranslations>, options?: Record<string, unknown>): string {
  registerSessionTranslations();
  return i18n.t(key, { ns: SESSION_NAMESPACE, ...options });
}

/**
 * Words for a failed call, in the page's language. Server messages are used
 * where the server speaks to the user (business errors, ban reasons); the
 * transport's own failures have their own sentences.
 */
export function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case 'timeout':
      return t('errors.timeout');
    case 'network':
      return t('errors.network');
    case 'http':
      if (error.status === 429) return t('errors.rateLimited');
      return error.retCode !== undefined && error.message ? error.message : t('errors.http', { status: error.status });
    case 'empty':
    case 'parse':
      return t('errors.empty');
    case 'no-permission':
      return t('errors.noPermission');
    case 'banned':
      return error.message && error.message !== 'gateway error' ? error.message : t('errors.banned');
    default:
      return error.message && error.message !== 'gateway error' && error.message !== 'bad business ret_code' ? error.message : t('errors.generic');
  }
}
