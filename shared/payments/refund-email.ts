// The payer is told of a refund: an email in the payer's language (the one used at the checkout,
// else the payment's `locale`, else French) with the amount given back, the shop and the payment's
// reference. Sent by the outbox when a refund succeeds and the payer gave an email.
import type { Locale } from '../domain/locale.js';
import type { AttemptRecord, PaymentRecord } from '../domain/records/payment.js';
import type { RefundRecord } from '../domain/records/refund.js';
import { formatTnd, receiptLocaleOf, type ReceiptMessage } from './receipt.js';

interface Words {
  dir: 'ltr' | 'rtl';
  subject: (merchant: string, amount: string) => string;
  greeting: (firstName: string | undefined) => string;
  refunded: (amount: string, merchant: string) => string;
  ofPayment: (paid: string) => string;
  reference: string;
  delay: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    dir: 'ltr',
    subject: (merchant, amount) => `Remboursement — ${merchant} — ${amount}`,
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    refunded: (amount, merchant) => `${merchant} vous a remboursé ${amount}.`,
    ofPayment: (paid) => `Paiement initial : ${paid}`,
    reference: 'Référence du paiement',
    delay: 'Selon votre banque ou votre portefeuille, le montant apparaît sur votre compte sous quelques jours.',
  },
  en: {
    dir: 'ltr',
    subject: (merchant, amount) => `Refund — ${merchant} — ${amount}`,
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    refunded: (amount, merchant) => `${merchant} has refunded you ${amount}.`,
    ofPayment: (paid) => `Original payment: ${paid}`,
    reference: 'Payment reference',
    delay: 'Depending on your bank or wallet, the amount shows on your account within a few days.',
  },
  ar: {
    dir: 'rtl',
    subject: (merchant, amount) => `استرداد — ${merchant} — ${amount}`,
    greeting: (name) => `مرحبًا${name ? ` ${name}` : ''}،`,
    refunded: (amount, merchant) => `أعاد لك ${merchant} مبلغ ${amount}.`,
    ofPayment: (paid) => `الدفعة الأصلية: ${paid}`,
    reference: 'مرجع الدفع',
    delay: 'حسب بنكك أو محفظتك، يظهر المبلغ في حسابك في غضون أيام قليلة.',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function refundEmail(payment: PaymentRecord, attempt: AttemptRecord, refund: RefundRecord): ReceiptMessage {
  const locale = receiptLocaleOf(payment, attempt);
  const w = WORDS[locale];
  const amount = formatTnd(refund.amount, locale);
  const lines = [w.refunded(amount, payment.merchantName), w.ofPayment(formatTnd(payment.amount, locale)), `${w.reference} : ${payment.reference}`];
  const text = [w.greeting(payment.payer.firstName), '', ...lines, '', w.delay].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${w.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(w.subject(payment.merchantName, amount))}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Arabic',sans-serif;color:#1b1f24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 8px">${escapeHtml(w.greeting(payment.payer.firstName))}</p>
<p style="margin:0 0 16px">${escapeHtml(lines[0]!)}</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:700">${escapeHtml(amount)}</p>
<p style="margin:0 0 4px">${escapeHtml(lines[1]!)}</p>
<p style="margin:0 0 16px">${escapeHtml(w.reference)} : <span dir="ltr">${escapeHtml(payment.reference)}</span></p>
<p style="margin:0;font-size:14px;color:#4b5563">${escapeHtml(w.delay)}</p>
</div>
</body>
</html>`;
  return { to: payment.payer.email!, subject: w.subject(payment.merchantName, amount), text, html };
}
