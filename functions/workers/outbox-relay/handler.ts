// Scheduled: hands over again the outbox events that are due and were never handed over,
// or were handed over long ago and are still pending (a lost message, a retry that is due).
import type { Context } from 'aws-lambda';
import { invocation } from '../../../shared/log/invocation.js';
import { logger } from '../../../shared/log/logger.js';
import { dispatchOutbox, dueOutboxEvents, markDispatched } from '../../../shared/outbox/outbox.js';

export const handler = async (_event?: unknown, context?: Context): Promise<{ dispatched: number }> =>
  invocation(context, { job: 'outbox-relay' }, async () => {
    const now = new Date();
    const due = await dueOutboxEvents(now);
    const ids = due.map((event) => event.id);
    await markDispatched(ids, now);
    await dispatchOutbox(ids);
    if (ids.length) logger.info('outbox events handed over', { count: ids.length });
    return { dispatched: ids.length };
  });
