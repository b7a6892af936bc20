// A payment's timeline as the dashboard shows it: a payer who opens the payment page again and
// again (a reload, a back button) makes one `checkout.opened` item each time; consecutive ones are
// shown as one entry with how many times and when last, so that they do not bury what matters.
// Only consecutive items group: an open after an attempt stays its own entry.

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
