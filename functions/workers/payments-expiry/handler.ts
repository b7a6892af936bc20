// Scheduled: expires the payments still pending at their `expiresAt`.
import type { Context } from 'aws-lambda';
import { invocation } from '../../../shared/log/invocation.js';
import { logger } from '../../../shared/log/logger.js';
import { expireDuePayments } from '../../../shared/payments/expire-payment.js';

const MARGIN_MS = 10_000;

export const handler = async (_event: unknown, context?: Context) =>
  invocation(context, { job: 'payments-expiry' }, async () => {
    const remaining = context?.getRemainingTimeInMillis?.() ?? 60_000;
    const expired = await expireDuePayments({ deadline: Date.now() + Math.max(1_000, remaining - MARGIN_MS) });
    if (expired) logger.info('payments expired', { count: expired });
    return { expired };
  });
