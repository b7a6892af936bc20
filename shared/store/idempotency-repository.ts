// Where Idempotency-Key records are kept (shared/http/idempotency.ts says what they are for):
// the claim of a key with a lock, the read of a claimed key, the answer kept with it (alone or
// in the action's own transaction), and the release of a failed request's key.
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { logger } from '../log/logger.js';
import { getItem } from './batch-get.js';
import { db, isConditionFailure, tableName, type TransactItem } from './client.js';
import { itemPut, itemUpdate } from './item-writes.js';
import { keys } from './keys.js';
import { writeIfStill } from './transact.js';

export const IDEMPOTENCY_RETENTION_SECONDS = 24 * 3600;

export const idempotencyKeys = keys.idempotency;

type ItemKey = Record<string, string>;

export interface StoredResponse {
  status: number;
  contentType: string | null;
  body: string;
}

export interface IdempotencyItem {
  state: 'in_progress' | 'done';
  route: string;
  fingerprint: string;
  lockId: string;
  lockedUntil: number;
  response?: StoredResponse;
  ttl: number;
}

/** Claims the key for a request: true when it is now this request's (`lockId`). */
export async function claimIdempotencyKey(key: ItemKey, lock: Pick<IdempotencyItem, 'route' | 'fingerprint' | 'lockId' | 'lockedUntil'>) {
  const nowMs = Date.now();
  const item: IdempotencyItem = { state: 'in_progress', ...lock, ttl: Math.floor(nowMs / 1000) + IDEMPOTENCY_RETENTION_SECONDS };
  return writeIfStill(
    itemPut(
      { ...key, ...item },
      {
        // Free, or held by a request that crashed (lock over), or kept past its retention (TTL lags).
        ConditionExpression: 'attribute_not_exists(PK) OR (#state = :inProgress AND lockedUntil < :nowMs) OR #ttl < :nowSeconds',
        ExpressionAttributeNames: { '#state': 'state', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':inProgress': 'in_progress', ':nowMs': nowMs, ':nowSeconds': Math.floor(nowMs / 1000) },
      },
    ),
  );
}

/** The key's record as it is now. */
export async function getIdempotencyItem(key: ItemKey): Promise<IdempotencyItem | undefined> {
  return (await getItem(key)) as IdempotencyItem | undefined;
}

/** The write that marks the key done with this answer, while this request still holds it (alone, or in the action's own transaction). */
export const idempotentAnswerWrite = (key: ItemKey, lockId: string, response: StoredResponse): TransactItem =>
  itemUpdate(key, {
    UpdateExpression: 'SET #state = :done, #response = :response, #ttl = :ttl',
    ConditionExpression: 'lockId = :lockId',
    ExpressionAttributeNames: { '#state': 'state', '#response': 'response', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':done': 'done',
      ':response': response,
      ':lockId': lockId,
      ':ttl': Math.floor(Date.now() / 1000) + IDEMPOTENCY_RETENTION_SECONDS,
    },
  });

/** Marks the key done with its answer, while this request still holds it. */
export async function keepIdempotentAnswer(key: ItemKey, lockId: string, response: StoredResponse): Promise<void> {
  // Our lock ran out and another request took the key: its own answer will be kept.
  if (!(await writeIfStill(idempotentAnswerWrite(key, lockId, response)))) logger.warn('idempotency lock lost before the answer was kept');
}

/**
 * Frees the key of a request that failed, while it is still in progress and this request's.
 * `withinMs` bounds the wait (a table that does not answer): the lock then ends on its own.
 */
export async function releaseIdempotencyKey(key: ItemKey, lockId: string, options: { withinMs?: number } = {}): Promise<void> {
  try {
    await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ConditionExpression: 'lockId = :lockId AND #state = :inProgress',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':lockId': lockId, ':inProgress': 'in_progress' },
      }),
      options.withinMs === undefined ? undefined : { abortSignal: AbortSignal.timeout(options.withinMs) },
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
