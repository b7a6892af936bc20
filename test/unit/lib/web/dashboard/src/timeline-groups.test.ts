// Consecutive openings of the payment page are one timeline entry; anything else stays apart. The
// payment screen's readings: which words name an item's states, the payer's language in the payUrl,
// a phone number kept whole; the words of every channel and the French plurals of a link's counts.
import { describe, expect, it } from 'vitest';
import { groupRepeats, payUrlLanguage, statusPrefixes, unbrokenPhone } from '../../../../../../lib/web/dashboard/src/timeline-groups.js';
import { fr } from '../../../../../../lib/web/dashboard/src/i18n/fr.js';
import { en } from '../../../../../../lib/web/dashboard/src/i18n/en.js';
import { ar } from '../../../../../../lib/web/dashboard/src/i18n/ar.js';
import { paymentsFrPlurals } from '../../../../../../lib/web/dashboard/src/i18n/payments-fr.js';
import { PAYMENT_CHANNELS } from '../../../../../../shared/domain/records/payment.js';

const item = (id: string, type: string) => ({ id, type });

describe('groupRepeats', () => {
  it('groups consecutive checkout openings and keeps their order', () => {
    const grouped = groupRepeats([
      item('1', 'payment.created'),
      item('2', 'checkout.opened'),
      item('3', 'checkout.opened'),
      item('4', 'checkout.opened'),
      item('5', 'attempt.created'),
      item('6', 'checkout.opened'),
    ]);
    expect(grouped.map((g) => [g.item.id, g.repeats.map((r) => r.id)])).toEqual([
      ['1', []],
      ['2', ['3', '4']],
      ['5', []],
      ['6', []],
    ]);
  });

  it('never groups other repeated types', () => {
    const grouped = groupRepeats([item('1', 'webhook.try'), item('2', 'webhook.try')]);
    expect(grouped).toHaveLength(2);
    expect(groupRepeats([])).toEqual([]);
  });
});

describe('statusPrefixes', () => {
  it('names an attempt’s (and a refund’s) states with the attempt words, the rest with the payment words', () => {
    expect(statusPrefixes({ kind: 'attempt_event', category: 'attempt' })[0]).toBe('attemptStatus_');
    expect(statusPrefixes({ kind: 'payment_event', category: 'refund' })[0]).toBe('attemptStatus_');
    expect(statusPrefixes({ kind: 'payment_event', category: 'payment' })[0]).toBe('payStatus_');
    expect(statusPrefixes({ kind: 'payment_event', category: 'anomaly' })[0]).toBe('payStatus_');
  });

  it('has words for every state an item can move in French, Arabic and English', () => {
    const states = {
      payStatus_: ['pending', 'succeeded', 'failed', 'expired', 'canceled'],
      attemptStatus_: ['created', 'redirected', 'pending', 'succeeded', 'failed', 'canceled', 'expired', 'refunded'],
    } as const;
    for (const catalogue of [fr, en, ar] as Record<string, string>[]) {
      for (const [prefix, codes] of Object.entries(states)) {
        for (const code of codes) expect(catalogue[`${prefix}${code}`], `${prefix}${code}`).toMatch(/\S/);
      }
    }
  });
});

describe('the channel of a payment', () => {
  it('has words for every channel of the contract, in French, Arabic and English', () => {
    for (const [catalogue, words] of [[fr, 'Espace marchand'], [en, 'Merchant dashboard'], [ar, 'فضاء التاجر']] as const) {
      for (const channel of PAYMENT_CHANNELS) expect((catalogue as Record<string, string>)[`channel_${channel}`], channel).toMatch(/\S/);
      expect(catalogue.channel_svc_me).toBe(words);
    }
  });
});

describe('payUrlLanguage', () => {
  it('reads the payer’s language from the payUrl, and nothing from a payUrl without one', () => {
    expect(payUrlLanguage('https://pay.example.tn/pay/0123456789abcdef01234567?lang=ar')).toBe('ar');
    expect(payUrlLanguage('https://pay.example.tn/pay/0123456789abcdef01234567')).toBeNull();
    expect(payUrlLanguage('https://pay.example.tn/pay/0123456789abcdef01234567?lang=de')).toBeNull();
    expect(payUrlLanguage('not a url')).toBeNull();
  });
});

describe('unbrokenPhone', () => {
  it('keeps a phone number on one line', () => {
    expect(unbrokenPhone(' 20 123 456 ')).toBe('20\u00a0123\u00a0456');
    expect(unbrokenPhone('+216 20-123-456')).toBe('+216\u00a020\u2011123\u2011456');
  });
});

describe('the link’s counts in French', () => {
  it('take the singular for 0 and 1, the plural from 2', () => {
    const form = (key: keyof typeof paymentsFrPlurals, count: number) => {
      const forms: Partial<Record<string, string>> & { other: string } = paymentsFrPlurals[key];
      return (forms[new Intl.PluralRules('fr').select(count)] ?? forms.other).replace('{count}', String(count));
    };
    expect(form('linkPaymentsStarted', 0)).toBe('0 paiement commencé');
    expect(form('linkPaymentsStarted', 1)).toBe('1 paiement commencé');
    expect(form('linkPaymentsStarted', 2)).toBe('2 paiements commencés');
    expect(form('linkPaymentsSucceeded', 0)).toBe('0 réussi');
    expect(form('linkPaymentsSucceeded', 3)).toBe('3 réussis');
  });
});
