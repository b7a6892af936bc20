// A queue worker processes each record on its own and reports the ones that failed, so
// that SQS retries only those (and moves a poison message to the DLQ after its last try).
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { invocation } from '../log/invocation.js';
import { logger, withLogContext } from '../log/logger.js';

export function sqsWorker(name: string, processRecord: (record: SQSRecord) => Promise<void>) {
  return (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
    invocation(context, { worker: name }, async () => {
      const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
      for (const record of event.Records) {
        await withLogContext({ messageId: record.messageId }, async () => {
          try {
            await processRecord(record);
          } catch (error) {
            logger.error('message failed', {
              error,
              receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1),
            });
            batchItemFailures.push({ itemIdentifier: record.messageId });
          }
        });
      }
      return { batchItemFailures };
    });
}
