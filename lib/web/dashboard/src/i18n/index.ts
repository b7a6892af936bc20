// The dashboard's language: chosen by the user (kept in localStorage: a preference, no secret),
// else the browser's languages, else French. Same approach as the checkout page.
import { signal } from './signal.js';
import { ar } from './ar.js';
import { en } from './en.js';
import { fr, type Messages } from './fr.js';

export type Lang = 'fr' | 'ar' | 'en';
export type MessageKey = keyof Messages;

export const LANGS: Record<Lang, { messages: Messages; locale: string; dir: 'ltr' | 'rtl' }> = {
  fr: { messages: fr, locale: 'fr', dir: 'ltr' },
  ar: { messages: ar, locale: 'ar-TN', dir: 'rtl' },
  en: { messages: en, locale: 'en-GB', dir: 'ltr' },
};
export const LANG_ORDER: readonly Lang[] = ['fr', 'ar', 'en'];
const STORAGE_KEY = 'dashboard.lang';

const isLang = (value: unknown): value is Lang => typeof value === 'string' && value in LANGS;

function initialLang(): Lang {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    if (isLang(stored)) return stored;
  } catch {
    // Storage refused: the browser's languages decide.
  }
  for (const tag of navigator.languages?.length ? navigator.languages : [navigator.language ?? '']) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return 'fr';
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
  const isolate = current.dir === 'rtl' ? (value: string) => `\u2068${value}\u2069` : (value: string) => value;
  return current.messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? isolate(String(vars[name])) : whole));
}

/** The message of an API error code, or the generic one. */
export function errorText(code: string, message = ''): string {
  const key = `error_${code}` as MessageKey;
  return key in fr ? t(key, { message }) : t('errorGeneric', { code });
}
