// Tries webhook deliveries handed over through the webhooks queue: one message, one try, either an
// automatic try (shared/webhooks/deliver-automatic.ts) or a recovery's manual try
// (shared/webhooks/retry-manual.ts, queued by recover-deliveries.ts). The records of a batch are tried side by side, each waiting
// on a merchant's server for up to 10 s; failures are reported per record.
import * as z from 'zod';
import { logger } from '../../../shared/log/logger.js';
import { MAX_AUTOMATIC_TRIES, runDeliveryStep } from '../../../shared/webhooks/deliver-automatic.js';
import { runRecoveryTry } from '../../../shared/webhooks/retry-manual.js';
import { sqsWorker } from '../../../shared/workers/sqs-worker.js';

const automatic = z
  .object({
    deliveryId: z.string().uuid(),
    tryNumber: z.number().int().min(1).max(MAX_AUTOMATIC_TRIES),
    notBefore: z.string().datetime().optional(),
  })
  .strict();
const recovery = z.object({ deliveryId: z.string().uuid(), recoveryId: z.string().uuid() }).strict();
const message = z.union([automatic, recovery]);

// Each record is one delivery's try, independent of the others: they run side by side, in
// the invocation's log context (function name, request id, cold start).
export const handler = sqsWorker(
  'webhook-delivery',
  async (record) => {
    // A body that is not ours throws: the message is retried, then lands in the DLQ.
    const body = message.parse(JSON.parse(record.body));
    const step = 'recoveryId' in body ? await runRecoveryTry(body) : await runDeliveryStep(body, { messageId: record.messageId });
    if (step.kind === 'skipped' || step.kind === 'stopped') logger.info('webhook message', { step: step.kind, reason: step.reason });
  },
  { parallel: true },
);
