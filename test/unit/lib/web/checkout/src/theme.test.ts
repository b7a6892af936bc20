import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_SURFACE, DEFAULT_BRAND, parseHexColor, themeOf } from '../../../../../../lib/web/checkout/src/theme.js';

const WHITE: [number, number, number] = [255, 255, 255];
const rgb = (hex: string) => parseHexColor(hex)!;

describe('checkout theme colours', () => {
  it('keeps a dark merchant colour as is, with white text', () => {
    expect(themeOf('#14532d')).toMatchObject({ brand: '#14532d', onBrand: '#ffffff', accent: '#14532d' });
  });

  it('writes black on a light colour and darkens its accents until they read on white', () => {
    const theme = themeOf('#ffd60a');
    expect(theme).toMatchObject({ brand: '#ffd60a', onBrand: '#000000' });
    expect(contrastRatio(rgb(theme.accent), WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back to the default colour for a missing or malformed value', () => {
    for (const value of [null, undefined, '', 'red', '#12345', 'url(x)', '#1234567']) expect(themeOf(value).brand).toBe(DEFAULT_BRAND);
    expect(themeOf('#ABC').brand).toBe('#aabbcc');
  });

  it('meets WCAG AA (4.5:1) for the button text and the accents, whatever the colour', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const theme = themeOf(`#${value.toString(16).padStart(6, '0')}`);
        expect(contrastRatio(rgb(theme.onBrand), rgb(theme.brand))).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(rgb(theme.accent), WHITE)).toBeGreaterThanOrEqual(4.5);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the dark theme (v2 theme: dark)', () => {
  it('lightens an accent that would not read on the dark surface, and keeps one that does', () => {
    const surface = parseHexColor(DARK_SURFACE)!;
    for (const colour of ['#1f4e8c', '#000080', '#6b3fa0', '#ffcc00']) {
      const { accent } = themeOf(colour, 'dark');
      expect(contrastRatio(parseHexColor(accent)!, surface), `${colour} → ${accent}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(themeOf('#ffcc00', 'dark').accent).toBe('#ffcc00');
  });
});
