// The CSV of payment exports: amounts in dinars without floats, formula cells made inert (OWASP),
// RFC 4180 quoting.
import { describe, expect, it } from 'vitest';
import { csvHeader, csvRow, CSV_COLUMNS, dinars, neutralised } from '../../../../shared/payments/payment-csv.js';
import type { PaymentRecord } from '../../../../shared/domain/records/payment.js';

describe('payment CSV', () => {
  it('writes millimes as dinars with 3 decimals', () => {
    expect([0, 7, 999, 1_000, 12_500, 1_000_000, 9_007_199_254_740_991].map(dinars)).toEqual(['0.000', '0.007', '0.999', '1.000', '12.500', '1000.000', '9007199254740.991']);
  });

  it('prefixes a cell a spreadsheet would run with a quote', () => {
    for (const value of ['=1+1', '+216 20 123 456', '-2', '@SUM(A1)', '\tx', '\rx']) expect(neutralised(value)).toBe(`'${value}`);
    for (const value of ['Amal', 'أمل', '12', ' =1', "'already"]) expect(neutralised(value)).toBe(value);
  });

  it('quotes cells with commas, quotes or line ends, and leaves numbers alone', () => {
    const row = csvRow({
      reference: 'abc', createdAt: '2026-11-26T05:00:00.000Z', status: 'succeeded', amount: 12_500, currency: 'TND', provider: 'clictopay',
      completedAt: null, failureCode: null, authorizationCode: null, orderId: '=cmd', description: 'a, "b"\nc',
      payer: { firstName: 'أمل' }, paymentAccountId: 'acc', paymentLinkId: null, channel: 'api',
    } as unknown as PaymentRecord);
    expect(row.endsWith('\r\n')).toBe(true);
    const cells = row.slice(0, -2);
    expect(cells).toBe(`abc,2026-11-26T05:00:00.000Z,succeeded,12.500,12500,TND,clictopay,,,,,,'=cmd,"a, ""b""\nc",أمل,,,,acc,,api`);
    expect(csvHeader()).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
  });
});
