// The page's three languages (French, Arabic right to left, English): which one the payer reads,
// their messages with the placeholders filled, and amounts and dates in their way of writing.
import { page } from '../dom.js';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr, type Messages } from './fr.js';
import { browserLang, fillMessage, isLang, LANG_ORDER, languagesOf, type Lang } from '../../../kit/languages.js';

export type { Lang };
export type MessageKey = keyof Messages;
export type Vars = Record<string, string | number>;

export const LANGS = languagesOf<Messages>({ fr, ar, en });
export { LANG_ORDER };
const LANG_STORAGE_KEY = 'checkout.lang';

/** `?lang=` on the address: the payment's `locale` (its `payUrl` carries it), or a link in the payer's language. */
const langInAddress = new URLSearchParams(page.location.search).get('lang');

/** The payer's own choice: the address's `?lang=`, or the language they picked here before. */
function chosenLang(): Lang | undefined {
  if (isLang(langInAddress)) return langInAddress;
  try {
    const stored = page.localStorage.getItem(LANG_STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage refused (private mode, blocked cookies): fall back to the browser's languages.
  }
  return undefined;
}

/** The address's `?lang=`, else the payer's earlier choice, else the browser's languages, else French. */
function initialLang(): Lang {
  const chosen = chosenLang();
  if (isLang(langInAddress)) remember(langInAddress); // it still holds back from the provider
  if (chosen) return chosen;
  return browserLang(page.navigator.languages?.length ? page.navigator.languages : [page.navigator.language ?? '']) ?? 'fr';
}

/** The page's language; switchLanguage() in view/render.ts changes it. */
export let lang: Lang = initialLang();

export function setLang(code: Lang): void {
  lang = code;
  remember(code);
}

export function t(key: MessageKey, vars: Vars = {}): string {
  return fillMessage(LANGS[lang].messages[key], LANGS[lang], vars);
}

export function formatAmount(millimes: number, currency: string): string {
  try {
    return new Intl.NumberFormat(LANGS[lang].locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 3,
      maximumFractionDigits: 3,
    }).format(millimes / 1000);
  } catch {
    return `${(millimes / 1000).toFixed(3)} ${currency}`;
  }
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // Payers and merchants are in Tunisia: dates are Tunis time, whatever the device's zone.
  return new Intl.DateTimeFormat(LANGS[lang].locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Tunis' }).format(date);
}
function remember(code: Lang): void {
  try {
    page.localStorage.setItem(LANG_STORAGE_KEY, code);
  } catch {
    // Not remembered; the choice still holds for this page.
  }
}
