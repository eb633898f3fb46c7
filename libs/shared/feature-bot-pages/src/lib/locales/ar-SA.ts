import type { Shape } from '@tb/i18n';
import type { BotPagesTranslations } from './en';

export const arSA: Shape<BotPagesTranslations> = {
  loading: 'جارٍ التحميل…',
  retry: 'إعادة المحاولة',
  loadFailed: 'تعذّر التحميل. تحقّق من اتصالك وأعد المحاولة.',
  loginToView: 'سجّل الدخول لعرض روبوتاتك.',
  login: 'تسجيل الدخول',
  notFound: 'هذا الروبوت غير موجود أو لا يخصّك.',
  toCreate: 'إنشاء روبوت',
  breadcrumb: 'مسار التنقل',
  botId: 'معرّف الروبوت',
  runningFor: 'يعمل منذ {{duration}}',
  ranFor: 'عمل لمدة {{duration}}',
  pnl: { title: 'الربح والخسارة' },
  pager: { label: 'الصفحات', page: 'الصفحة {{page}} من {{pages}}', previous: 'الصفحة السابقة', next: 'الصفحة التالية' },
  orders: { open: 'الأوامر المفتوحة', history: 'سجل الأوامر', noOpen: 'لا توجد أوامر مفتوحة.', noHistory: 'لا توجد أوامر منفّذة بعد.' },
  orderColumns: { side: 'الاتجاه', buy: 'شراء', sell: 'بيع', price: 'السعر', quantity: 'الكمية', value: 'القيمة', fee: 'الرسوم', time: 'الوقت' },
  bounds: { range: 'المسموح: {{min}} – {{max}}', min: 'على الأقل {{min}}', max: 'على الأكثر {{max}}' },
  chart: { empty: 'لا توجد بيانات بعد.', summary: '{{label}}: من {{first}} إلى {{last}}، الأدنى {{min}}، الأعلى {{max}}.' },
  copy: { copy: 'نسخ الإعدادات', follow: 'صفحة المتابعة' },
  closeDetail: { reason: 'سبب الإغلاق', pnl: 'الربح والخسارة عند الإغلاق', settlement: 'التسوية', stillRunning: 'هذا الروبوت ما زال يعمل.', toDetail: 'الانتقال إلى الروبوت' },
};
