// Time-ordered identifiers for sort keys: lexical order is creation order, so a reverse
// query lists newest first and keyset pagination comes for free.
import { randomBytes } from 'node:crypto';

/** `<ISO time>#<random>`: sorts by time, unique within the millisecond. */
export function sortableId(at: Date = new Date()): string {
  return `${at.toISOString()}#${randomBytes(6).toString('hex')}`;
}
