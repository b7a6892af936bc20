// Scheduled: asks providers about open attempts whose next check is due (with back-off), so
// that a payment settles even when no callback comes; then about refunds left pending.
import type { Context } from 'aws-lambda';
import { invocation } from '../../../shared/log/invocation.js';
import { logger } from '../../../shared/log/logger.js';
import { pollDueAttempts } from '../../../shared/payments/poll-attempts.js';
import { pollDueRefunds } from '../../../shared/payments/poll-refunds.js';

/** Time kept in hand at the end of a run, so that no check is cut off by the time-out. */
const MARGIN_MS = 10_000;

export const handler = async (_event: unknown, context?: Context) =>
  invocation(context, { job: 'payments-poller' }, async () => {
    const remaining = context?.getRemainingTimeInMillis?.() ?? 60_000;
    const deadline = Date.now() + Math.max(1_000, remaining - MARGIN_MS);
    const counts = await pollDueAttempts({ deadline });
    if (counts.checked || counts.closed || counts.failed) logger.info('attempts polled', counts);
    const refunds = await pollDueRefunds({ deadline });
    if (refunds.settled || refunds.pending || refunds.failed) logger.info('refunds polled', refunds);
    return { ...counts, refunds };
  });
