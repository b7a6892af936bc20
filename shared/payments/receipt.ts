// The receipt a payer receives by email once a payment succeeded (when the payer gave an email):
// a multipart message (HTML and plain text) in the payer's language (the one they used at the
// checkout, else the payment's `locale`, else French), with the merchant's name and contact, the
// date in Tunis time, the amount, reference, provider and masked instrument.
import { instrumentText } from '../domain/instrument-text.js';
import type { AttemptRecord, PaymentRecord } from '../domain/records/payment.js';
import type { Locale } from '../domain/locale.js';
import { escapeHtml, greetingOf, payerEmailHtml, type PayerEmail } from './payer-email.js';

interface Words {
  intlLocale: string;
  subject: (merchant: string, amount: string) => string;
  accepted: (amount: string, merchant: string) => string;
  title: string;
  reference: string;
  order: string;
  description: string;
  date: string;
  amount: string;
  paidWith: string;
  authorizationCode: string;
  merchant: string;
  contact: string;
  keep: string;
}

const WORDS: Record<Locale, Words> = {
  fr: {
    intlLocale: 'fr',
    subject: (merchant, amount) => `Reçu de paiement — ${merchant} — ${amount}`,
    accepted: (amount, merchant) => `Votre paiement de ${amount} à ${merchant} a été accepté.`,
    title: 'Reçu de paiement',
    reference: 'Référence',
    order: 'Commande',
    description: 'Objet',
    date: 'Date',
    amount: 'Montant',
    paidWith: 'Moyen de paiement',
    authorizationCode: 'Code d’autorisation',
    merchant: 'Marchand',
    contact: 'Contact du marchand',
    keep: 'Conservez ce message comme justificatif. Pour toute question sur votre commande, contactez le marchand.',
  },
  en: {
    intlLocale: 'en-GB',
    subject: (merchant, amount) => `Payment receipt — ${merchant} — ${amount}`,
    accepted: (amount, merchant) => `Your payment of ${amount} to ${merchant} has been accepted.`,
    title: 'Payment receipt',
    reference: 'Reference',
    order: 'Order',
    description: 'Description',
    date: 'Date',
    amount: 'Amount',
    paidWith: 'Paid with',
    authorizationCode: 'Authorisation code',
    merchant: 'Merchant',
    contact: 'Merchant contact',
    keep: 'Keep this message as your proof of payment. For any question about your order, contact the merchant.',
  },
  ar: {
    intlLocale: 'ar-TN',
    subject: (merchant, amount) => `وصل دفع — ${merchant} — ${amount}`,
    accepted: (amount, merchant) => `تمّ قبول دفعتك بمبلغ ${amount} لفائدة ${merchant}.`,
    title: 'وصل دفع',
    reference: 'المرجع',
    order: 'الطلب',
    description: 'الوصف',
    date: 'التاريخ',
    amount: 'المبلغ',
    paidWith: 'وسيلة الدفع',
    authorizationCode: 'رمز الترخيص',
    merchant: 'التاجر',
    contact: 'الاتصال بالتاجر',
    keep: 'احتفظ بهذه الرسالة كإثبات للدفع. لأي سؤال بخصوص طلبك، اتصل بالتاجر.',
  },
};

/** 12500 millimes → "12,500 TND" in French, as dinars are written (three decimals). */
export function formatTnd(millimes: number, locale: Locale = 'fr'): string {
  return new Intl.NumberFormat(WORDS[locale].intlLocale, { style: 'currency', currency: 'TND', minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(
    millimes / 1000,
  );
}

/** The date and time in Tunis, whatever the zone of the machine that renders it. */
export const formatTunisTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(WORDS[locale].intlLocale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Tunis' }).format(new Date(iso));

/** The payer's language for this payment: what they used at the checkout, else the merchant's choice. */
export const receiptLocaleOf = (payment: PaymentRecord, attempt: AttemptRecord): Locale => attempt.language ?? payment.locale ?? 'fr';

export function receiptEmail(payment: PaymentRecord, attempt: AttemptRecord, providerName: string): PayerEmail {
  const locale = receiptLocaleOf(payment, attempt);
  const w = WORDS[locale];
  const amount = formatTnd(payment.amount, locale);
  const completedAt = payment.completedAt ?? attempt.completedAt;
  const contact = [payment.merchantContact?.email, payment.merchantContact?.phone].filter(Boolean).join(' · ') || null;
  const rows: Array<[string, string | null, boolean]> = [
    [w.date, completedAt ? formatTunisTime(completedAt, locale) : null, false],
    [w.amount, amount, false],
    [w.merchant, payment.merchantName, false],
    [w.paidWith, [providerName, instrumentText(attempt.result.instrument)].filter(Boolean).join(' · '), false],
    [w.authorizationCode, attempt.result.authorizationCode, true],
    [w.reference, payment.reference, true],
    [w.order, payment.orderId, true],
    [w.description, payment.description, false],
    [w.contact, contact, true],
  ];
  const shown = rows.filter((row): row is [string, string, boolean] => Boolean(row[1]));
  const text = [
    greetingOf(locale, payment.payer.firstName),
    '',
    w.accepted(amount, payment.merchantName),
    '',
    ...shown.map(([label, value]) => `${label} : ${value}`),
    '',
    w.keep,
  ].join('\n');
  const html = payerEmailHtml(
    locale,
    w.title,
    `<h1 style="margin:0 0 4px;font-size:20px">${escapeHtml(w.title)}</h1>
<p style="margin:0 0 16px;color:#4b5563">${escapeHtml(payment.merchantName)}</p>
<p style="margin:0 0 8px">${escapeHtml(greetingOf(locale, payment.payer.firstName))}</p>
<p style="margin:0 0 16px">${escapeHtml(w.accepted(amount, payment.merchantName))}</p>
<p style="margin:0 0 16px;font-size:28px;font-weight:700">${escapeHtml(amount)}</p>
<table role="presentation" style="width:100%;border-collapse:collapse;font-size:15px">
${shown
  .map(
    ([label, value, ltr]) =>
      `<tr><th scope="row" style="text-align:start;font-weight:400;color:#4b5563;padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;text-align:start">${ltr ? `<span dir="ltr">${escapeHtml(value)}</span>` : escapeHtml(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="margin:16px 0 0;font-size:14px;color:#4b5563">${escapeHtml(w.keep)}</p>`,
  );
  return { to: payment.payer.email!, subject: w.subject(payment.merchantName, amount), text, html };
}
