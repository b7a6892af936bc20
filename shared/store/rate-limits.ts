// Fixed-window counters in the table, shared by every function instance. A window ends on
// its own (TTL), so no counter can lock anyone out for longer than one window.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.js';
import { keys } from './keys.js';

export interface Window {
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

function windowOf(windowSeconds: number, now: Date) {
  const start = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  return { id: String(start), end: start + windowSeconds };
}

/** Counts one more event in the current window and returns the count. */
export async function hit(bucket: string, windowSeconds: number, now = new Date()): Promise<Window> {
  const window = windowOf(windowSeconds, now);
  const out = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.rateLimit.counter(bucket, window.id),
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': window.end + 60 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return { count: Number(out.Attributes?.count ?? 1), retryAfterSeconds: Math.max(1, window.end - Math.floor(now.getTime() / 1000)) };
}

/** The count of the current window, without counting. */
export async function peek(bucket: string, windowSeconds: number, now = new Date()): Promise<Window> {
  const window = windowOf(windowSeconds, now);
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.rateLimit.counter(bucket, window.id), ConsistentRead: true }),
  );
  return { count: Number(out.Item?.count ?? 0), retryAfterSeconds: Math.max(1, window.end - Math.floor(now.getTime() / 1000)) };
}
