// Strong reads of organisation and account items from one of their read copies
// (shared/store/read-copies.ts): what the collecting paths read, spread over the copies.
import { batchGetItems, itemAt } from './batch-get.js';
import { anyCopy, copyKey, isWholeCopy } from './read-copies.js';

type ItemKey = { PK: string; SK: string };

/**
 * The items of `keys` (organisation or account items), read strongly from one read copy, under
 * the items' own keys; an item without a whole copy (written before copies existed) is read
 * itself, in a second round trip.
 */
export const readFromCopies = (keys: readonly ItemKey[]): Promise<Record<string, unknown>[]> => readWithCopies(keys);

/**
 * `readFromCopies` of `copied`, and the items of `plain` (any other items, read themselves), in the
 * same batch: one round trip when every copy is whole. Items that do not exist are left out.
 */
export async function readWithCopies(copied: readonly ItemKey[], plain: readonly ItemKey[] = []): Promise<Record<string, unknown>[]> {
  const n = anyCopy();
  const others = plain.filter((key, i) => plain.findIndex((k) => k.PK === key.PK && k.SK === key.SK) === i);
  const read = await batchGetItems([...copied.map((key) => copyKey(key, n)), ...others]);
  const found: Record<string, unknown>[] = [];
  const missing: ItemKey[] = [];
  for (const key of copied) {
    const copy = read.find((item) => item.PK === copyKey(key, n).PK && item.SK === key.SK);
    if (isWholeCopy(copy)) found.push({ ...copy, PK: key.PK });
    else missing.push(key);
  }
  for (const key of others) {
    const item = itemAt(read, key);
    if (item) found.push(item);
  }
  return missing.length ? [...found, ...(await batchGetItems(missing))] : found;
}
