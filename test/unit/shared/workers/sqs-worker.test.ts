// The queue workers' wrapper: SQS retries only the records that failed (a partial batch response),
// a batch that failed whole is reported record by record rather than thrown, records run in turn
// unless the worker says their order does not matter, and a failure's log line names its message.
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { setLogSink } from '../../../../shared/log/logger.js';
import { sqsWorker } from '../../../../shared/workers/sqs-worker.js';

const record = (messageId: string, body = '{}'): SQSRecord =>
  ({
    messageId,
    receiptHandle: `handle-${messageId}`,
    body,
    attributes: { ApproximateReceiveCount: '2' },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:eu-west-3:123456789012:queue',
    awsRegion: 'eu-west-3',
  }) as unknown as SQSRecord;
const event = (...ids: string[]): SQSEvent => ({ Records: ids.map((id) => record(id)) });
const context = { functionName: 'payments-test-worker', awsRequestId: 'request-1' } as Context;

const lines: string[] = [];
const previous = setLogSink((line) => lines.push(line));
afterEach(() => {
  lines.length = 0;
});
process.on('exit', () => setLogSink(previous));

describe('sqsWorker', () => {
  it('reports only the records that failed, and logs each failure with its message id and receive count', async () => {
    const handler = sqsWorker('test', async (r) => {
      if (r.messageId === 'b' || r.messageId === 'd') throw new Error(`boom ${r.messageId}`);
    });
    const response = await handler(event('a', 'b', 'c', 'd'), context);
    expect(response).toEqual({ batchItemFailures: [{ itemIdentifier: 'b' }, { itemIdentifier: 'd' }] });
    const failures = lines.map((line) => JSON.parse(line)).filter((line) => line.message === 'message failed');
    expect(failures.map((line) => line.messageId).sort()).toEqual(['b', 'd']);
    expect(failures[0]).toMatchObject({ level: 'error', receiveCount: 2, function: 'payments-test-worker', awsRequestId: 'request-1', worker: 'test' });
  });

  it('answers a batch that failed whole record by record, without throwing', async () => {
    const handler = sqsWorker('test', async () => {
      throw new Error('down');
    });
    await expect(handler(event('a', 'b'), context)).resolves.toEqual({ batchItemFailures: [{ itemIdentifier: 'a' }, { itemIdentifier: 'b' }] });
  });

  it('answers an empty failure list when every record went through', async () => {
    const handler = sqsWorker('test', async () => {});
    await expect(handler(event('a', 'b', 'c'), context)).resolves.toEqual({ batchItemFailures: [] });
  });

  it('runs records in turn by default, side by side when asked', async () => {
    const run = async (parallel: boolean) => {
      const order: string[] = [];
      const handler = sqsWorker(
        'test',
        async (r) => {
          order.push(`start ${r.messageId}`);
          await new Promise((resolve) => setTimeout(resolve, r.messageId === 'a' ? 30 : 1));
          order.push(`end ${r.messageId}`);
        },
        { parallel },
      );
      await handler(event('a', 'b'), context);
      return order;
    };
    expect(await run(false)).toEqual(['start a', 'end a', 'start b', 'end b']);
    expect(await run(true)).toEqual(['start a', 'start b', 'end b', 'end a']);
  });

  it('keeps two invocations of one worker apart when they run at once (as in local mode)', async () => {
    const handler = sqsWorker(
      'test',
      async (r) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (r.messageId.endsWith('x')) throw new Error('boom');
      },
      { parallel: true },
    );
    const [first, second] = await Promise.all([handler(event('1a', '1x'), context), handler(event('2x', '2b', '2c'), context)]);
    expect(first).toEqual({ batchItemFailures: [{ itemIdentifier: '1x' }] });
    expect(second).toEqual({ batchItemFailures: [{ itemIdentifier: '2x' }] });
  });
});
