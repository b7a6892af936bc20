// The payer is asked to pay: an email in the payer's language (the payment's `locale`, else French)
// with the shop's name as the sender's brand, the amount, what it is for, and the `payUrl` as a
// button and as text. Sent by the outbox when the merchant sends a payment (POST /payments/{reference}/send).
import type { Locale } from '../domain/locale.js';
import type { PaymentRecord } from '../domain/records/payment.js';
import { formatTnd, formatTunisTime, type ReceiptMessage } from './receipt.js';

interface Words {
  dir: 'ltr' | 'rtl';
  subject: (merchant: string, amount: string) => string;
  greeting: (firstName: string | undefined) => string;
  asks: (merchant: string, amount: string) => string;
  pay: string;
  orOpen: string;
  until: (at: string) => string;
  reference: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    dir: 'ltr',
    subject: (merchant, amount) => `${merchant} — paiement de ${amount}`,
    greeting: (name) => `Bonjour${name ? ` ${name}` : ''},`,
    asks: (merchant, amount) => `${merchant} vous invite à payer ${amount}.`,
    pay: 'Payer maintenant',
    orOpen: 'Ou ouvrez ce lien :',
    until: (at) => `Ce lien est valable jusqu’au ${at}.`,
    reference: 'Référence du paiement',
  },
  en: {
    dir: 'ltr',
    subject: (merchant, amount) => `${merchant} — payment of ${amount}`,
    greeting: (name) => `Hello${name ? ` ${name}` : ''},`,
    asks: (merchant, amount) => `${merchant} asks you to pay ${amount}.`,
    pay: 'Pay now',
    orOpen: 'Or open this link:',
    until: (at) => `This link is valid until ${at}.`,
    reference: 'Payment reference',
  },
  ar: {
    dir: 'rtl',
    subject: (merchant, amount) => `${merchant} — دفع ${amount}`,
    greeting: (name) => `مرحبًا${name ? ` ${name}` : ''}،`,
    asks: (merchant, amount) => `يدعوك ${merchant} إلى دفع ${amount}.`,
    pay: 'ادفع الآن',
    orOpen: 'أو افتح هذا الرابط:',
    until: (at) => `هذا الرابط صالح حتى ${at}.`,
    reference: 'مرجع الدفع',
  },
};

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const payerLocaleOf = (payment: PaymentRecord): Locale => payment.locale ?? 'fr';

export function paymentRequestEmail(payment: PaymentRecord): ReceiptMessage {
  const locale = payerLocaleOf(payment);
  const w = WORDS[locale];
  const amount = formatTnd(payment.amount, locale);
  const until = w.until(formatTunisTime(payment.expiresAt, locale));
  const text = [
    w.greeting(payment.payer.firstName),
    '',
    w.asks(payment.merchantName, amount),
    ...(payment.description ? [payment.description] : []),
    '',
    `${w.pay}: ${payment.payUrl}`,
    until,
    `${w.reference} : ${payment.reference}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${w.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(w.subject(payment.merchantName, amount))}</title></head>
<body style="margin:0;padding:24px 12px;background:#f3f4f6;font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans Arabic',sans-serif;color:#1b1f24">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700"><bdi>${escapeHtml(payment.merchantName)}</bdi></p>
<p style="margin:0 0 8px">${escapeHtml(w.greeting(payment.payer.firstName))}</p>
<p style="margin:0 0 16px">${escapeHtml(w.asks(payment.merchantName, amount))}</p>
${payment.description ? `<p style="margin:0 0 16px" dir="auto">${escapeHtml(payment.description)}</p>\n` : ''}<p style="margin:0 0 16px"><a href="${escapeHtml(payment.payUrl)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(w.pay)}</a></p>
<p style="margin:0 0 4px;font-size:14px">${escapeHtml(w.orOpen)}</p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all" dir="ltr"><a href="${escapeHtml(payment.payUrl)}">${escapeHtml(payment.payUrl)}</a></p>
<p style="margin:0 0 4px;font-size:14px;color:#4b5563">${escapeHtml(until)}</p>
<p style="margin:0;font-size:14px;color:#4b5563">${escapeHtml(w.reference)} : <span dir="ltr">${escapeHtml(payment.reference)}</span></p>
</div>
</body>
</html>`;
  return { to: payment.payer.email!, subject: w.subject(payment.merchantName, amount), text, html };
}
