// Scheduled: hands over again the outbox events that are due and were never handed over,
// or were handed over long ago and are still pending (a lost message, a retry that is due).
import type { Context } from 'aws-lambda';
import { invocation } from '../../../shared/log/invocation.js';
import { relayDueOutboxEvents } from '../../../shared/outbox/outbox.js';

export const handler = async (_event?: unknown, context?: Context): Promise<{ dispatched: number }> =>
  invocation(context, { job: 'outbox-relay' }, async () => ({ dispatched: await relayDueOutboxEvents(new Date()) }));
