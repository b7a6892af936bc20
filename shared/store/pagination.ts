// Keyset pagination over one partition of the table or of an index, or over the shards of a
// list written to several partitions (merged newest first). The cursor is opaque and
// tamper-proof: it is signed, and it is bound to the partition (or list) it was issued for,
// so a forged or replayed cursor cannot reach another organisation's items.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { QueryCommand, type NativeAttributeValue, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../domain/errors.js';
import { db, tableName } from './client.js';
import { platformSecret } from './platform-secrets.js';
import { keyAttributesOf, type IndexName } from './table-definition.js';

export const DEFAULT_PAGE_SIZE = 50;

/**
 * Every page of a query, one after the other, following the table's own start keys: an internal
 * walk, not the API's signed cursors. The next page is read once the caller is done with this one.
 */
export async function* everyPage(input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>) {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new QueryCommand({ TableName: tableName(), ...input, ExclusiveStartKey: startKey }));
    yield page;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

/** What to read of one partition (`partitionQuery`), besides the partition itself. */
export type PartitionReading = Omit<QueryCommandInput, 'TableName' | 'IndexName' | 'KeyConditionExpression' | 'ExpressionAttributeValues'> & {
  /** The table itself when absent. */
  index?: IndexName;
  /** A condition on the sort key, joined to the partition's (`GSI2SK <= :now`, `begins_with(SK, :prefix)`). */
  sortKey?: string;
  /** The values the sort key condition and the filter name. */
  values?: Record<string, unknown>;
};

/** A query of one partition of the table or of an index: `<partition key> = :pk`, and the sort key's condition when given. */
export function partitionQuery(partition: string, reading: PartitionReading = {}): Omit<QueryCommandInput, 'TableName'> {
  const { index, sortKey, values, ...rest } = reading;
  return {
    ...(index ? { IndexName: index } : {}),
    KeyConditionExpression: `${keyAttributesOf(index).partitionKey} = :pk${sortKey ? ` AND ${sortKey}` : ''}`,
    ExpressionAttributeValues: { ':pk': partition, ...values },
    ...rest,
  };
}

/** Every item a query of one partition finds, all its pages read one after the other. */
export async function queryPartition(partition: string, reading: PartitionReading = {}): Promise<Record<string, NativeAttributeValue>[]> {
  const items: Record<string, NativeAttributeValue>[] = [];
  for await (const page of everyPage(partitionQuery(partition, reading))) items.push(...(page.Items ?? []));
  return items;
}

/** The items of the first page only of a query of one partition (up to its `Limit`, and DynamoDB's 1 MB a page). */
export async function queryFirstPage(partition: string, reading: PartitionReading = {}): Promise<Record<string, NativeAttributeValue>[]> {
  const out = await db().send(new QueryCommand({ TableName: tableName(), ...partitionQuery(partition, reading) }));
  return out.Items ?? [];
}

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

/** Pages read at most for one answer of a filtered list, whose pages may come back empty (`pageWithItems`). */
export const FILTERED_READS = 4;

/**
 * The first page from `cursor` that holds an item, or the last one read: a filtered query reads down to the
 * page's size before the filter applies, so a page may be empty and still name a next one. A list whose filter
 * matches nothing recent answers after `FILTERED_READS` pages, empty, with the cursor to go on from.
 */
export async function pageWithItems<T>(read: (cursor: string | null | undefined) => Promise<Page<T>>, cursor: string | null | undefined): Promise<Page<T>> {
  let page = await read(cursor);
  for (let reads = 1; reads < FILTERED_READS && page.items.length === 0 && page.nextCursor; reads += 1) page = await read(page.nextCursor);
  return page;
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

/** A list whose items are written over several partitions (shards) of one index, newest first. */
export interface MergedPageQuery {
  /** The table itself when absent. */
  index?: IndexName;
  /** The list's name: the cursor is bound to it, whichever shards the position falls in. */
  list: string;
  /** Every partition holding the list's items; their sort keys are unique across them. */
  partitions: readonly string[];
  /** The sort key range (inclusive). */
  between: [string, string];
  limit?: number;
  cursor?: string | null;
  filter?: PageQuery['filter'];
}

/**
 * One page of a sharded list: every shard is queried at once below the cursor's position and the
 * answers merged newest first. A shard that stopped early (its `Limit`) has been read down to its last
 * evaluated key only, so the page holds just what lies above the highest of those: below it, a shard may
 * still hold items. The cursor is that one position (the last sort key returned, or that bound when the
 * filter left fewer items), so an unfiltered page is as full as an unsharded one and no item comes twice.
 */
export async function queryMergedPage<T extends Record<string, unknown> = Record<string, unknown>>(
  query: MergedPageQuery,
): Promise<Page<T>> {
  const limit = Math.min(query.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const { partitionKey, sortKey } = keyAttributesOf(query.index);
  const after = query.cursor ? (await decodeCursor(query.cursor, query.list))[sortKey] : undefined;
  if (query.cursor && !startKeyWithinRange(after, { between: query.between })) throw invalidCursor();
  const position = after as string | undefined;

  // Every shard's query settles before the page does, a failed one included: no query of a page outlives its
  // answer or its error (a refused request waits for its read ahead, shared/http/read-ahead.ts).
  const answers = await allSettledOrThrow(
    query.partitions.map((partition) =>
      db().send(
        new QueryCommand({
          TableName: tableName(),
          ...(query.index ? { IndexName: query.index } : {}),
          KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :skFrom AND :skTo',
          ExpressionAttributeNames: { '#pk': partitionKey, '#sk': sortKey, ...query.filter?.names },
          ExpressionAttributeValues: {
            ':pk': partition,
            ':skFrom': query.between[0],
            ':skTo': position ?? query.between[1],
            ...query.filter?.values,
          },
          ScanIndexForward: false,
          // The range includes the position itself (one item, in one shard), skipped below.
          Limit: position ? limit + 1 : limit,
          ...(query.filter ? { FilterExpression: query.filter.expression } : {}),
        }),
      ),
    ),
  );

  let bound: string | undefined;
  for (const answer of answers) {
    const last = answer.LastEvaluatedKey?.[sortKey] as string | undefined;
    if (last !== undefined && (bound === undefined || last > bound)) bound = last;
  }
  const keyOf = (item: Record<string, unknown>) => item[sortKey] as string;
  const merged = answers
    .flatMap((answer) => (answer.Items ?? []) as T[])
    .filter((item) => keyOf(item) !== position && (bound === undefined || keyOf(item) >= bound))
    .sort((a, b) => (keyOf(a) < keyOf(b) ? 1 : keyOf(a) > keyOf(b) ? -1 : 0));
  const items = merged.slice(0, limit);
  const next = merged.length > limit ? keyOf(items[items.length - 1]!) : bound;
  return {
    items,
    nextCursor: next === undefined ? null : await encodeCursor({ [partitionKey]: query.list, [sortKey]: next }, query.list),
  };
}

/** The values of `promises` once all have settled; the first rejection's reason if any was rejected. */
async function allSettledOrThrow<T>(promises: Promise<T>[]): Promise<T[]> {
  const settled = await Promise.allSettled(promises);
  const failed = settled.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
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

/** A page query's filter of all these conditions, or none when there are none. */
export const filterOfAll = (conditions: readonly string[], names: Record<string, string>, values: Record<string, unknown>): Pick<PageQuery, 'filter'> =>
  conditions.length ? { filter: { expression: conditions.join(' AND '), names, values } } : {};

/**
 * The filter of a list asked for some attribute values (`equal`: status, provider...; an attribute
 * given no value is not filtered on) and, for a member scoped to some accounts who names no account,
 * the accounts they may see (`accountInFilter`); none when nothing is asked.
 */
export function listFilter(
  equal: Record<string, string | undefined>,
  scope: { accountId?: string; visibleAccountIds?: readonly string[] },
): Pick<PageQuery, 'filter'> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions = Object.entries(equal).flatMap(([attribute, value]) => {
    if (!value) return [];
    names[`#${attribute}`] = attribute;
    values[`:${attribute}`] = value;
    return [`#${attribute} = :${attribute}`];
  });
  if (!scope.accountId && scope.visibleAccountIds) conditions.push(accountInFilter(scope.visibleAccountIds, names, values));
  return filterOfAll(conditions, names, values);
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
