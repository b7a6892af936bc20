// A payment's timeline as the dashboard shows it: a payer who opens the payment page again and
// again (a reload, a back button) makes one `checkout.opened` item each time; consecutive ones are
// shown as one entry with how many times and when last, so that they do not bury what matters.
// Only consecutive items group: an open after an attempt stays its own entry. Beside it, the small
// readings the payment's screen makes of its items and fields (which words name a status, the
// payer's language in the payUrl, a phone number kept whole).

/** Item types that group when they follow each other. */
export const GROUPED_TYPES: ReadonlySet<string> = new Set(['checkout.opened']);

export interface Grouped<T> {
  /** The first item of the run. */
  item: T;
  /** The items after it in the same run (empty when it stands alone). */
  repeats: T[];
}

export function groupRepeats<T extends { type: string }>(items: readonly T[]): Grouped<T>[] {
  const out: Grouped<T>[] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && GROUPED_TYPES.has(item.type) && last.item.type === item.type) last.repeats.push(item);
    else out.push({ item, repeats: [] });
  }
  return out;
}

/**
 * Which words name the states of an item's status change, first choice first: an attempt's item
 * moves an attempt (`created → redirected`: attemptStatus_), a refund's moves the refunded attempt
 * (`succeeded → refunded`), any other moves the payment (`pending → succeeded`: payStatus_).
 */
export function statusPrefixes(item: { kind: string; category: string }): readonly ['attemptStatus_' | 'payStatus_', 'attemptStatus_' | 'payStatus_'] {
  return item.kind === 'attempt_event' || item.category === 'attempt' || item.category === 'refund'
    ? ['attemptStatus_', 'payStatus_']
    : ['payStatus_', 'attemptStatus_'];
}

/** A payer's language as the payUrl carries it (`?lang=ar`, set by the payment's `locale`), or null. */
export function payUrlLanguage(payUrl: string): 'fr' | 'ar' | 'en' | null {
  try {
    const lang = new URL(payUrl).searchParams.get('lang');
    return lang === 'fr' || lang === 'ar' || lang === 'en' ? lang : null;
  } catch {
    return null;
  }
}

/** Digits of a phone number kept on one line: its spaces become no-break spaces, its hyphens no-break hyphens. */
export const unbrokenPhone = (phone: string) => phone.trim().replace(/\s+/g, '\u00a0').replace(/-/g, '\u2011');
