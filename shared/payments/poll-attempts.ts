// The settlement poller: asks providers about open attempts whose next check is due, so that
// a payment settles even when no callback comes. Each attempt's checks back off
// (PAYMENTS_POLL_DELAYS_SECONDS); an attempt is followed until the provider ends it, or until
// PAYMENTS_FOLLOW_UP_HOURS after its payment's expiry.
import { logger } from '../log/logger.js';
import { ATTEMPT_CHECK_SHARDS, dueAttemptChecks } from '../store/payments-repository.js';
import { pollAttempt } from './check-attempt.js';
import { walkShards } from '../store/shards.js';

/** Checks of due items made at once. */
const CONCURRENCY = 8;
/** Shards walked at once: a run with nothing due is one query a shard, this many in flight. */
const SHARDS_AT_ONCE = 16;

/**
 * The poller's pass over one list of due items (attempts of a shard, refunds): a page at a time,
 * of the items this pass has not seen yet, until a page brings none, the deadline passes, or
 * (with `lastPageBelow`) a page is shorter than that. Each page's items are checked CONCURRENCY
 * at a time, each answer counted; a check that throws is counted `failed` and logged by `logFailure`.
 */
export async function checkAllDue<T extends { id: string }, R extends string>(options: {
  page: () => Promise<readonly T[]>;
  lastPageBelow?: number;
  deadline?: number;
  check: (item: T) => Promise<R>;
  counts: Record<R | 'failed', number>;
  logFailure: (item: T, error: unknown) => void;
}): Promise<void> {
  const { check, counts } = options;
  const seen = new Set<string>();
  for (;;) {
    if (options.deadline && Date.now() > options.deadline) return;
    const due = (await options.page()).filter((item) => !seen.has(item.id));
    if (!due.length) return;
    due.forEach((item) => seen.add(item.id));
    for (let i = 0; i < due.length; i += CONCURRENCY) {
      const batch = due.slice(i, i + CONCURRENCY);
      const results = await Promise.allSettled(batch.map((item) => check(item)));
      results.forEach((result, j) => {
        if (result.status === 'fulfilled') counts[result.value] += 1;
        else {
          counts.failed += 1;
          options.logFailure(batch[j]!, result.reason);
        }
      });
    }
    if (options.lastPageBelow !== undefined && due.length < options.lastPageBelow) return;
  }
}

export async function pollDueAttempts(options: { now?: Date; deadline?: number; pageSize?: number } = {}) {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 50;
  const counts = { checked: 0, closed: 0, skipped: 0, failed: 0 };
  const walk = (shard: number) =>
    checkAllDue({
      page: () => dueAttemptChecks(shard, now, pageSize),
      lastPageBelow: pageSize,
      deadline: options.deadline,
      check: (a) => pollAttempt(a.reference, a.id, now),
      counts,
      logFailure: (a, error) => logger.error('attempt poll failed', { reference: a.reference, attemptId: a.id, error }),
    });
  await walkShards({ shards: ATTEMPT_CHECK_SHARDS, atOnce: SHARDS_AT_ONCE, now, deadline: options.deadline }, walk);
  return counts;
}
