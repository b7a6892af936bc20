import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDinars } from '../../../../../../lib/web/checkout/src/amount.js';

const millimes = (text: string) => {
  const reading = parseDinars(text);
  return reading.ok ? reading.millimes : reading.reason;
};

describe('the amount a payer types on an open link', () => {
  it('reads dinars with a comma, a point or none as millimes', () => {
    expect(millimes('12,500')).toBe(12_500);
    expect(millimes('12.5')).toBe(12_500);
    expect(millimes('12')).toBe(12_000);
    expect(millimes('0,1')).toBe(100);
    expect(millimes('12,')).toBe(12_000);
    expect(millimes(' 7,250 ')).toBe(7_250);
  });

  it('takes spaces between thousands, Arabic digits and the Arabic decimal separator', () => {
    expect(millimes('1 250,500')).toBe(1_250_500);
    expect(millimes('1\u202f250,5')).toBe(1_250_500);
    expect(millimes('١٢٫٥')).toBe(12_500);
    expect(millimes('۱۲,۵۰۰')).toBe(12_500);
  });

  it('refuses what it would have to guess', () => {
    expect(millimes('')).toBe('empty');
    expect(millimes('   ')).toBe('empty');
    expect(millimes('12,5001')).toBe('tooPrecise');
    for (const text of ['1.250.000', '1,250.5', '-5', '12 DT', 'abc', ',5', '1e3', '0x10', '12..5']) expect(millimes(text)).toBe('invalid');
    expect(millimes('9'.repeat(20))).toBe('invalid');
  });

  it('reads back any amount written with three decimals, with a comma or a point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), fc.constantFrom(',', '.'), (value, separator) => {
        const text = `${Math.floor(value / 1000)}${separator}${String(value % 1000).padStart(3, '0')}`;
        expect(parseDinars(text)).toEqual({ ok: true, millimes: value });
      }),
    );
  });
});
