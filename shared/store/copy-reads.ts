// Strong reads of organisation and account items from one of their read copies
// (shared/store/read-copies.ts): what the collecting paths read, spread over the copies.
import { batchGetItems } from './batch-get.js';
import { anyCopy, copyKey, isWholeCopy } from './read-copies.js';

type ItemKey = { PK: string; SK: string };

/**
 * The items of `keys` (organisation or account items), read strongly from one read copy, under
 * the items' own keys; an item without a whole copy (written before copies existed) is read
 * itself, in a second round trip.
 */
export async function readFromCopies(keys: readonly ItemKey[]): Promise<Record<string, unknown>[]> {
  const n = anyCopy();
  const copies = await batchGetItems(keys.map((key) => copyKey(key, n)));
  const found: Record<string, unknown>[] = [];
  const missing: ItemKey[] = [];
  for (const key of keys) {
    const copy = copies.find((item) => item.PK === copyKey(key, n).PK && item.SK === key.SK);
    if (isWholeCopy(copy)) found.push({ ...copy, PK: key.PK });
    else missing.push(key);
  }
  return missing.length ? [...found, ...(await batchGetItems(missing))] : found;
}
