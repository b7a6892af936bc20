// Keyset pagination over one partition of the table or of an index. The cursor is opaque
// and tamper-proof: it is signed, and it is bound to the partition it was issued for, so a
// forged or replayed cursor cannot reach another organisation's items.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../domain/errors.js';
import { db, tableName } from './client.js';
import { platformSecret } from './platform-secrets.js';
import { keyAttributesOf, type IndexName } from './table-definition.js';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageQuery {
  index?: IndexName;
  /** The partition key value: the cursor is bound to it. */
  partition: string;
  /** Restricts the sort key to a prefix or to a range (inclusive). */
  sortKey?: { beginsWith: string } | { between: [string, string] };
  /** Newest first (descending sort key) unless true. */
  ascending?: boolean;
  limit?: number;
  cursor?: string | null;
  /** An extra filter (applied after the key condition: pages can come back short). */
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
}

const invalidCursor = () => new AppError('validation_failed', 'cursor: is not a cursor issued for this list', {
  fields: [{ field: 'cursor', message: 'is not a cursor issued for this list' }],
});

export async function queryPage<T = Record<string, unknown>>(query: PageQuery): Promise<Page<T>> {
  const limit = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const { partitionKey, sortKey } = keyAttributesOf(query.index);
  const startKey = query.cursor ? await decodeCursor(query.cursor, query.partition) : undefined;

  const names: Record<string, string> = { '#pk': partitionKey, ...query.filter?.names };
  const values: Record<string, unknown> = { ':pk': query.partition, ...query.filter?.values };
  let condition = '#pk = :pk';
  if (query.sortKey) {
    names['#sk'] = sortKey;
    if ('beginsWith' in query.sortKey) {
      condition += ' AND begins_with(#sk, :skPrefix)';
      values[':skPrefix'] = query.sortKey.beginsWith;
    } else {
      condition += ' AND #sk BETWEEN :skFrom AND :skTo';
      values[':skFrom'] = query.sortKey.between[0];
      values[':skTo'] = query.sortKey.between[1];
    }
  }
  if (startKey && !startKeyWithinRange(startKey[sortKey], query.sortKey)) throw invalidCursor();

  const input: QueryCommandInput = {
    TableName: tableName(),
    IndexName: query.index,
    KeyConditionExpression: condition,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
    ScanIndexForward: query.ascending ?? false,
    Limit: limit,
    ExclusiveStartKey: startKey,
    ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
  };
  const out = await db().send(new QueryCommand(input));
  const items = (out.Items ?? []) as T[];
  const nextCursor = out.LastEvaluatedKey ? await encodeCursor(out.LastEvaluatedKey, query.partition) : null;
  return { items, nextCursor };
}

function startKeyWithinRange(value: unknown, range: PageQuery['sortKey']): boolean {
  if (typeof value !== 'string') return false;
  if (!range) return true;
  if ('beginsWith' in range) return value.startsWith(range.beginsWith);
  return value >= range.between[0] && value <= range.between[1];
}

async function signature(payload: string): Promise<Buffer> {
  return createHmac('sha256', await platformSecret('cursor')).update(payload).digest();
}

export async function encodeCursor(lastKey: Record<string, unknown>, partition: string): Promise<string> {
  const payload = Buffer.from(JSON.stringify({ p: partition, k: lastKey })).toString('base64url');
  return `${payload}.${(await signature(payload)).toString('base64url')}`;
}

export async function decodeCursor(cursor: string, partition: string): Promise<Record<string, unknown>> {
  const [payload, mac, ...rest] = cursor.split('.');
  if (!payload || !mac || rest.length || cursor.length > 2048) throw invalidCursor();
  const expected = await signature(payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor();
  let decoded: { p?: unknown; k?: unknown };
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  // Signed, but for another list: refuse rather than serve another partition.
  if (decoded.p !== partition || typeof decoded.k !== 'object' || decoded.k === null) throw invalidCursor();
  const key = decoded.k as Record<string, unknown>;
  if (!Object.values(key).some((v) => v === partition)) throw invalidCursor();
  return key;
}

/**
 * The filter condition "the item's payment account is one of these" (a member scoped to some
 * accounts listing payments or links), added to a filter's names and values.
 */
export function accountInFilter(accountIds: readonly string[], names: Record<string, string>, values: Record<string, unknown>): string {
  names['#account'] = 'paymentAccountId';
  const placeholders = accountIds.map((id, i) => {
    values[`:a${i}`] = id;
    return `:a${i}`;
  });
  return `#account IN (${placeholders.join(', ')})`;
}
