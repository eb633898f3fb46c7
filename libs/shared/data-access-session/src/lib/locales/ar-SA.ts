import type { LocaleResources } from '@tb/i18n';
import type { SessionTranslations } from '../translations';

/** ar-SA strings of the session's messages (fetched with the switch to ar-SA). */
export const arSA: LocaleResources<SessionTranslations>['ar-SA'] = {
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
};
