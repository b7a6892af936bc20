import { describe, expect, it } from 'vitest';
import { looksLikeReference, paymentSearchTerms, phoneTerm, searchTerm } from '../../../../shared/domain/search-terms.js';

describe('phoneTerm', () => {
  it('gives every written form of a Tunisian number one international form', () => {
    for (const form of ['+216 20 123 456', '20123456', '0021620123456', '216-20-123-456', '20 123 456', '(+216) 20.123.456', ' 00216 20 123 456 ']) {
      expect(phoneTerm(form), form).toBe('+21620123456');
    }
  });

  it('reads a number typed in Arabic-Indic or Eastern Arabic-Indic digits as the same number', () => {
    for (const form of ['٢٠١٢٣٤٥٦', '+٢١٦ ٢٠ ١٢٣ ٤٥٦', '۰۰۲۱۶۲۰۱۲۳۴۵۶', '٢٠ 123 ٤٥٦']) expect(phoneTerm(form), form).toBe('+21620123456');
    // What is not a phone number keeps its digits as typed.
    expect(searchTerm('طلب-١٢٣')).toBe('طلب-١٢٣');
  });

  it('keeps other international numbers, and is undefined for what is not a number', () => {
    expect(phoneTerm('+33 6 12 34 56 78')).toBe('+33612345678');
    expect(phoneTerm('0033612345678')).toBe('+33612345678');
    for (const value of ['CMD-2026', 'amal@example.tn', '1234', '123456789', '+1 2', '', '20123456x']) expect(phoneTerm(value), value).toBeUndefined();
  });
});

describe('searchTerm and paymentSearchTerms', () => {
  it('lower-cases and trims what is not a phone number', () => {
    expect(searchTerm('  Amal.BenSalah@Example.TN ')).toBe('amal.bensalah@example.tn');
    expect(searchTerm('CMD-2026-0042')).toBe('cmd-2026-0042');
    expect(searchTerm('   ')).toBeUndefined();
  });

  it('indexes a payment by its orderId, payer email and payer phone, each once', () => {
    expect(paymentSearchTerms({ orderId: 'A-1', payer: { email: 'X@Y.TN', phone: '20 123 456' } })).toEqual(['a-1', 'x@y.tn', '+21620123456']);
    expect(paymentSearchTerms({ orderId: '20123456', payer: { phone: '+216 20 123 456' } })).toEqual(['+21620123456']);
    expect(paymentSearchTerms({ orderId: null, payer: {} })).toEqual([]);
  });

  it('tells a reference by its shape', () => {
    expect(looksLikeReference('0123456789abcdef01234567')).toBe(true);
    expect(looksLikeReference('0123456789ABCDEF01234567')).toBe(true);
    expect(looksLikeReference('0123456789abcdef0123456')).toBe(false);
  });
});
