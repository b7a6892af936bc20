// The receipt email in the payer's three languages: every fact the payer needs, Tunis time, the
// merchant's contact, HTML and text saying the same, nothing of the payer's input left unescaped.
import { describe, expect, it } from 'vitest';
import { formatTunisTime, receiptEmail } from '../../../shared/payments/receipt.js';
import type { AttemptRecord, PaymentRecord } from '../../../shared/domain/records/payment.js';

const payment = {
  reference: '7d9c2b923cb23c2f9ddd6b63',
  amount: 12_500,
  currency: 'TND',
  description: 'Deux paniers <osier>',
  orderId: 'CMD-1042',
  payer: { firstName: 'Amal', email: 'amal@example.com' },
  merchantName: 'Boutique Jasmin',
  merchantContact: { email: 'contact@jasmin.tn', phone: '+216 71 000 000' },
  locale: null,
  completedAt: '2026-11-23T09:31:00.000Z',
} as unknown as PaymentRecord;

const attempt = (language?: 'fr' | 'ar' | 'en') =>
  ({
    language,
    completedAt: '2026-11-23T09:31:00.000Z',
    result: { authorizationCode: '960828', instrument: { type: 'card', brand: 'visa', last4: '1119', maskedId: null } },
  }) as unknown as AttemptRecord;

const plain = (value: string) => value.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, '');

describe('the receipt email', () => {
  it('in French by default: the date in Tunis time, amount, merchant and contact, provider and masked card, reference', () => {
    const mail = receiptEmail(payment, attempt(), 'ClicToPay');
    expect(mail.to).toBe('amal@example.com');
    expect(plain(mail.subject)).toBe('Reçu de paiement — Boutique Jasmin — 12,500 TND');
    const text = plain(mail.text);
    expect(text).toContain('Bonjour Amal,');
    expect(text).toContain('Date : 23 novembre 2026 à 10:31');
    expect(text).toContain('Moyen de paiement : ClicToPay · Visa •••• 1119');
    expect(text).toContain('Code d’autorisation : 960828');
    expect(text).toContain('Référence : 7d9c2b923cb23c2f9ddd6b63');
    expect(text).toContain('Contact du marchand : contact@jasmin.tn · +216 71 000 000');
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(plain(mail.html)).toContain('ClicToPay · Visa •••• 1119');
    // The payer's and merchant's words are text, never markup.
    expect(mail.html).toContain('Deux paniers &lt;osier&gt;');
    expect(mail.html).not.toContain('<osier>');
  });

  it('in the language the payer used at the checkout, over the payment’s locale', () => {
    const arabic = receiptEmail({ ...payment, locale: 'en' }, attempt('ar'), 'ClicToPay');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(plain(arabic.subject)).toMatch(/^وصل دفع — Boutique Jasmin — /);
    expect(plain(arabic.text)).toContain('تمّ قبول دفعتك');
    expect(plain(arabic.text)).toContain(plain(formatTunisTime('2026-11-23T09:31:00.000Z', 'ar')));

    const english = receiptEmail({ ...payment, locale: 'en' }, attempt(), 'ClicToPay');
    expect(plain(english.subject)).toBe('Payment receipt — Boutique Jasmin — TND 12.500');
    expect(plain(english.text)).toContain('Date : 23 November 2026 at 10:31');
  });
});
