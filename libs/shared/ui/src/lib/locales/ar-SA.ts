import type { LocaleResources } from '@tb/i18n';
import type { UiTranslations } from '../translations';

/** ar-SA strings of the design-system components (fetched only on ar-SA pages, before the page switches to it). */
export const arSA: LocaleResources<UiTranslations>['ar-SA'] = {
  close: 'إغلاق',
  loading: 'جارٍ التحميل…',
  toast: { success: 'نجاح', warn: 'تحذير', fail: 'خطأ', region: 'الإشعارات', dismiss: 'إغلاق الإشعار' },
  table: { empty: 'لا يوجد شيء لعرضه', rows: '{{count}} صفوف' },
  progress: 'التقدّم',
  number: {
    notNumber: 'أدخل رقمًا: أرقام مع فاصلة عشرية واحدة (مثلًا 1,234.56). لا تُقبل الحروف ولا الصيغ الأسية مثل 5e2.',
    negative: 'أدخل رقمًا يساوي 0 أو أكثر.',
    notWhole: 'أدخل عددًا صحيحًا دون كسور.',
    tooManyDecimals_zero: 'لا منازل عشرية مسموح بها.',
    tooManyDecimals_one: 'منزلة عشرية واحدة على الأكثر.',
    tooManyDecimals_two: 'منزلتان عشريتان على الأكثر.',
    tooManyDecimals_few: '{{count}} منازل عشرية على الأكثر.',
    tooManyDecimals_many: '{{count}} منزلة عشرية على الأكثر.',
    tooManyDecimals_other: '{{count}} منزلة عشرية على الأكثر.',
    required: 'حقل مطلوب.',
    low: '{{min}} على الأقل.',
    high: '{{max}} على الأكثر.',
    notAbove: 'أدخل قيمة أكبر من {{bound}}.',
    step: 'أدخل مضاعفًا لـ {{step}}.',
  },
  frame: {
    note: 'هذه المنطقة قيد الإنشاء: تصل شاشاتها مع إصدار {{area}}.',
    botId: 'معرّف الروبوت',
    sections: 'الأقسام',
    pages: { create: 'إنشاء روبوت', symbols: 'اختر الرمز', detail: 'تفاصيل الروبوت', closeDetail: 'تفاصيل الإغلاق', openOrders: 'الأوامر المفتوحة', historyOrders: 'سجل الأوامر', positions: 'المراكز', round: 'تفاصيل الجولة', follow: 'تفاصيل النسخ' },
  },
};
