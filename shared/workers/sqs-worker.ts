// A queue worker processes each record on its own and reports the ones that failed, so
// that SQS retries only those (and moves a poison message to the DLQ after its last try):
// Powertools' batch processing, which builds the partial batch response. Every record runs
// inside the invocation's log context (function name, request id, cold start), with its
// message id added.
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { invocation } from '../log/invocation.js';
import { logger, withLogContext } from '../log/logger.js';

export interface SqsWorkerOptions {
  /** Records of a batch run side by side: only for work whose order does not matter. */
  parallel?: boolean;
}

export function sqsWorker(name: string, processRecord: (record: SQSRecord) => Promise<void>, options: SqsWorkerOptions = {}) {
  /** Runs one record; a failure is logged with the record's context, then reported. */
  const recordHandler = (record: SQSRecord): Promise<void> =>
    withLogContext({ messageId: record.messageId }, async () => {
      try {
        await processRecord(record);
      } catch (error) {
        logger.error('message failed', {
          error,
          receiveCount: Number(record.attributes?.ApproximateReceiveCount ?? 1),
        });
        throw error;
      }
    });
  return (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> =>
    invocation(context, { worker: name }, () =>
      // A processor per invocation: it holds the batch's state, and local mode runs a worker's invocations side by side.
      processPartialResponse(event, recordHandler, new BatchProcessor(EventType.SQS), {
        ...(context ? { context } : {}),
        processInParallel: options.parallel ?? false,
        // A batch that failed whole is reported record by record, as a partial one is: SQS retries each
        // record on its own schedule, and the invocation itself succeeds.
        throwOnFullBatchFailure: false,
      }),
    );
}
