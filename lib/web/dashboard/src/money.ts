// Amounts in dinars, as Tunisians write them: millimes as three decimals after a comma and
// thousands grouped by a narrow space (`12,500 DT`, `1 250,000 DT`), the same in every language
// so that a figure reads the same on a screen and on a receipt. Typed amounts are read by the
// checkout page's parser (comma or point, Arabic-Indic digits), turned into integer millimes.
import { parseDinars } from '../../checkout/src/amount.js';

export { parseDinars };

/** The figure alone: `12500` → `12,500`, `1250000` → `1 250,000` (narrow spaces). */
function figure(millimes: number): string {
  const sign = millimes < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(millimes));
  const dinars = String(Math.floor(abs / 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${sign}${dinars},${String(abs % 1000).padStart(3, '0')}`;
}

/**
 * `12500` → `12,500 DT`; negative amounts keep their sign. Isolated left to right (LRI…PDI), so
 * that an Arabic page shows `12,500 DT` and not `DT 12,500`, wherever the amount lands.
 */
export const formatDinars = (millimes: number): string => `\u2066${figure(millimes)}\u00a0DT\u2069`;

/** Millimes as a dinar figure for an input (`12500` → `12,500`), or '' for none. */
export const dinarsInput = (millimes: number | null | undefined): string =>
  millimes === null || millimes === undefined ? '' : figure(millimes);
