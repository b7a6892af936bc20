// Scheduled: warns about, then disables, the webhook endpoints whose tries have all failed for days.
import type { Context } from 'aws-lambda';
import { invocation } from '../../../shared/log/invocation.js';
import { sweepFailingEndpoints } from '../../../shared/webhooks/failing-endpoints.js';

const MARGIN_MS = 10_000;

export const handler = async (_event: unknown, context?: Context) =>
  invocation(context, { job: 'webhooks-health' }, async () => {
    const remaining = context?.getRemainingTimeInMillis?.() ?? 60_000;
    return sweepFailingEndpoints({ deadline: Date.now() + Math.max(1_000, remaining - MARGIN_MS) });
  });
