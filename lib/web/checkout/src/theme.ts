// The merchant's theme colour, made safe to use: the primary button keeps the exact colour with
// whichever text colour reads on it (WCAG AA, 4.5:1), and accents drawn on white (links, focus
// ring, the chosen option's border) use the colour darkened until it reaches 4.5:1 on white.

export interface Theme {
  /** Background of the primary button: the merchant's colour, or the default. */
  brand: string;
  /** Text on `brand`: white or black, at least 4.5:1. */
  onBrand: string;
  /** Text and outlines on white: `brand`, darkened when needed, at least 4.5:1. */
  accent: string;
  /** A faint wash of the brand for the chosen option's background. */
  tint: string;
}

export const DEFAULT_BRAND = '#1f4e8c';
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const AA = 4.5;

type Rgb = [number, number, number];

export function parseHexColor(value: string | null | undefined): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  if (!match) return undefined;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The dark theme's surface (styles.css `--surface` under `[data-theme='dark']`). */
export const DARK_SURFACE = '#1a1d23';

export function themeOf(themeColor: string | null | undefined, mode: 'light' | 'dark' = 'light'): Theme {
  const brand = parseHexColor(themeColor) ?? (parseHexColor(DEFAULT_BRAND) as Rgb);
  const onBrand = contrastRatio(brand, WHITE) >= AA ? WHITE : BLACK;
  let accent = brand;
  if (mode === 'dark') {
    // On the dark surface: mix towards white in small steps until the accent reads.
    const surface = parseHexColor(DARK_SURFACE) as Rgb;
    for (let step = 1; contrastRatio(accent, surface) < AA && step <= 20; step++) {
      accent = brand.map((v) => Math.ceil(v + (255 - v) * step * 0.05)) as Rgb;
    }
  }
  // Mix towards black in small steps: keeps the hue, stops at the first readable shade.
  for (let step = 1; mode === 'light' && contrastRatio(accent, WHITE) < AA && step <= 20; step++) {
    // Whole channel values, so that the colour checked is the colour written.
    accent = brand.map((v) => Math.floor(v * (1 - step * 0.05))) as Rgb;
  }
  return {
    brand: toHex(brand),
    onBrand: toHex(onBrand),
    accent: toHex(accent),
    tint: `rgba(${brand.join(', ')}, 0.08)`,
  };
}
