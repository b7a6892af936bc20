// لوحة التحكم بالعربية: تغيير كلمة المرور في شاشة الأمان (screens/password-change.tsx).
import type { passwordFr } from './password-fr.js';

export const passwordAr: Record<keyof typeof passwordFr, string> = {
  pwdTitle: 'كلمة المرور',
  pwdIntro: 'ستُطلب منك كلمة المرور الحالية. ستُغلق الجلسات الأخرى المفتوحة بحسابك؛ وتبقى هذه الجلسة مفتوحة.',
  pwdNew: 'كلمة المرور الجديدة (10 أحرف على الأقل)',
  pwdRepeat: 'كلمة المرور الجديدة مرة أخرى',
  pwdMismatch: 'كلمتا المرور غير متطابقتين.',
  pwdSubmit: 'تغيير كلمة المرور',
  pwdChanged: 'تم تغيير كلمة المرور.',
};
