// Tries webhook deliveries handed over through the webhooks queue: one message, one try
// (shared/webhooks/deliver.ts). The records of a batch are tried side by side, each waiting
// on a merchant's server for up to 10 s; failures are reported per record.
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import * as z from 'zod';
import { logger } from '../../../shared/log/logger.js';
import { MAX_AUTOMATIC_TRIES, runDeliveryStep } from '../../../shared/webhooks/deliver.js';
import { sqsWorker } from '../../../shared/workers/sqs-worker.js';

const message = z
  .object({
    deliveryId: z.string().uuid(),
    tryNumber: z.number().int().min(1).max(MAX_AUTOMATIC_TRIES),
    notBefore: z.string().datetime().optional(),
  })
  .strict();

const processOne = sqsWorker('webhook-delivery', async (record) => {
  // A body that is not ours throws: the message is retried, then lands in the DLQ.
  const step = await runDeliveryStep(message.parse(JSON.parse(record.body)));
  if (step.kind === 'skipped' || step.kind === 'stopped') logger.info('webhook message', { step: step.kind, reason: step.reason });
});

export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const results = await Promise.all(event.Records.map((record) => processOne({ Records: [record] })));
  return { batchItemFailures: results.flatMap((r) => r.batchItemFailures) };
};
