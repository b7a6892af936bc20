// Runs outbox events (emails, ...) handed over through the outbox queue
// (shared/outbox/outbox.ts runs one, with the dispatch table of handlers.ts).
import * as z from 'zod';
import { runOutboxEvent } from '../../../shared/outbox/outbox.js';
import { sqsWorker } from '../../../shared/workers/sqs-worker.js';
import { outboxHandlers } from './handlers.js';

const message = z.object({ outboxEventId: z.string().uuid() });

export const handler = sqsWorker('outbox', async (record) => {
  // A body that is not ours throws: the message is retried, then lands in the DLQ.
  const { outboxEventId } = message.parse(JSON.parse(record.body));
  await runOutboxEvent(outboxEventId, outboxHandlers);
});
