import type { Shape } from '@tb/i18n';
import type { Translations } from './index';

export const arSA: Shape<Translations> = {
    title: 'شبكة العقود',
    pages: {
      create: 'إنشاء روبوت',
      symbols: 'اختر الرمز',
      detail: 'تفاصيل الروبوت',
      closeDetail: 'تفاصيل الإغلاق',
      openOrders: 'الأوامر المفتوحة',
      historyOrders: 'سجل الأوامر',
      positions: 'المراكز',
      follow: 'تفاصيل النسخ',
    },
  };
