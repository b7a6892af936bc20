// The settlement poller: asks providers about open attempts whose next check is due, so that
// a payment settles even when no callback comes. Each attempt's checks back off
// (PAYMENTS_POLL_DELAYS_SECONDS); an attempt is followed until the provider ends it, or until
// PAYMENTS_FOLLOW_UP_HOURS after its payment's expiry.
import { logger } from '../log/logger.js';
import { ATTEMPT_CHECK_SHARDS, dueAttemptChecks } from '../store/payments-repository.js';
import { pollAttempt } from './check-attempt.js';
import { walkShards } from '../store/shards.js';

const CONCURRENCY = 8;
/** Shards walked at once: a run with nothing due is one query a shard, this many in flight. */
const SHARDS_AT_ONCE = 16;

export async function pollDueAttempts(options: { now?: Date; deadline?: number; pageSize?: number } = {}) {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 50;
  const counts = { checked: 0, closed: 0, skipped: 0, failed: 0 };
  const walk = async (shard: number) => {
    const seen = new Set<string>();
    for (;;) {
      if (options.deadline && Date.now() > options.deadline) return;
      const due = (await dueAttemptChecks(shard, now, pageSize)).filter((a) => !seen.has(a.id));
      if (!due.length) break;
      due.forEach((a) => seen.add(a.id));
      for (let i = 0; i < due.length; i += CONCURRENCY) {
        const batch = due.slice(i, i + CONCURRENCY);
        const results = await Promise.allSettled(batch.map((a) => pollAttempt(a.reference, a.id, now)));
        results.forEach((result, j) => {
          if (result.status === 'fulfilled') counts[result.value] += 1;
          else {
            counts.failed += 1;
            logger.error('attempt poll failed', { reference: batch[j]!.reference, attemptId: batch[j]!.id, error: result.reason });
          }
        });
      }
      if (due.length < pageSize) break;
    }
  };
  await walkShards({ shards: ATTEMPT_CHECK_SHARDS, atOnce: SHARDS_AT_ONCE, now, deadline: options.deadline }, walk);
  return counts;
}
