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
 * (FSI…PDI) so that Latin names and amounts do not reorder the sentence.
 */
export function fillMessage(text: string, dir: 'ltr' | 'rtl', vars: Record<string, string | number>): string {
  const isolate = dir === 'rtl' ? (value: string) => `\u2068${value}\u2069` : (value: string) => value;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? isolate(String(vars[name])) : whole));
}
