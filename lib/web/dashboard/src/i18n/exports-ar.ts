// كلمات تصدير المدفوعات إلى CSV (issue 29) بالعربية (نفس مفاتيح exports-fr.ts).
import type { exportsFr } from './exports-fr.js';

export const exportsAr: Record<keyof typeof exportsFr, string> = {
  exportStart: 'تصدير إلى CSV',
  exportHint: 'يصدّر كل مدفوعات عوامل التصفية المعروضة إلى ملف تفتحه برامج الجداول.',
  exportPending: 'تم طلب التصدير: يبدأ بعد لحظة.',
  exportRunning: 'التصدير جارٍ. المدفوعات المكتوبة: {count}.',
  exportSucceeded: 'انتهى التصدير. المدفوعات في الملف: {count}.',
  exportFailed: 'فشل التصدير. أعد تشغيله.',
  exportDownload: 'تنزيل ملف CSV',
  exportDownloadHint: 'الرابط صالح 5 دقائق، ويُحفظ الملف 24 ساعة.',
  exportStatus: 'تصدير المدفوعات',
  error_too_many_exports: 'هناك ثلاث عمليات تصدير جارية لهذه المؤسسة. أعد المحاولة عند انتهاء إحداها.',
  error_export_not_found: 'لم يعد هذا التصدير موجودًا (يُحفظ 24 ساعة). أعد تشغيله.',
};
