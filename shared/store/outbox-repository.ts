// Where the outbox's events are kept (shared/outbox/outbox.ts says what the outbox is for): the
// event written in the caller's transaction, the worker's lease, its result, the relay's walk
// over what is due, and the admin list. Every event of the platform is indexed (by status, and
// all together) over OUTBOX_SHARDS partitions by its id, so that no index partition runs hot.
import { randomUUID } from 'node:crypto';
import { logger } from '../log/logger.js';
import { redact } from '../log/redact.js';
import { getItem } from './batch-get.js';
import { tableName } from './client.js';
import { itemUpdate } from './item-writes.js';
import { keys } from './keys.js';
import { everyPage, partitionQuery, queryMergedPage, type Page } from './pagination.js';
import { everyShard, shardOf, walkShards } from './shards.js';
import { writeIfStill, writeIfStillReturning, writeOne } from './transact.js';

export type OutboxStatus = 'pending' | 'done' | 'failed';

export interface OutboxEvent {
  id: string;
  type: string;
  status: OutboxStatus;
  payload: Record<string, unknown>;
  attempts: number;
  lastError: string | null;
  runAt: string;
  doneAt: string | null;
  createdAt: string;
}

/** Attempts before an event is marked failed. */
export const MAX_OUTBOX_ATTEMPTS = 5;
/** Wait before a retry, by attempts made so far (seconds). */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);
/** An event handed to SQS this long ago and still pending is handed over again by the relay. */
export const REDISPATCH_AFTER_MS = 2 * 60_000;

/**
 * The outbox's index partitions: at 10 000 payments/s, 40 000 WCU/s on each index over 64 shards
 * is 625 WCU/s a shard, under a partition's 1 000 (docs/capacity.md, section 3).
 */
export const OUTBOX_SHARDS = 64;
/** An event's shard: its id's last hex digits. */
export const outboxShardOf = (id: string) => shardOf(id, OUTBOX_SHARDS);
const allOutboxShards = everyShard(OUTBOX_SHARDS);
/** Shards the relay queries at once. */
const RELAY_SHARDS_AT_ONCE = 16;

interface OutboxItem extends OutboxEvent {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  GSI2PK: string;
  GSI2SK: string;
  dispatchedAt?: string;
  leaseUntil?: string;
}

/**
 * A new event, ready to be written in the caller's transaction (`Put` of TransactWriteItems).
 * `delaySeconds`: the event is not run before then (its `runAt`), and is handed over with that delay.
 */
export function newOutboxEvent(type: string, payload: Record<string, unknown>, now = new Date(), options: { delaySeconds?: number } = {}) {
  const id = randomUUID();
  const createdAt = now.toISOString();
  const delaySeconds = options.delaySeconds ?? 0;
  const item: OutboxItem = {
    ...keys.outbox.event(id),
    GSI1PK: keys.outbox.byStatus('pending', outboxShardOf(id)),
    GSI1SK: `${createdAt}#${id}`,
    GSI2PK: keys.outbox.all(outboxShardOf(id)),
    GSI2SK: `${createdAt}#${id}`,
    id,
    type,
    status: 'pending',
    payload,
    attempts: 0,
    lastError: null,
    // A second early, so that the delayed hand-off always finds it due.
    runAt: delaySeconds > 0 ? new Date(now.getTime() + (delaySeconds - 1) * 1000).toISOString() : createdAt,
    doneAt: null,
    createdAt,
    dispatchedAt: createdAt,
  };
  return { id, delaySeconds, put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } };
}

export async function getOutboxEvent(id: string): Promise<OutboxItem | undefined> {
  return (await getItem(keys.outbox.event(id))) as OutboxItem | undefined;
}

/**
 * Claims an event for processing for `leaseMs`: two deliveries of the same message cannot
 * both work on it. Returns undefined when the event is not due or already taken or finished.
 */
export async function claimOutboxEvent(id: string, now: Date, leaseMs = 60_000): Promise<OutboxItem | undefined> {
  const leaseId = randomUUID();
  const claimed = await writeIfStillReturning(
    itemUpdate(keys.outbox.event(id), {
      UpdateExpression: 'SET leaseUntil = :lease, leaseId = :leaseId',
      ConditionExpression: '#status = :pending AND runAt <= :now AND (attribute_not_exists(leaseUntil) OR leaseUntil < :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':now': now.toISOString(),
        ':lease': new Date(now.getTime() + leaseMs).toISOString(),
        ':leaseId': leaseId,
      },
    }),
    'ALL_NEW',
  );
  if (claimed) return claimed as OutboxItem;
  // The claim may be our own: applied by the table on a first try whose answer was lost,
  // then refused on the SDK's retry. Then the event is ours to run.
  const item = (await getOutboxEvent(id)) as (OutboxItem & { leaseId?: string }) | undefined;
  return item?.leaseId === leaseId && item.status === 'pending' ? item : undefined;
}

/**
 * Gives a claimed event back at once (its work failed before it was recorded), so that the
 * message SQS delivers again can claim it instead of waiting for the lease to end.
 */
export async function releaseOutboxLease(event: OutboxItem & { leaseId?: string }): Promise<void> {
  try {
    // False when another worker holds it now, or the event changed: nothing of ours to give back.
    await writeIfStill(
      itemUpdate(keys.outbox.event(event.id), {
        UpdateExpression: 'REMOVE leaseUntil, leaseId',
        ConditionExpression: 'leaseId = :leaseId',
        ExpressionAttributeValues: { ':leaseId': event.leaseId ?? '' },
      }),
    );
  } catch (error) {
    logger.warn('outbox lease not released; it ends by itself', { outboxEventId: event.id, error });
  }
}

/** Marks an event done; its payload is kept redacted only (it may have carried a link with a token). */
export async function completeOutboxEvent(event: OutboxItem, now: Date): Promise<void> {
  await writeOne(
    itemUpdate(keys.outbox.event(event.id), {
      UpdateExpression: 'SET #status = :done, doneAt = :now, attempts = attempts + :one, payload = :payload, GSI1PK = :gsi REMOVE leaseUntil',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':done': 'done',
        ':pending': 'pending',
        ':now': now.toISOString(),
        ':one': 1,
        ':payload': redact(event.payload),
        ':gsi': keys.outbox.byStatus('done', outboxShardOf(event.id)),
      },
    }),
  );
}

/** Records a failed try: retried later with back-off, or failed for good after the last attempt. */
export async function failOutboxEvent(
  event: OutboxItem,
  reason: string,
  now: Date,
  options: { retryable?: boolean } = {},
): Promise<OutboxStatus> {
  const attempts = event.attempts + 1;
  const final = options.retryable === false || attempts >= MAX_OUTBOX_ATTEMPTS;
  const status: OutboxStatus = final ? 'failed' : 'pending';
  await writeOne(
    itemUpdate(keys.outbox.event(event.id), {
      UpdateExpression:
        // The message that carried this try is consumed: nothing is in flight any more, so the
        // relay hands the event over as soon as `runAt` comes (not 2 minutes after the first hand-over).
        'SET #status = :status, attempts = :attempts, lastError = :error, runAt = :runAt, GSI1PK = :gsi REMOVE leaseUntil, dispatchedAt',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':status': status,
        ':pending': 'pending',
        ':attempts': attempts,
        ':error': reason.slice(0, 500),
        ':runAt': new Date(now.getTime() + retryDelaySeconds(attempts) * 1000).toISOString(),
        ':gsi': keys.outbox.byStatus(status, outboxShardOf(event.id)),
      },
    }),
  );
  return status;
}

/**
 * Staff retry an event that failed for good: pending again and due now, for one more try (its
 * attempts are kept, so a failure of that try fails it again at once). Undefined when it does not
 * exist; the event as it is when it is not failed (another retry came first, or it never failed).
 */
export async function requeueFailedOutboxEvent(id: string, now: Date): Promise<{ event: OutboxEvent; requeued: boolean } | undefined> {
  const requeued = await writeIfStillReturning(
    itemUpdate(keys.outbox.event(id), {
      UpdateExpression: 'SET #status = :pending, runAt = :now, dispatchedAt = :now, GSI1PK = :gsi, manualRetries = if_not_exists(manualRetries, :zero) + :one',
      ConditionExpression: '#status = :failed',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pending': 'pending',
        ':failed': 'failed',
        ':now': now.toISOString(),
        ':gsi': keys.outbox.byStatus('pending', outboxShardOf(id)),
        ':zero': 0,
        ':one': 1,
      },
    }),
    'ALL_NEW',
  );
  if (requeued) return { event: toOutboxEvent(requeued as OutboxItem), requeued: true };
  const current = await getOutboxEvent(id);
  return current ? { event: toOutboxEvent(current), requeued: false } : undefined;
}

/**
 * Pending events that are due and not handed over recently, oldest first (at most `max`): every
 * shard of the pending index, a few at a time, and the unsharded partition where events written
 * before the sharding may still wait.
 */
export async function dueOutboxEvents(now: Date, max = 500): Promise<OutboxItem[]> {
  const due: OutboxItem[] = [];
  const walk = async (partition: string) => {
    // An internal walk over one partition: the table's own start keys, not the API's signed
    // cursors, whose key the relay may not use (it has no KMS grant).
    const pages = everyPage(
      partitionQuery(partition, {
        index: 'GSI1',
        FilterExpression: 'runAt <= :now AND (attribute_not_exists(dispatchedAt) OR dispatchedAt < :stale)',
        values: { ':now': now.toISOString(), ':stale': new Date(now.getTime() - REDISPATCH_AFTER_MS).toISOString() },
        ScanIndexForward: true,
        Limit: 200,
      }),
    );
    for await (const out of pages) {
      due.push(...((out.Items ?? []) as OutboxItem[]));
      if (due.length >= max) break;
    }
  };
  await Promise.all([
    walk(keys.outbox.byStatusList('pending')),
    walkShards({ shards: OUTBOX_SHARDS, atOnce: RELAY_SHARDS_AT_ONCE, now }, (shard) => walk(keys.outbox.byStatus('pending', shard))),
  ]);
  return due.sort((a, b) => (a.GSI1SK < b.GSI1SK ? -1 : a.GSI1SK > b.GSI1SK ? 1 : 0)).slice(0, max);
}

/**
 * Writes at once per wave of a backlog: half the SDK's 50 sockets, so that no write waits for a
 * socket longer than its connection time-out allows (the SDK counts that wait in it).
 */
const MARK_DISPATCHED_WAVE = 25;

export async function markDispatched(ids: readonly string[], now: Date): Promise<void> {
  for (let i = 0; i < ids.length; i += MARK_DISPATCHED_WAVE) {
    await Promise.all(
      ids.slice(i, i + MARK_DISPATCHED_WAVE).map((id) =>
        writeOne(itemUpdate(keys.outbox.event(id), { UpdateExpression: 'SET dispatchedAt = :now', ExpressionAttributeValues: { ':now': now.toISOString() } })),
      ),
    );
  }
}

/** The admin view: newest first, payloads redacted, merged from the shards of the list (all, or one status). */
export async function listOutboxEvents(options: {
  status?: OutboxStatus;
  /** One event type (`email.send`, ...): a filter on the page read, so a page may hold fewer than `limit`. */
  type?: string;
  cursor?: string | null;
  limit?: number;
}): Promise<Page<OutboxEvent>> {
  const { status, type } = options;
  const page = await queryMergedPage({
    index: status ? 'GSI1' : 'GSI2',
    list: status ? keys.outbox.byStatusList(status) : keys.outbox.allList(),
    partitions: allOutboxShards.map((shard) => (status ? keys.outbox.byStatus(status, shard) : keys.outbox.all(shard))),
    // Sort keys are `<createdAt>#<id>`: every ISO time lies in this range.
    between: ['0000', '9999'],
    cursor: options.cursor,
    limit: options.limit,
    ...(type ? { filter: { expression: '#type = :type', names: { '#type': 'type' }, values: { ':type': type } } } : {}),
  });
  return { items: page.items.map((item) => toOutboxEvent(item as unknown as OutboxItem)), nextCursor: page.nextCursor };
}

export function toOutboxEvent(item: OutboxItem): OutboxEvent {
  return {
    id: item.id,
    type: item.type,
    status: item.status,
    payload: redact(item.payload) as Record<string, unknown>,
    attempts: item.attempts,
    lastError: item.lastError,
    runAt: item.runAt,
    doneAt: item.doneAt,
    createdAt: item.createdAt,
  };
}
