// The payer is asked to pay: an email in the payer's language (the payment's `locale`, else French)
// with the shop's name as the sender's brand, the amount, what it is for, and the `payUrl` as a
// button and as text. Sent by the outbox when the merchant sends a payment (POST /payments/{reference}/send).
import type { Locale } from '../domain/locale.js';
import type { PaymentRecord } from '../domain/records/payment.js';
import { escapeHtml, greetingOf, payerEmailHtml, type PayerEmail } from './payer-email.js';
import { formatTnd, formatTunisTime } from './receipt.js';

interface Words {
  subject: (merchant: string, amount: string) => string;
  asks: (merchant: string, amount: string) => string;
  pay: string;
  orOpen: string;
  until: (at: string) => string;
  reference: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    subject: (merchant, amount) => `${merchant} — paiement de ${amount}`,
    asks: (merchant, amount) => `${merchant} vous invite à payer ${amount}.`,
    pay: 'Payer maintenant',
    orOpen: 'Ou ouvrez ce lien :',
    until: (at) => `Ce lien est valable jusqu’au ${at}.`,
    reference: 'Référence du paiement',
  },
  en: {
    subject: (merchant, amount) => `${merchant} — payment of ${amount}`,
    asks: (merchant, amount) => `${merchant} asks you to pay ${amount}.`,
    pay: 'Pay now',
    orOpen: 'Or open this link:',
    until: (at) => `This link is valid until ${at}.`,
    reference: 'Payment reference',
  },
  ar: {
    subject: (merchant, amount) => `${merchant} — دفع ${amount}`,
    asks: (merchant, amount) => `يدعوك ${merchant} إلى دفع ${amount}.`,
    pay: 'ادفع الآن',
    orOpen: 'أو افتح هذا الرابط:',
    until: (at) => `هذا الرابط صالح حتى ${at}.`,
    reference: 'مرجع الدفع',
  },
};

export const payerLocaleOf = (payment: PaymentRecord): Locale => payment.locale ?? 'fr';

export function paymentRequestEmail(payment: PaymentRecord): PayerEmail {
  const locale = payerLocaleOf(payment);
  const w = WORDS[locale];
  const amount = formatTnd(payment.amount, locale);
  const until = w.until(formatTunisTime(payment.expiresAt, locale));
  const text = [
    greetingOf(locale, payment.payer.firstName),
    '',
    w.asks(payment.merchantName, amount),
    ...(payment.description ? [payment.description] : []),
    '',
    `${w.pay}: ${payment.payUrl}`,
    until,
    `${w.reference} : ${payment.reference}`,
  ].join('\n');
  const html = payerEmailHtml(
    locale,
    w.subject(payment.merchantName, amount),
    `<p style="margin:0 0 16px;font-size:20px;font-weight:700"><bdi>${escapeHtml(payment.merchantName)}</bdi></p>
<p style="margin:0 0 8px">${escapeHtml(greetingOf(locale, payment.payer.firstName))}</p>
<p style="margin:0 0 16px">${escapeHtml(w.asks(payment.merchantName, amount))}</p>
${payment.description ? `<p style="margin:0 0 16px" dir="auto">${escapeHtml(payment.description)}</p>\n` : ''}<p style="margin:0 0 16px"><a href="${escapeHtml(payment.payUrl)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(w.pay)}</a></p>
<p style="margin:0 0 4px;font-size:14px">${escapeHtml(w.orOpen)}</p>
<p style="margin:0 0 16px;font-size:14px;word-break:break-all" dir="ltr"><a href="${escapeHtml(payment.payUrl)}">${escapeHtml(payment.payUrl)}</a></p>
<p style="margin:0 0 4px;font-size:14px;color:#4b5563">${escapeHtml(until)}</p>
<p style="margin:0;font-size:14px;color:#4b5563">${escapeHtml(w.reference)} : <span dir="ltr">${escapeHtml(payment.reference)}</span></p>`,
  );
  return { to: payment.payer.email!, subject: w.subject(payment.merchantName, amount), text, html };
}
