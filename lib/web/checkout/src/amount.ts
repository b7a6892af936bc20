// The amount a payer types on an open payment link, read as dinars and turned into millimes.
// Tunisians write dinars with three decimals and a comma (`12,500`), many phones offer a point
// (`12.5`), Arabic keyboards type Arabic-Indic digits and the Arabic decimal separator (`١٢٫٥`);
// spaces group thousands (`1 250,500`). One decimal separator at most, three decimals at most:
// `1.250.000` is ambiguous and refused rather than guessed.

export type AmountReading =
  | { ok: true; millimes: number }
  | { ok: false; reason: 'empty' | 'invalid' | 'tooPrecise' };

const ARABIC_INDIC = /[\u0660-\u0669]/g;
const EXTENDED_ARABIC_INDIC = /[\u06f0-\u06f9]/g;
/** Plain, no-break, narrow no-break and thin spaces, and bidi marks a paste may carry. */
const IGNORED = /[\s\u00a0\u202f\u2009\u200e\u200f\u061c\u2066-\u2069]/g;
const SHAPE = /^(\d+)(?:[.,\u066b](\d*))?$/;

/** Arabic-Indic and Persian digits as ASCII digits: the API reads `0-9` only. */
export const latinDigits = (text: string): string =>
  text
    .replace(ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(EXTENDED_ARABIC_INDIC, (digit) => String(digit.charCodeAt(0) - 0x06f0));

export function parseDinars(text: string): AmountReading {
  const normalised = latinDigits(text).replace(IGNORED, '');
  if (!normalised) return { ok: false, reason: 'empty' };
  const match = SHAPE.exec(normalised);
  if (!match) return { ok: false, reason: 'invalid' };
  const whole = match[1]!;
  const fraction = match[2] ?? '';
  if (fraction.length > 3) return { ok: false, reason: 'tooPrecise' };
  const millimes = Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
  if (!Number.isSafeInteger(millimes)) return { ok: false, reason: 'invalid' };
  return { ok: true, millimes };
}
