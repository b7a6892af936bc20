// Webhook deliveries (one per event and destination) and their tries (every HTTP call made).
// A delivery is read by id (worker, manual retry), listed per endpoint (newest first, per
// status through its own index partitions, both sharded) and per payment (timeline); its tries sit beside it.
import { batchGetItems, getItem } from './batch-get.js';
import type { WebhookOutcome } from '../domain/webhooks.js';
import type { TransactItem } from './client.js';
import { itemCheck, itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { queryMergedPage, queryPartition, type Page } from './pagination.js';
import { writeIfStill, writeIfStillReturning } from './transact.js';
import { everyShard, shardOf } from './shards.js';
import type { WebhookDeliveryStatus, WebhookDeliveryRecord, WebhookRecovery, WebhookTryRecord } from '../domain/records/webhook-delivery.js';


export const automaticTrySk = (tryNumber: number) => `TRY#A#${String(tryNumber).padStart(2, '0')}`;
export const manualTrySk = (tryNumber: number) => `TRY#M#${String(tryNumber).padStart(4, '0')}`;

/**
 * An endpoint's deliveries are indexed over this many partitions (by delivery id), so that a busy
 * merchant's deliveries stay under a partition's 1 000 WCU/s (docs/data-model.md says why 16).
 */
export const DELIVERY_SHARDS = 16;
export const deliveryShardOf = (deliveryId: string) => shardOf(deliveryId, DELIVERY_SHARDS);
const allDeliveryShards = everyShard(DELIVERY_SHARDS);
/** The index partition of a delivery in its endpoint's list of one status. */
const statusPartition = (deliveryId: string, endpointId: string, status: string) =>
  keys.webhook.endpointDeliveriesByStatus(endpointId, status, deliveryShardOf(deliveryId));

const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, GSI2PK: _e, GSI2SK: _f, GSI3PK: _g, GSI3SK: _h, ...rest } = item;
  return rest as T;
};

function deliveryItem(delivery: WebhookDeliveryRecord) {
  const order = `${delivery.createdAt}#${delivery.id}`;
  return {
    ...keys.webhook.delivery(delivery.id),
    ...(delivery.endpointId
      ? {
          GSI1PK: keys.webhook.endpointDeliveries(delivery.endpointId, deliveryShardOf(delivery.id)),
          GSI1SK: order,
          GSI2PK: statusPartition(delivery.id, delivery.endpointId, delivery.status),
          GSI2SK: order,
        }
      : {}),
    // A test event is about no payment: it is on no payment's timeline.
    ...(delivery.paymentId ? { GSI3PK: keys.webhook.paymentDeliveries(delivery.paymentId), GSI3SK: order } : {}),
    ...delivery,
  };
}

/** A new delivery, for the caller's transaction (its condition fails when the id exists). */
export function deliveryPut(delivery: WebhookDeliveryRecord): TransactItem {
  return newItemPut(deliveryItem(delivery));
}

/** Creates a delivery once: false when it already exists (a repeated fan-out). */
export const putDeliveryOnce = (delivery: WebhookDeliveryRecord): Promise<boolean> => writeIfStill(deliveryPut(delivery));

export async function getDelivery(deliveryId: string): Promise<WebhookDeliveryRecord | undefined> {
  return strip<WebhookDeliveryRecord>(await getItem(keys.webhook.delivery(deliveryId)));
}

/** Deliveries by id, read consistently in batches (those that do not exist are left out). */
export async function getDeliveries(deliveryIds: readonly string[]): Promise<WebhookDeliveryRecord[]> {
  const found = await batchGetItems(deliveryIds.map((id) => keys.webhook.delivery(id)));
  return found.map((item) => strip<WebhookDeliveryRecord>(item)!);
}

/**
 * Keeps a decision taken from a delivery as read valid: its status and try counts must be
 * those read (every change of its outcome moves one of them).
 */
export function deliveryUnchangedCheck(delivery: WebhookDeliveryRecord): TransactItem {
  return itemCheck(keys.webhook.delivery(delivery.id), {
    ConditionExpression: '#status = :status AND attempts = :attempts AND manualTries = :manualTries AND updatedAt = :updatedAt',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':status': delivery.status,
      ':attempts': delivery.attempts,
      ':manualTries': delivery.manualTries,
      ':updatedAt': delivery.updatedAt,
    },
  });
}

/**
 * A payment's merchant-confirmation write (a builder of payment-writes) that gives way to a
 * `confirmed` one: a delivered delivery stays delivered, so `confirmed` is final and a later
 * `pending` must not replace it. Its condition failing means: confirmed already, or no payment.
 */
export function unlessMerchantConfirmed(write: TransactItem): TransactItem {
  const update = write.Update!;
  return {
    Update: {
      ...update,
      ConditionExpression: `(${update.ConditionExpression ?? 'attribute_exists(PK)'}) AND (attribute_not_exists(merchantConfirmation) OR merchantConfirmation <> :mcConfirmed)`,
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':mcConfirmed': 'confirmed' },
    },
  };
}

export async function markScheduled(deliveryId: string, tryNumber: number): Promise<void> {
  await writeIfStill(
    itemUpdate(keys.webhook.delivery(deliveryId), {
      UpdateExpression: 'SET scheduledTry = :n',
      ConditionExpression: 'attribute_exists(PK) AND scheduledTry < :n',
      ExpressionAttributeValues: { ':n': tryNumber },
    }),
  );
}

function tryItem(record: WebhookTryRecord) {
  return {
    ...keys.webhook.try(record.deliveryId, record.sk),
    ...(record.paymentId ? { GSI3PK: keys.webhook.paymentTries(record.paymentId), GSI3SK: `${record.startedAt}#${record.id}` } : {}),
    ...record,
  };
}

/** Claims a try's number by writing it before the call: false when that number is taken. */
export const claimTry = (record: WebhookTryRecord): Promise<boolean> => writeIfStill(newItemPut(tryItem(record)));

export async function getTry(deliveryId: string, sk: string): Promise<WebhookTryRecord | undefined> {
  return strip<WebhookTryRecord>(await getItem(keys.webhook.try(deliveryId, sk)));
}

export interface TryResult {
  durationMs: number;
  outcome: WebhookOutcome;
  statusCode: number | null;
  responseHeaders: Record<string, unknown> | null;
  responseExcerpt: string | null;
  errorMessage: string | null;
  nextRetryAt: string | null;
}

/** Records the answer of a claimed try (once: the try must still be `sending`). */
export function tryResultUpdate(record: WebhookTryRecord, result: TryResult): TransactItem {
  return itemUpdate(keys.webhook.try(record.deliveryId, record.sk), {
    UpdateExpression:
      'SET #state = :done, durationMs = :durationMs, outcome = :outcome, statusCode = :statusCode, ' +
      'responseHeaders = :responseHeaders, responseExcerpt = :responseExcerpt, errorMessage = :errorMessage, nextRetryAt = :nextRetryAt',
    ConditionExpression: '#state = :sending',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: {
      ':done': 'done',
      ':sending': 'sending',
      ':durationMs': result.durationMs,
      ':outcome': result.outcome,
      ':statusCode': result.statusCode,
      ':responseHeaders': result.responseHeaders,
      ':responseExcerpt': result.responseExcerpt,
      ':errorMessage': result.errorMessage,
      ':nextRetryAt': result.nextRetryAt,
    },
  });
}

/** The delivery after automatic try `tryNumber`: only from `pending` with the previous try recorded. */
export function deliveryAfterAutomaticTry(
  delivery: WebhookDeliveryRecord,
  tryNumber: number,
  result: TryResult,
  status: WebhookDeliveryStatus,
  at: Date,
): TransactItem {
  return itemUpdate(keys.webhook.delivery(delivery.id), {
    UpdateExpression:
      'SET attempts = :n, #status = :status, lastOutcome = :outcome, lastStatusCode = :statusCode, lastError = :error, ' +
      'lastAttemptAt = :at, nextRetryAt = :nextRetryAt, deliveredAt = :deliveredAt, updatedAt = :at' +
      (delivery.endpointId ? ', GSI2PK = :gsi2' : ''),
    ConditionExpression: '#status = :pending AND attempts = :previous',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':n': tryNumber,
      ':previous': tryNumber - 1,
      ':pending': 'pending',
      ':status': status,
      ':outcome': result.outcome,
      ':statusCode': result.statusCode,
      ':error': result.errorMessage,
      ':at': at.toISOString(),
      ':nextRetryAt': result.nextRetryAt,
      ':deliveredAt': status === 'delivered' ? at.toISOString() : null,
      ...(delivery.endpointId ? { ':gsi2': statusPartition(delivery.id, delivery.endpointId, status) } : {}),
    },
  });
}

/**
 * No recovery try queued, or one queued so long ago that its message was lost (a try is made
 * within minutes of its queueing): such a recovery no longer holds the delivery.
 */
const NO_RECOVERY = '(attribute_not_exists(recovery) OR recovery = :null OR recovery.queuedAt < :staleRecovery)';
export const STALE_RECOVERY_MS = 60 * 60_000;
const staleRecoveryBefore = (at: Date) => new Date(at.getTime() - STALE_RECOVERY_MS).toISOString();

/**
 * Takes the next manual try number of a delivery that is not pending and has no recovery try
 * queued; undefined when it has. With `recoveryId`, takes it for that recovery's try instead,
 * once: the number is noted on the recovery, so a repeated queue message finds it taken.
 */
export async function claimManualTryNumber(deliveryId: string, at: Date, recoveryId?: string): Promise<number | undefined> {
  const claimed = await writeIfStillReturning(
    itemUpdate(keys.webhook.delivery(deliveryId), {
      UpdateExpression: recoveryId
        ? 'SET manualTries = manualTries + :one, recovery.tryNumber = manualTries + :one, updatedAt = :at'
        : // A stale recovery gives way: its message, should it come after all, finds another recovery id.
          'SET manualTries = manualTries + :one, recovery = :null, updatedAt = :at',
      ConditionExpression: recoveryId
        ? 'attribute_exists(PK) AND #status <> :pending AND recovery.id = :recovery AND attribute_not_exists(recovery.tryNumber)'
        : `attribute_exists(PK) AND #status <> :pending AND ${NO_RECOVERY}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':one': 1,
        ':pending': 'pending',
        ':at': at.toISOString(),
        ...(recoveryId ? { ':recovery': recoveryId } : { ':null': null, ':staleRecovery': staleRecoveryBefore(at) }),
      },
    }),
    'UPDATED_NEW',
  );
  return claimed?.manualTries as number | undefined;
}

/**
 * Queues a recovery's try on a failed delivery without one queued already: false when the
 * delivery is no longer failed or another recovery got there first (so no delivery is sent twice).
 */
export async function queueRecovery(
  deliveryId: string,
  recovery: WebhookRecovery,
): Promise<boolean> {
  return writeIfStill(
    itemUpdate(keys.webhook.delivery(deliveryId), {
      UpdateExpression: 'SET recovery = :recovery',
      ConditionExpression: `attribute_exists(PK) AND #status = :failed AND ${NO_RECOVERY}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':recovery': recovery,
        ':failed': 'failed',
        ':null': null,
        ':staleRecovery': staleRecoveryBefore(new Date(recovery.queuedAt)),
      },
    }),
  );
}

/** Drops a recovery whose try cannot be made (its endpoint was disabled meanwhile), so that the delivery can be retried again. */
export function dropRecoveryUpdate(deliveryId: string, recoveryId: string): TransactItem {
  return itemUpdate(keys.webhook.delivery(deliveryId), {
    UpdateExpression: 'SET recovery = :null',
    ConditionExpression: 'recovery.id = :recovery',
    ExpressionAttributeValues: { ':null': null, ':recovery': recoveryId },
  });
}

/**
 * The delivery after a manual try: its `last*` fields follow the try; a 2xx makes it
 * `delivered` (a failure leaves a delivered one delivered, and schedules nothing).
 */
export function deliveryAfterManualTry(
  delivery: WebhookDeliveryRecord,
  result: TryResult,
  at: Date,
  recoveryId?: string,
): TransactItem {
  const delivered = result.outcome === 'delivered';
  const sets = [
    'lastOutcome = :outcome',
    'lastStatusCode = :statusCode',
    'lastError = :error',
    'lastAttemptAt = :at',
    'updatedAt = :at',
  ];
  const values: Record<string, unknown> = {
    ':outcome': result.outcome,
    ':statusCode': result.statusCode,
    ':error': result.errorMessage,
    ':at': at.toISOString(),
    ':pending': 'pending',
  };
  // A recovery's try ends its recovery: the delivery may be retried (or recovered) again.
  if (recoveryId) {
    sets.push('recovery = :null');
    values[':null'] = null;
    values[':recovery'] = recoveryId;
  }
  if (delivered) {
    // The first success is when it was delivered; a later replay keeps that time.
    sets.push('#status = :delivered');
    if (!delivery.deliveredAt) sets.push('deliveredAt = :at');
    values[':delivered'] = 'delivered';
    if (delivery.endpointId) {
      sets.push('GSI2PK = :gsi2');
      values[':gsi2'] = statusPartition(delivery.id, delivery.endpointId, 'delivered');
    }
  }
  return itemUpdate(keys.webhook.delivery(delivery.id), {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: recoveryId ? '#status <> :pending AND recovery.id = :recovery' : '#status <> :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: values,
  });
}

/** Ends a pending delivery without a try (its endpoint was disabled): `failed`, nothing more scheduled. */
export function stopPendingDeliveryUpdate(delivery: WebhookDeliveryRecord, reason: string, at: Date): TransactItem {
  return itemUpdate(keys.webhook.delivery(delivery.id), {
    UpdateExpression:
      'SET #status = :failed, lastError = :reason, nextRetryAt = :null, updatedAt = :at' +
      (delivery.endpointId ? ', GSI2PK = :gsi2' : ''),
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':failed': 'failed',
      ':pending': 'pending',
      ':reason': reason,
      ':null': null,
      ':at': at.toISOString(),
      ...(delivery.endpointId ? { ':gsi2': statusPartition(delivery.id, delivery.endpointId, 'failed') } : {}),
    },
  });
}

/** Deliveries of an endpoint, newest first, optionally of one status: merged from the list's shards. */
export async function listDeliveriesOfEndpoint(
  endpointId: string,
  options: { status?: WebhookDeliveryStatus; cursor?: string | null; limit?: number },
): Promise<Page<WebhookDeliveryRecord>> {
  const { status } = options;
  const page = await queryMergedPage<Record<string, unknown>>({
    index: status ? 'GSI2' : 'GSI1',
    list: status ? keys.webhook.endpointDeliveriesByStatusList(endpointId, status) : keys.webhook.endpointDeliveriesList(endpointId),
    partitions: allDeliveryShards.map((shard) =>
      status ? keys.webhook.endpointDeliveriesByStatus(endpointId, status, shard) : keys.webhook.endpointDeliveries(endpointId, shard),
    ),
    // Sort keys are `<createdAt>#<id>`: every ISO time lies in this range.
    between: ['0000', '9999'],
    cursor: options.cursor,
    limit: options.limit,
  });
  return { items: page.items.map((i) => strip<WebhookDeliveryRecord>(i)!), nextCursor: page.nextCursor };
}

/** Deliveries of a payment, oldest first. */
export async function deliveriesOfPayment(paymentId: string): Promise<WebhookDeliveryRecord[]> {
  const items = await queryPartition(keys.webhook.paymentDeliveries(paymentId), { index: 'GSI3' });
  return items.map((i) => strip<WebhookDeliveryRecord>(i)!);
}

/** Tries of a payment, oldest first. */
export async function triesOfPayment(paymentId: string): Promise<WebhookTryRecord[]> {
  const items = await queryPartition(keys.webhook.paymentTries(paymentId), { index: 'GSI3' });
  return items.map((i) => strip<WebhookTryRecord>(i)!);
}

/** Tries of a delivery, oldest first. */
export async function triesOfDelivery(deliveryId: string): Promise<WebhookTryRecord[]> {
  const items = await queryPartition(keys.webhook.delivery(deliveryId).PK, {
    sortKey: 'begins_with(SK, :prefix)',
    values: { ':prefix': 'TRY#' },
    ConsistentRead: true,
  });
  return items
    .map((i) => strip<WebhookTryRecord>(i)!)
    .sort((a, b) => a.startedAt.localeCompare(b.startedAt) || a.sk.localeCompare(b.sk));
}
