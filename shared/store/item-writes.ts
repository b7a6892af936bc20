// The write of one item as the repositories' builders return it (`invitationPut`, `memberDelete`...):
// put in a transaction with others (shared/store/transact.ts: `transact`), or run alone (`writeOne`,
// `writeIfStill`). Each names the table here; the builder gives the key, the expressions and their
// condition, which say what the write means.
import { tableName, type TransactItem } from './client.js';

type Key = Record<string, unknown>;
/** What a builder gives of a write besides the table and the item's key. */
type WriteOf<Kind extends keyof TransactItem, Named extends string> = Omit<NonNullable<TransactItem[Kind]>, 'TableName' | Named>;

/** A new item: its condition fails when the table holds an item with its key already. */
export const newItemPut = (item: Key): TransactItem => ({
  Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' },
});

/** An item written whole, on its condition when it has one. */
export const itemPut = (item: Key, put: WriteOf<'Put', 'Item'> = {}): TransactItem => ({ Put: { TableName: tableName(), Item: item, ...put } });

/** A change of the item at `key`: its update expression, and its condition when it has one. */
export const itemUpdate = (key: Key, update: WriteOf<'Update', 'Key'>): TransactItem => ({ Update: { TableName: tableName(), Key: key, ...update } });

/** A condition on the item at `key`, checked by the transaction, which writes nothing to it. */
export const itemCheck = (key: Key, check: WriteOf<'ConditionCheck', 'Key'>): TransactItem => ({
  ConditionCheck: { TableName: tableName(), Key: key, ...check },
});

/** The deletion of the item at `key`, on its condition when it has one. */
export const itemDelete = (key: Key, remove: WriteOf<'Delete', 'Key'> = {}): TransactItem => ({ Delete: { TableName: tableName(), Key: key, ...remove } });

/**
 * The `SET` assignments of `fields` (attribute → value) for an update expression, each under numbered
 * placeholders (`#s0 = :s0`, or the prefixes given) whose names and values are added to `names` and `values`.
 */
export function setAssignments(
  fields: Record<string, unknown>,
  names: Record<string, string>,
  values: Record<string, unknown>,
  prefixes: { name: string; value: string } = { name: '#s', value: ':s' },
): string[] {
  return Object.entries(fields).map(([field, value], i) => {
    names[`${prefixes.name}${i}`] = field;
    values[`${prefixes.value}${i}`] = value;
    return `${prefixes.name}${i} = ${prefixes.value}${i}`;
  });
}
