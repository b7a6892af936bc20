// The dashboard's language: chosen by the user (kept in localStorage: a preference, no secret),
// else the browser's languages, else French. Same approach as the checkout page.
import { signal } from './signal.js';
import { ar, arPlurals } from './ar.js';
import { en, enPlurals } from './en.js';
import { fr, frPlurals, type Messages, type PluralKey, type Plurals } from './fr.js';
import { browserLang, fillMessage, isLang, LANG_ORDER, languagesOf, type Lang } from '../../../kit/languages.js';

export type { Lang };
export type MessageKey = keyof Messages;

export const LANGS = languagesOf<Messages>({ fr, ar, en });
export { LANG_ORDER };
const STORAGE_KEY = 'dashboard.lang';

function initialLang(): Lang {
  // `?lang=ar` in the address (as the checkout honours it) wins, and is kept as the choice.
  const asked = new URLSearchParams(globalThis.location?.search ?? '').get('lang');
  if (isLang(asked)) {
    try {
      localStorage.setItem(STORAGE_KEY, asked);
    } catch {
      // Not kept: the address decides this time only.
    }
    return asked;
  }
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage refused: the browser's languages decide.
  }
  return browserLang(navigator.languages?.length ? navigator.languages : [navigator.language ?? '']) ?? 'fr';
}

export const lang = signal<Lang>(initialLang());

/** The page's language and direction follow the choice before anything renders in it. */
function applyToDocument(code: Lang): void {
  document.documentElement.lang = code;
  document.documentElement.dir = LANGS[code].dir;
}
applyToDocument(lang.get());

export function setLang(code: Lang): void {
  applyToDocument(code);
  lang.set(code);
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Not kept: the choice lasts until the page is closed.
  }
}

/** A message with its `{name}` placeholders filled; in Arabic, values are isolated (FSI…PDI). */
export function t(key: MessageKey, vars: Record<string, string | number> = {}): string {
  const current = LANGS[lang.get()];
  return fillMessage(current.messages[key], current, vars);
}

const PLURALS: Record<Lang, Plurals> = { fr: frPlurals, ar: arPlurals, en: enPlurals };

/**
 * A message that depends on a number, in the form the language's plural rules choose for it
 * (Arabic has six; French and English fewer), `{count}` written in the language's digits.
 */
export function plural(key: PluralKey, count: number, vars: Record<string, string | number> = {}): string {
  const current = LANGS[lang.get()];
  const forms = PLURALS[lang.get()][key];
  const text = forms[new Intl.PluralRules(current.locale).select(count)] ?? forms.other;
  return fillMessage(text, current, { count: new Intl.NumberFormat(current.locale).format(count), ...vars });
}

/** Names as one phrase of the language (`A, B et C`, `A، B وC`), each name isolated so that a name in another script keeps its order. */
export function list(values: readonly string[]): string {
  const current = LANGS[lang.get()];
  return new Intl.ListFormat(current.locale, { style: 'long', type: 'conjunction' }).format(values.map((value) => `\u2068${value}\u2069`));
}

/** Whether the translations have a message of this key. */
export const isMessageKey = (key: string): key is MessageKey => key in fr;

/** The message of an API error code, or the generic one. */
export function errorText(code: string, message = ''): string {
  const key = `error_${code}`;
  return isMessageKey(key) ? t(key, { message }) : t('errorGeneric', { code });
}
