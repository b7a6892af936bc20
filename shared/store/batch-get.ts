// Reading items by key: one item (GetItem), or many in one round of BatchGetItem calls, whatever the repository.
import { BatchGetCommand, GetCommand, type NativeAttributeValue } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.js';

/**
 * The item at `key`, or undefined when there is none. Strongly consistent unless `consistent` is
 * false; `projection` reads only the attributes it names (with their `names`).
 */
export async function getItem(
  key: Record<string, unknown>,
  options: { consistent?: boolean; projection?: { expression: string; names?: Record<string, string> } } = {},
): Promise<Record<string, NativeAttributeValue> | undefined> {
  const out = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: key,
      ...(options.consistent ?? true ? { ConsistentRead: true } : {}),
      ...(options.projection
        ? { ProjectionExpression: options.projection.expression, ...(options.projection.names ? { ExpressionAttributeNames: options.projection.names } : {}) }
        : {}),
    }),
  );
  return out.Item;
}

/** The item of `items` (a batch's answer, in no particular order) at `key`, if it was there. */
export const itemAt = <T extends Record<string, unknown>>(items: readonly T[], key: { PK: string; SK: string }): T | undefined =>
  items.find((item) => item.PK === key.PK && item.SK === key.SK);

/**
 * The items of `keys` that exist (in no particular order): BatchGetItem calls of 100 keys each,
 * made at once, each asking again for the keys DynamoDB left unprocessed. Strongly consistent
 * unless `consistent` is false.
 */
export async function batchGetItems(keys: readonly Record<string, unknown>[], options: { consistent?: boolean } = {}): Promise<Record<string, unknown>[]> {
  const chunks: Record<string, unknown>[][] = [];
  for (let i = 0; i < keys.length; i += 100) chunks.push(keys.slice(i, i + 100));
  const found = await Promise.all(
    chunks.map(async (chunk) => {
      const items: Record<string, unknown>[] = [];
      let pending: Record<string, unknown>[] | undefined = chunk;
      while (pending?.length) {
        const out = await db().send(
          new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistent ?? true } } }),
        );
        items.push(...(out.Responses?.[tableName()] ?? []));
        pending = out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
      }
      return items;
    }),
  );
  return found.flat();
}
