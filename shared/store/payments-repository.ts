// Payments, their attempts and their timeline. A payment's items share one partition
// (`PAY#<reference>`): the payment, its attempts and its timeline are read together.
// An attempt is also found by its id alone (provider callbacks name only the attempt)
// through a pointer item. Two sparse index partitions, sharded, hold the work of the
// scheduled jobs: open attempts by their next status check, pending payments by expiry.
import { keys } from './keys.js';
import { everyShard, shardOf } from './shards.js';
import type { AttemptRecord, PaymentRecord, PaymentStatus, TimelineCategory, TimelineItem } from '../domain/records/payment.js';
import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { batchGetItems, getItem, itemAt } from './batch-get.js';
import type { ProviderCode } from '../domain/payments.js';
import { affiliationFromItem } from './affiliations-repository.js';
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import { db, tableName } from './client.js';
import {
  decodeCursor,
  DEFAULT_PAGE_SIZE,
  encodeCursor,
  listFilter,
  MAX_PAGE_SIZE,
  pageWithItems,
  queryFirstPage,
  queryMergedPage,
  queryPage,
  queryPartition,
  type Page,
} from './pagination.js';


/**
 * The scheduled jobs read their work from this many index partitions each, so that no partition
 * runs hot: at 10 000 payments/s, ≈ 200 000 WCU/s on each index over 256 shards is ≈ 780 WCU/s a
 * shard, under a partition's 1 000 (docs/capacity.md, section 3). A run with nothing due costs one
 * query a shard (poll-attempts.ts, expire-payment.ts walk them several at a time).
 */
export const EXPIRY_SHARDS = 256;
export const ATTEMPT_CHECK_SHARDS = 256;
/** GSI3: the shard of a pending payment's expiry. */
export const expiryShardOf = (reference: string) => shardOf(reference, EXPIRY_SHARDS);
/** GSI2: the shard of an open attempt's next status check. */
export const attemptCheckShardOf = (reference: string) => shardOf(reference, ATTEMPT_CHECK_SHARDS);

/**
 * The payments of an organisation (and of an account) are indexed over this many partitions, so that
 * one merchant's payment writes stay under a partition's 1 000 WCU/s (docs/data-model.md says why 32).
 */
export const LIST_SHARDS = 32;
export const listShardOf = (reference: string) => shardOf(reference, LIST_SHARDS);
const allListShards = everyShard(LIST_SHARDS);

export const paymentKeys = keys.payment;

/** The index attributes of an open attempt due for a check at `at`. */
export const attemptCheckIndex = (reference: string, attemptId: string, at: string) => ({
  GSI2PK: paymentKeys.checksShard(attemptCheckShardOf(reference)),
  GSI2SK: `${at}#${attemptId}`,
});

const KEY_ATTRIBUTES = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK', 'ttl'];
function strip<T>(item: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) if (!KEY_ATTRIBUTES.includes(name)) out[name] = value;
  return out as T;
}

/** A payment record from its item (keys and index attributes removed). */
export const paymentFromItem = (item: Record<string, unknown>) => strip<PaymentRecord>(item);

export async function getPayment(reference: string): Promise<PaymentRecord | undefined> {
  const item = await getItem(paymentKeys.payment(reference));
  return item ? strip<PaymentRecord>(item) : undefined;
}

export async function getAttempt(reference: string, attemptId: string): Promise<AttemptRecord | undefined> {
  const item = await getItem(paymentKeys.attempt(reference, attemptId));
  return item ? strip<AttemptRecord>(item) : undefined;
}

/** The payment and one of its attempts, in one consistent read. */
/**
 * A payment and one of its attempts in one round trip; with `affiliation`, the affiliation the
 * attempt uses too (what a status check needs), read in the same batch.
 */
export async function getPaymentAndAttempt(
  reference: string,
  attemptId: string,
  options: { affiliation?: { organisationId: string; affiliationId: string } } = {},
): Promise<{ payment?: PaymentRecord; attempt?: AttemptRecord; affiliation?: AffiliationRecord }> {
  const affiliationKey = options.affiliation ? keys.affiliation.item(options.affiliation.organisationId, options.affiliation.affiliationId) : undefined;
  const found = await batchGetItems([
    paymentKeys.payment(reference),
    paymentKeys.attempt(reference, attemptId),
    ...(affiliationKey ? [affiliationKey] : []),
  ]);
  const payment = found.find((item) => item.PK === paymentKeys.payment(reference).PK && item.SK === 'PAYMENT');
  const attempt = found.find((item) => item.PK === paymentKeys.payment(reference).PK && item.SK !== 'PAYMENT');
  const affiliation = affiliationKey ? itemAt(found, affiliationKey) : undefined;
  return {
    payment: payment ? strip<PaymentRecord>(payment) : undefined,
    attempt: attempt ? strip<AttemptRecord>(attempt) : undefined,
    ...(affiliation ? { affiliation: affiliationFromItem(affiliation) } : {}),
  };
}

/** The reference of the payment an attempt belongs to (callbacks name the attempt only). */
export async function findAttemptPointer(
  attemptId: string,
): Promise<{ reference: string; provider: ProviderCode; affiliation?: { organisationId: string; affiliationId: string } } | undefined> {
  const item = await getItem(paymentKeys.attemptPointer(attemptId));
  if (!item) return undefined;
  const { reference, provider, organisationId, affiliationId } = item;
  return {
    reference: String(reference),
    provider: provider as ProviderCode,
    // Written with the attempt since the pointer carries them (older pointers do not).
    ...(typeof organisationId === 'string' && typeof affiliationId === 'string' ? { affiliation: { organisationId, affiliationId } } : {}),
  };
}

/** The attempts of a payment, first first (a payment has a handful at most). */
export async function listAttempts(reference: string): Promise<AttemptRecord[]> {
  const items = await queryPartition(paymentKeys.partition(reference), {
    sortKey: 'begins_with(SK, :prefix)',
    values: { ':prefix': 'ATTEMPT#' },
    ConsistentRead: true,
  });
  return items.map((item) => strip<AttemptRecord>(item)).sort((a, b) => a.number - b.number);
}

/** Timeline items oldest first, optionally of some categories only. */
export async function listTimelineItems(
  reference: string,
  options: {
    categories?: readonly TimelineCategory[];
    cursor?: string | null;
    limit?: number;
    /** Items kept on the payment rather than as items of their own (its checkout opens), merged in by `seq`. */
    alsoKept?: readonly TimelineItem[];
  },
): Promise<Page<TimelineItem>> {
  const categories = options.categories?.length ? [...new Set(options.categories)] : undefined;
  const partition = paymentKeys.partition(reference);
  const page = await queryPage<Record<string, unknown>>({
    partition,
    sortKey: { beginsWith: 'TL#' },
    ascending: true,
    limit: options.limit,
    cursor: options.cursor,
    ...(categories
      ? {
          filter: {
            expression: `#category IN (${categories.map((_, i) => `:c${i}`).join(', ')})`,
            names: { '#category': 'category' },
            values: Object.fromEntries(categories.map((c, i) => [`:c${i}`, c])),
          },
        }
      : {}),
  });
  const stored = page.items.map((item) => strip<TimelineItem>(item));
  const kept = (options.alsoKept ?? []).filter((item) => !categories || categories.includes(item.category));
  if (!kept.length) return { items: stored, nextCursor: page.nextCursor };
  // The stored page covers the positions after the cursor up to where the query stopped: the kept
  // items in that span join it, by `seq`; a page grown past the limit ends at its last item kept.
  const seqOf = (key: Record<string, unknown>) => String(key.SK).slice('TL#'.length);
  const after = options.cursor ? seqOf(await decodeCursor(options.cursor, partition)) : '';
  const upTo = page.nextCursor ? seqOf(await decodeCursor(page.nextCursor, partition)) : undefined;
  const merged = [...stored, ...kept.filter((item) => item.seq > after && (upTo === undefined || item.seq <= upTo))].sort((a, b) =>
    a.seq < b.seq ? -1 : a.seq > b.seq ? 1 : 0,
  );
  const limit = Math.min(options.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  if (merged.length <= limit) return { items: merged, nextCursor: page.nextCursor };
  const items = merged.slice(0, limit);
  return { items, nextCursor: await encodeCursor(paymentKeys.timelineItem(reference, items[limit - 1]!.seq), partition) };
}

/** Every timeline item of a payment, oldest first (events of one attempt, tests). */
export async function allTimelineItems(reference: string): Promise<TimelineItem[]> {
  const items: TimelineItem[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<TimelineItem> = await listTimelineItems(reference, { cursor, limit: 200 });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

export interface PaymentListQuery {
  organisationId: string;
  /** One account (its own index partition), or the accounts a scoped member may see. */
  accountId?: string;
  visibleAccountIds?: readonly string[];
  from?: string;
  to?: string;
  provider?: string;
  status?: PaymentStatus;
  cursor?: string | null;
  limit?: number;
}

/** Payments newest first, merged from the list's shards; `from` inclusive, `to` exclusive (creation time). */
export async function listPayments(query: PaymentListQuery): Promise<Page<PaymentRecord>> {
  // `to` is exclusive: creation times equal to it sort before `<to>#...`, so `to` itself bounds the range.
  const between: [string, string] = [query.from ?? '0000', query.to ?? '9999'];
  const { organisationId, accountId } = query;
  const page = await pageWithItems(
    (cursor) =>
      queryMergedPage<Record<string, unknown>>({
        index: accountId ? 'GSI2' : 'GSI1',
        list: accountId ? paymentKeys.accountList(organisationId, accountId) : paymentKeys.organisationList(organisationId),
        partitions: allListShards.map((shard) =>
          accountId ? paymentKeys.byAccount(organisationId, accountId, shard) : paymentKeys.byOrganisation(organisationId, shard),
        ),
        between,
        limit: query.limit,
        cursor,
        ...listFilter({ status: query.status, provider: query.provider }, query),
      }),
    query.cursor,
  );
  return { items: page.items.map((item) => strip<PaymentRecord>(item)), nextCursor: page.nextCursor };
}

/** Open attempts whose next check is due, oldest due first (index: eventually consistent; callers re-read). */
export async function dueAttemptChecks(shard: number, now: Date, limit: number): Promise<AttemptRecord[]> {
  const items = await queryFirstPage(paymentKeys.checksShard(shard), {
    index: 'GSI2',
    sortKey: 'GSI2SK <= :now',
    values: { ':now': `${now.toISOString()}#~` },
    Limit: limit,
  });
  return items.map((item) => strip<AttemptRecord>(item));
}

/** References of pending payments whose expiry has passed. */
export async function dueExpiries(shard: number, now: Date, limit: number): Promise<string[]> {
  const items = await queryFirstPage(paymentKeys.expiryShard(shard), {
    index: 'GSI3',
    sortKey: 'GSI3SK <= :now',
    values: { ':now': `${now.toISOString()}#~` },
    ProjectionExpression: '#reference',
    ExpressionAttributeNames: { '#reference': 'reference' },
    Limit: limit,
  });
  return items.map((item) => String(item.reference));
}

/** Items each shard's query reads at a time in a full walk (`everyPayment`): 32 shards × 2 pages of these in memory at most. */
export const WALK_PAGE_SIZE = 200;

/**
 * Every payment the list would show for these filters (no cursor, no page size), newest first, one
 * at a time: each shard is read page by page (its own start keys, its next page asked while the
 * current one is consumed) and the shards merged on the sort key, so the walk holds two pages per
 * shard whatever the list's length, and reads each item once. `attributes` narrows what is read.
 */
export async function* everyPayment(
  query: Omit<PaymentListQuery, 'cursor' | 'limit'>,
  attributes?: readonly string[],
): AsyncGenerator<PaymentRecord> {
  const { filter } = listFilter({ status: query.status, provider: query.provider }, query);
  const names: Record<string, string> = { '#pk': query.accountId ? 'GSI2PK' : 'GSI1PK', '#sk': query.accountId ? 'GSI2SK' : 'GSI1SK', ...filter?.names };
  const values: Record<string, unknown> = { ':from': query.from ?? '0000', ':to': query.to ?? '9999', ...filter?.values };
  let projection: string | undefined;
  if (attributes) {
    const sortKey = names['#sk']!;
    projection = [...new Set([...attributes, sortKey])]
      .map((name, i) => {
        names[`#a${i}`] = name;
        return `#a${i}`;
      })
      .join(', ');
  }
  const sortKeyName = names['#sk']!;
  const { organisationId, accountId } = query;

  interface Cursor {
    items: Record<string, unknown>[];
    at: number;
    next: Promise<QueryCommandOutput> | null;
  }
  // A page asked ahead may fail after the caller stopped walking: marked handled here, it still throws where awaited.
  const read = (partition: string, startKey?: Record<string, unknown>) => {
    const page = readPage(partition, startKey);
    page.catch(() => undefined);
    return page;
  };
  const readPage = (partition: string, startKey?: Record<string, unknown>) =>
    db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: accountId ? 'GSI2' : 'GSI1',
        KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':pk': partition },
        ScanIndexForward: false,
        Limit: WALK_PAGE_SIZE,
        ...(filter ? { FilterExpression: filter.expression } : {}),
        ...(projection ? { ProjectionExpression: projection } : {}),
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
  const partitions = allListShards.map((shard) =>
    accountId ? paymentKeys.byAccount(organisationId, accountId, shard) : paymentKeys.byOrganisation(organisationId, shard),
  );
  const cursors: Cursor[] = partitions.map((partition) => ({ items: [], at: 0, next: read(partition) }));
  // Fills a cursor's items from its pending page (asking the page after it at once), until it holds one or is done.
  const fill = async (cursor: Cursor, partition: string) => {
    while (cursor.at >= cursor.items.length && cursor.next) {
      const page = await cursor.next;
      cursor.items = (page.Items ?? []) as Record<string, unknown>[];
      cursor.at = 0;
      cursor.next = page.LastEvaluatedKey ? read(partition, page.LastEvaluatedKey) : null;
    }
  };
  await Promise.all(cursors.map((cursor, i) => fill(cursor, partitions[i]!)));
  for (;;) {
    let newest = -1;
    let newestKey = '';
    for (let i = 0; i < cursors.length; i++) {
      const cursor = cursors[i]!;
      if (cursor.at >= cursor.items.length) continue;
      const key = cursor.items[cursor.at]![sortKeyName] as string;
      if (newest < 0 || key > newestKey) {
        newest = i;
        newestKey = key;
      }
    }
    if (newest < 0) return;
    const cursor = cursors[newest]!;
    const item = cursor.items[cursor.at]!;
    cursor.items[cursor.at++] = undefined as unknown as Record<string, unknown>;
    yield strip<PaymentRecord>(item);
    await fill(cursor, partitions[newest]!);
  }
}
