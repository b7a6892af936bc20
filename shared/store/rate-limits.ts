// Fixed-window counters in the table, shared by every function instance. A window ends on
// its own (TTL), so no counter can lock anyone out for longer than one window.
//
// Limits count first: `take` counts one event with a single conditional write that refuses
// once the window holds its maximum, so parallel requests can never pass more events than
// the limit, whatever the concurrency. Used by the limits a function must count itself: v2's
// per key (shared/http/rate-limit.ts) and sign-in attempts (shared/identity/attempt-limits.ts);
// the public routes' limits are WAF's, in front of the API (lib/config/public-rate-rules.ts).
import { itemUpdate } from './item-writes.js';
import { keys } from './keys.js';
import { writeIfStill, writeIfStillReturning } from './transact.js';

export interface Window {
  count: number;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

/** One counter and the events it lets through per window. */
export interface Allowance {
  /** What is counted, e.g. `v2:key:<id>`. */
  bucket: string;
  /** Events allowed per window. */
  max: number;
}

/** The outcome of `takeAll`: let through (with a way to give the events back), or refused. */
export type Taken =
  | {
      allowed: true;
      /** Each allowance's count in its window once this event was taken, in the order given (1: the window's first). */
      counts: number[];
      /** Uncounts the events taken (an event that turned out not to count, e.g. a good password). */
      giveBack(): Promise<void>;
    }
  | { allowed: false; /** Seconds until the latest refusing window ends. */ retryAfterSeconds: number };

function windowOf(windowSeconds: number, now: Date) {
  const start = Math.floor(now.getTime() / 1000 / windowSeconds) * windowSeconds;
  return { id: String(start), end: start + windowSeconds };
}

const secondsLeft = (window: { end: number }, now: Date) => Math.max(1, window.end - Math.floor(now.getTime() / 1000));

/**
 * Counts one more event unless the window already holds `max`: one conditional write, so at
 * most `max` events are ever let through per window. A refused event is not counted.
 */
export async function take(
  bucket: string,
  max: number,
  windowSeconds: number,
  now = new Date(),
): Promise<Window & { allowed: boolean }> {
  const window = windowOf(windowSeconds, now);
  const retryAfterSeconds = secondsLeft(window, now);
  const counted = await writeIfStillReturning(
    itemUpdate(keys.rateLimit.counter(bucket, window.id), {
      UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':one': 1, ':ttl': window.end + 60, ':max': max },
    }),
    'UPDATED_NEW',
  );
  if (!counted) return { allowed: false, count: max, retryAfterSeconds };
  return { allowed: true, count: Number(counted.count ?? 1), retryAfterSeconds };
}

/** Uncounts one event taken in the window of `now` (never below zero, never creating a counter). */
export async function giveBack(bucket: string, windowSeconds: number, now: Date): Promise<void> {
  const window = windowOf(windowSeconds, now);
  await writeIfStill(
    itemUpdate(keys.rateLimit.counter(bucket, window.id), {
      UpdateExpression: 'ADD #count :minusOne',
      ConditionExpression: '#count > :zero',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
    }),
  );
}

/**
 * Takes one event from every allowance at once. When any refuses, the events taken from the
 * others are given back, so that a refused request counts nowhere.
 */
export async function takeAll(allowances: readonly Allowance[], windowSeconds: number, now = new Date()): Promise<Taken> {
  const windows = await Promise.all(allowances.map((a) => take(a.bucket, a.max, windowSeconds, now)));
  const release = (which: (w: { allowed: boolean }) => boolean) =>
    Promise.all(allowances.filter((_, i) => which(windows[i]!)).map((a) => giveBack(a.bucket, windowSeconds, now))).then(() => undefined);
  const refused = windows.filter((w) => !w.allowed);
  if (!refused.length) return { allowed: true, counts: windows.map((w) => w.count), giveBack: () => release(() => true) };
  await release((w) => w.allowed);
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((w) => w.retryAfterSeconds)) };
}
