// Runs outbox events (emails, ...) handed over through the outbox queue.
import * as z from 'zod';
import { logger } from '../../../shared/log/logger.js';
import {
  claimOutboxEvent,
  completeOutboxEvent,
  failOutboxEvent,
  releaseOutboxLease,
} from '../../../shared/outbox/outbox.js';
import { outboxHandlers } from './handlers.js';
import { sqsWorker } from '../../../shared/workers/sqs-worker.js';

const message = z.object({ outboxEventId: z.string().uuid() });

export const handler = sqsWorker('outbox', async (record) => {
  // A body that is not ours throws: the message is retried, then lands in the DLQ.
  const { outboxEventId } = message.parse(JSON.parse(record.body));
  const now = new Date();
  const event = await claimOutboxEvent(outboxEventId, now);
  if (!event) {
    logger.info('outbox event not due, taken or finished; skipped', { outboxEventId });
    return;
  }
  const run = outboxHandlers[event.type];
  if (!run) {
    await failOutboxEvent(event, `no handler for ${event.type}`, now, { retryable: false });
    return;
  }
  try {
    await run(event.payload);
  } catch (error) {
    const status = await failOutboxEvent(event, error instanceof Error ? error.message : String(error), new Date());
    logger.warn('outbox event failed', { outboxEventId, type: event.type, status, error });
    return;
  }
  try {
    await completeOutboxEvent(event, new Date());
  } catch (error) {
    // The work is done but not recorded: SQS delivers the message again, which must find the
    // event free. A fan-out run again creates no delivery twice; an email may go twice, which
    // beats losing it.
    await releaseOutboxLease(event);
    throw error;
  }
  logger.info('outbox event done', { outboxEventId, type: event.type });
});
