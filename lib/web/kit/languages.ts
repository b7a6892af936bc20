// The three languages of the web pages (French first, Arabic right to left, English): their order
// in a page's language bar, the locale amounts and dates are written in, their direction. Each page
// brings its own messages.
export type Lang = 'fr' | 'ar' | 'en';

export const LANG_ORDER: readonly Lang[] = ['fr', 'ar', 'en'];

export interface Language<Messages> {
  messages: Messages;
  locale: string;
  dir: 'ltr' | 'rtl';
}

/** A page's languages from its messages in each. */
export const languagesOf = <Messages>(messages: Record<Lang, Messages>): Record<Lang, Language<Messages>> => ({
  fr: { messages: messages.fr, locale: 'fr', dir: 'ltr' },
  ar: { messages: messages.ar, locale: 'ar-TN', dir: 'rtl' },
  en: { messages: messages.en, locale: 'en-GB', dir: 'ltr' },
});

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANG_ORDER as readonly string[]).includes(value);

/** The first of the browser's languages (`ar-TN`, `en`…) that the pages speak. */
export function browserLang(tags: readonly string[]): Lang | undefined {
  for (const tag of tags) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLang(primary)) return primary;
  }
  return undefined;
}

/**
 * A message with its `{name}` placeholders filled. Right to left, the values are isolated
 * (FSI…PDI) so that Latin names and amounts do not reorder the sentence. In French, `de`, `que`,
 * `le` and `la` drop their vowel before a value that begins with one (« le site d’Épicerie Amal »).
 */
export function fillMessage(text: string, language: Pick<Language<unknown>, 'dir' | 'locale'>, vars: Record<string, string | number>): string {
  const isolate = language.dir === 'rtl' ? (value: string) => `\u2068${value}\u2069` : (value: string) => value;
  const elided = language.locale === 'fr' ? elideBeforeValues(text, vars) : text;
  return elided.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? isolate(String(vars[name])) : whole));
}

const ELIDED: Record<string, string> = { de: 'd’', que: 'qu’', le: 'l’', la: 'l’' };
/** A vowel of French, with its accents. An h or a y is left as written: « de Hédi », « de Yasmine ». */
const STARTS_WITH_VOWEL = /^[aeiouàâäéèêëîïôöùûüœæ]/i;

function elideBeforeValues(text: string, vars: Record<string, string | number>): string {
  // The word is matched after a space or the start, not after a letter: no lookbehind, which older Safari cannot parse.
  return text.replace(/(^|\s)(de|que|le|la) \{(\w+)\}/gi, (whole, before: string, word: string, name: string) => {
    if (!(name in vars) || !STARTS_WITH_VOWEL.test(String(vars[name]))) return whole;
    const short = ELIDED[word.toLowerCase()]!;
    const capitalised = word[0] !== word[0]!.toLowerCase();
    return `${before}${capitalised ? short[0]!.toUpperCase() + short.slice(1) : short}{${name}}`;
  });
}
