import { i18n, registerTranslations, type LocaleResources, type TranslationKey } from '@tb/i18n';
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

export const sessionTranslations: LocaleResources<SessionTranslations> = {
  en,
  'zh-TW': {
    errors: {
      timeout: '請求逾時，請重試。',
      network: '網路錯誤，請檢查連線後重試。',
      http: '伺服器回應錯誤（{{status}}），請重試。',
      rateLimited: '請求過於頻繁，請稍候再試。',
      empty: '伺服器沒有回應，請重試。',
      noPermission: '您沒有執行此操作的權限。',
      banned: '您的帳戶已被限制使用交易機器人。',
      generic: '發生錯誤，請重試。',
    },
  },
  'ar-SA': {
    errors: {
      timeout: 'انتهت مهلة الطلب. يُرجى المحاولة مرة أخرى.',
      network: 'خطأ في الشبكة. تحقّق من اتصالك وحاول مرة أخرى.',
      http: 'أجاب الخادم بخطأ ({{status}}). يُرجى المحاولة مرة أخرى.',
      rateLimited: 'طلبات كثيرة جدًا. يُرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
      empty: 'لم يُرسل الخادم أي رد. يُرجى المحاولة مرة أخرى.',
      noPermission: 'ليست لديك صلاحية للقيام بذلك.',
      banned: 'حسابك مقيّد من استخدام روبوتات التداول.',
      generic: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
    },
  },
};

export const SESSION_NAMESPACE = 'session';

export function registerSessionTranslations(): void {
  registerTranslations(SESSION_NAMESPACE, sessionTranslations);
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
