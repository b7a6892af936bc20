// Staff find an organisation by what a merchant says on the phone: part of its name or legal
// name, typed without accents or capitals ("epicerie" finds "Épicerie Fine"), or its tax id typed
// with or without its separators ("7654321BM", "7654321/B/M" and "7654321 b m" find
// "7654321/B/M/000"). GET /admin/organisations?q=... (docs/api-decisions.md, "Staff console").

/** Lower case, accents and other combining marks dropped, runs of spaces as one. */
export function foldText(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Letters and digits only (any script), folded: a tax id as typed in any of its forms. */
const compact = (value: string) => foldText(value).replace(/[^\p{L}\p{N}]+/gu, '');

export interface Searchable {
  name: string;
  legalName: string;
  taxId: string;
}

/**
 * Whether `query` finds the organisation: within its name or legal name (folded), or within its
 * tax id with separators ignored. An empty query finds every organisation.
 */
export function organisationMatches(organisation: Searchable, query: string): boolean {
  const folded = foldText(query);
  if (!folded) return true;
  if (foldText(organisation.name).includes(folded) || foldText(organisation.legalName).includes(folded)) return true;
  const digits = compact(query);
  return digits.length > 0 && compact(organisation.taxId).includes(digits);
}
