// A queue worker processes each record on its own and reports the ones that failed, so
// that SQS retries only those (and moves a poison message to the DLQ after its last try).
// Every record runs inside the invocation's log context (function name, request id, cold
// start), with its message id added.
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { invocation } from '../log/invocation.js';
import { logger, withLogContext } from '../log/logger.js';

export interface SqsWorkerOptions {
  /** Records of a batch run side by side: only for work whose order does not matter. */
  parallel?: boolean;
}

export function sqsWorker(name: string, processRecord: (record: SQSRecord) => Promise<void>, options: SqsWorkerOptions = {}) {
  /** Runs one record; answers whether it failed. */
  const failed = (record: SQSRecord): Promise<boolean> =>
    withLogContext({ messageId: record.messageId }, async () => {
      try {
        await processRecord(record);
        return false;
      } catch (error) {
        logger.error('message failed', {
          error,
          receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1),
        });
        return true;
      }
    });
  return (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
    invocation(context, { worker: name }, async () => {
      const outcomes: boolean[] = [];
      if (options.parallel) outcomes.push(...(await Promise.all(event.Records.map(failed))));
      else for (const record of event.Records) outcomes.push(await failed(record));
      return { batchItemFailures: event.Records.filter((_, i) => outcomes[i]).map((record) => ({ itemIdentifier: record.messageId })) };
    });
}
