// How the dashboard writes amounts: millimes as three decimals after a comma, thousands grouped
// by a narrow space, then DT; and back from what a merchant types into an input.
import { describe, expect, it } from 'vitest';
import { dinarsInput, formatDinars, parseDinars } from '../../../../../../lib/web/dashboard/src/money.js';

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2066\u2069]/g, '');

describe('formatDinars', () => {
  it('writes millimes as dinars with three decimals', () => {
    expect(plain(formatDinars(12_500))).toBe('12,500 DT');
    expect(plain(formatDinars(0))).toBe('0,000 DT');
    expect(plain(formatDinars(1))).toBe('0,001 DT');
    expect(plain(formatDinars(100))).toBe('0,100 DT');
    expect(plain(formatDinars(999_999))).toBe('999,999 DT');
  });

  it('groups thousands of dinars and keeps a sign', () => {
    expect(plain(formatDinars(1_250_000))).toBe('1 250,000 DT');
    expect(plain(formatDinars(1_234_567_890))).toBe('1 234 567,890 DT');
    expect(plain(formatDinars(-12_500))).toBe('-12,500 DT');
  });

  it('never breaks a line between the figure and DT, and reads left to right on an Arabic page', () => {
    expect(formatDinars(12_500)).toBe('\u206612,500\u00a0DT\u2069');
  });
});

describe('dinarsInput', () => {
  it('gives an input the figure that reads back as the same millimes', () => {
    for (const millimes of [1, 100, 12_500, 35_000, 1_250_000]) {
      const reading = parseDinars(dinarsInput(millimes));
      expect(reading).toEqual({ ok: true, millimes });
    }
    expect(dinarsInput(null)).toBe('');
    expect(dinarsInput(undefined)).toBe('');
  });
});
