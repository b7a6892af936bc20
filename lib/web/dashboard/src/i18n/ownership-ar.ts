// لوحة التحكم بالعربية: نقل الملكية في شاشة الفريق (screens/ownership.tsx).
import type { ownershipFr } from './ownership-fr.js';

export const ownershipAr: Record<keyof typeof ownershipFr, string> = {
  ownTitle: 'ملكية المؤسسة',
  ownIntro: 'سلّم المؤسسة إلى عضو آخر: يصبح مالكها عندما يقبل، وتبقى أنت مسؤولًا. ستُطلب منك كلمة المرور مرة أخرى.',
  ownRecipient: 'المالك الجديد',
  ownChoose: 'اختر عضوًا',
  ownStart: 'نقل الملكية',
  ownConfirmTitle: 'نقل الملكية؟',
  ownConfirm: 'سيصبح {to} مالك المؤسسة إن قبل خلال 72 ساعة؛ وستبقى أنت مسؤولًا.',
  ownStarted: 'عُرض النقل على {to}: أمامه 72 ساعة لقبوله.',
  ownPending: 'نقل ملكية إلى {to} ينتظر رده حتى {until}.',
  ownOffered: 'يعرض عليك {from} ملكية المؤسسة، حتى {until}.',
  ownAccept: 'قبول الملكية',
  ownDecline: 'رفض',
  ownWithdraw: 'سحب النقل',
  ownAccepted: 'أصبحت الآن مالك المؤسسة.',
  ownDeclined: 'رفضت نقل الملكية.',
  ownWithdrawn: 'تم سحب النقل إلى {to}.',
  ownNobody: 'ادعُ أولًا الشخص الذي ستسلّمه المؤسسة.',
  ownYou: 'أنت',
  ownAMember: 'عضو',
  inviteNamed: 'أنت مدعو للانضمام إلى {organisation} بالعنوان {email}.',
  error_transfer_pending: 'هناك نقل ملكية قيد الانتظار بالفعل.',
  error_transfer_not_found: 'نقل الملكية هذا لم يعد موجودًا.',
};
