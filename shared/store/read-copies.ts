// Read copies of the items every payment reads: the organisation and its payment accounts.
//
// At 1 000 payments a second for one merchant, the collecting reads (the key's organisation and
// account, the checkout's views, the attempt's routing) put about 4 000 RCU/s on each of these two
// items, over the 3 000 a partition serves, and one item cannot be split. So each is copied
// `READ_COPIES` times into partitions of their own (`ORG#<org>#COPY#<n>`, same sort key), and the
// collecting reads pick a copy at random.
//
// A copy is never a cache: every write of an organisation or account item carries the same write
// to each of its copies in the same transaction (`withCopies`), so a copy read strongly is exactly
// as current as the item, and a suspended organisation, a paused account or a withdrawn route is
// refused through a copy at once. The document client applies `withCopies` to every transaction
// and refuses a lone write of such an item (`refuseLoneWrite`), so no writer can forget them; the
// store's single-write helpers send such a write as a transaction.
//
// Items written before the copies existed have none: a copy that is missing, or that a mirrored
// update created without the item's fields (no `id`), is not used, and the item itself is read.
import type { TransactItem } from './client.js';

/** How many read copies each organisation item and payment account item has. */
export const READ_COPIES = 3;

/** Items of a transaction one write of a copied item becomes: the item and its copies. */
export const WRITES_PER_COPIED_ITEM = 1 + READ_COPIES;

type Key = { PK: unknown; SK: unknown };

/** Whether an item is one that has read copies: an organisation (`ORG#<id>`, `ORG`) or one of its payment accounts. */
export function isCopied(key: Partial<Key> | undefined): key is { PK: string; SK: string } {
  const marshalled = key?.PK as { S?: unknown } | undefined;
  if (typeof marshalled === 'object' && typeof marshalled?.S === 'string' && isCopied({ PK: marshalled.S, SK: (key!.SK as { S?: unknown })?.S })) {
    // Only the document client's native keys are copied: a marshalled write would leave the copies behind.
    throw new Error('Write organisation and account items through the document client, which writes their read copies');
  }
  if (typeof key?.PK !== 'string' || typeof key.SK !== 'string') return false;
  if (!/^ORG#[^#]+$/.test(key.PK)) return false;
  return key.SK === 'ORG' || key.SK.startsWith('ACCOUNT#');
}

/** The key of copy `n` of a copied item. */
export const copyKey = (key: { PK: string; SK: string }, n: number) => ({ PK: `${key.PK}#COPY#${n}`, SK: key.SK });

/** The copy a reader uses: any one, so that the reads spread evenly over them. */
export const anyCopy = () => Math.floor(Math.random() * READ_COPIES);

/** Index attributes are the item's own: a copy is read by its key only and must not appear in any list. */
const isIndexAttribute = (name: string) => /^GSI\d+(PK|SK)$/.test(name);

/** The names (`#x`) and values (`:x`) an expression uses. */
const placeholders = (expression: string) => new Set(expression.match(/[#:][A-Za-z0-9_]+/g) ?? []);

function mirror(write: TransactItem, n: number): TransactItem | undefined {
  if (write.Put && isCopied(write.Put.Item as Key)) {
    const item: Record<string, unknown> = { ...write.Put.Item, ...copyKey(write.Put.Item as { PK: string; SK: string }, n) };
    for (const name of Object.keys(item)) if (isIndexAttribute(name)) delete item[name];
    return { Put: { TableName: write.Put.TableName, Item: item } };
  }
  if (write.Update && isCopied(write.Update.Key as Key)) {
    const { TableName, Key, UpdateExpression, ExpressionAttributeNames, ExpressionAttributeValues } = write.Update;
    // The item's own condition decides for the whole transaction; the copy takes the change as it is.
    const used = placeholders(UpdateExpression!);
    const names = Object.entries(ExpressionAttributeNames ?? {}).filter(([placeholder]) => used.has(placeholder));
    const values = Object.entries(ExpressionAttributeValues ?? {}).filter(([placeholder]) => used.has(placeholder));
    const touched = [...UpdateExpression!.matchAll(/(?:^|[\s,])(#?[A-Za-z0-9_]+)\s*=/g)].map(([, target]) =>
      target!.startsWith('#') ? (ExpressionAttributeNames?.[target!] ?? target!) : target!,
    );
    if (touched.some(isIndexAttribute)) throw new Error('An update of a copied item may not set its index attributes');
    return {
      Update: {
        TableName,
        Key: copyKey(Key as { PK: string; SK: string }, n),
        UpdateExpression,
        ...(names.length ? { ExpressionAttributeNames: Object.fromEntries(names) } : {}),
        ...(values.length ? { ExpressionAttributeValues: Object.fromEntries(values) } : {}),
      },
    };
  }
  if (write.Delete && isCopied(write.Delete.Key as Key)) {
    return { Delete: { TableName: write.Delete.TableName, Key: copyKey(write.Delete.Key as { PK: string; SK: string }, n) } };
  }
  return undefined;
}

/**
 * A transaction's writes with, after them, the same writes on the read copies of every copied item
 * they change (appended, so that a failed condition's position still names the caller's write).
 * Writes that already carry their copies are left as they are.
 */
export function withCopies(writes: readonly TransactItem[]): TransactItem[] {
  const keyOf = (write: TransactItem) => {
    const key = (write.Put?.Item ?? write.Update?.Key ?? write.Delete?.Key ?? write.ConditionCheck?.Key) as Key | undefined;
    return key ? `${String(key.PK)}|${String(key.SK)}` : '';
  };
  const present = new Set(writes.map(keyOf));
  const copies: TransactItem[] = [];
  for (const write of writes) {
    for (let n = 0; n < READ_COPIES; n += 1) {
      const copy = mirror(write, n);
      if (copy && !present.has(keyOf(copy))) copies.push(copy);
    }
  }
  return copies.length ? [...writes, ...copies] : [...writes];
}

/** Whether a lone write (Put, Update or Delete outside a transaction) would change a copied item. */
export function changesCopiedItem(write: TransactItem): boolean {
  return isCopied((write.Put?.Item ?? write.Update?.Key ?? write.Delete?.Key) as Key | undefined);
}

/** Whether a copy read back is a whole copy (written by the item's creation), not one a mirrored update started. */
export const isWholeCopy = (item: Record<string, unknown> | undefined): item is Record<string, unknown> => typeof item?.id === 'string';
