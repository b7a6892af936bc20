// The payer is told of a refund: an email in the payer's language (the one used at the checkout,
// else the payment's `locale`, else French) with the amount given back, the shop and the payment's
// reference. Sent by the outbox when a refund succeeds and the payer gave an email.
import type { Locale } from '../domain/locale.js';
import type { AttemptRecord, PaymentRecord } from '../domain/records/payment.js';
import type { RefundRecord } from '../domain/records/refund.js';
import { escapeHtml, greetingOf, payerEmailHtml, type PayerEmail } from './payer-email.js';
import { formatTnd, receiptLocaleOf } from './receipt.js';

interface Words {
  subject: (merchant: string, amount: string) => string;
  refunded: (amount: string, merchant: string) => string;
  ofPayment: (paid: string) => string;
  reference: string;
  delay: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    subject: (merchant, amount) => `Remboursement — ${merchant} — ${amount}`,
    refunded: (amount, merchant) => `${merchant} vous a remboursé ${amount}.`,
    ofPayment: (paid) => `Paiement initial : ${paid}`,
    reference: 'Référence du paiement',
    delay: 'Selon votre banque ou votre portefeuille, le montant apparaît sur votre compte sous quelques jours.',
  },
  en: {
    subject: (merchant, amount) => `Refund — ${merchant} — ${amount}`,
    refunded: (amount, merchant) => `${merchant} has refunded you ${amount}.`,
    ofPayment: (paid) => `Original payment: ${paid}`,
    reference: 'Payment reference',
    delay: 'Depending on your bank or wallet, the amount shows on your account within a few days.',
  },
  ar: {
    subject: (merchant, amount) => `استرداد — ${merchant} — ${amount}`,
    refunded: (amount, merchant) => `أعاد لك ${merchant} مبلغ ${amount}.`,
    ofPayment: (paid) => `الدفعة الأصلية: ${paid}`,
    reference: 'مرجع الدفع',
    delay: 'حسب بنكك أو محفظتك، يظهر المبلغ في حسابك في غضون أيام قليلة.',
  },
};

export function refundEmail(payment: PaymentRecord, attempt: AttemptRecord, refund: RefundRecord): PayerEmail {
  const locale = receiptLocaleOf(payment, attempt);
  const w = WORDS[locale];
  const amount = formatTnd(refund.amount, locale);
  const lines = [w.refunded(amount, payment.merchantName), w.ofPayment(formatTnd(payment.amount, locale)), `${w.reference} : ${payment.reference}`];
  const text = [greetingOf(locale, payment.payer.firstName), '', ...lines, '', w.delay].join('\n');
  const html = payerEmailHtml(
    locale,
    w.subject(payment.merchantName, amount),
    `<p style="margin:0 0 8px">${escapeHtml(greetingOf(locale, payment.payer.firstName))}</p>
<p style="margin:0 0 16px">${escapeHtml(lines[0]!)}</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:700">${escapeHtml(amount)}</p>
<p style="margin:0 0 4px">${escapeHtml(lines[1]!)}</p>
<p style="margin:0 0 16px">${escapeHtml(w.reference)} : <span dir="ltr">${escapeHtml(payment.reference)}</span></p>
<p style="margin:0;font-size:14px;color:#4b5563">${escapeHtml(w.delay)}</p>`,
  );
  return { to: payment.payer.email!, subject: w.subject(payment.merchantName, amount), text, html };
}
