// Runs payment exports handed over through the exports queue (issue 29): one message, one job
// (shared/payments/payment-exports.ts streams its CSV to the files bucket in parts).
import * as z from 'zod';
import { runPaymentExport } from '../../../shared/payments/payment-exports.js';
import { sqsWorker } from '../../../shared/workers/sqs-worker.js';

const message = z.object({ organisationId: z.string().uuid(), exportId: z.string().uuid() }).strict();

export const handler = sqsWorker('payments-export', async (record) => {
  // A body that is not ours throws: the message is retried, then lands in the DLQ.
  await runPaymentExport(message.parse(JSON.parse(record.body)));
});
