// The local stand-in for Lambda's SQS event source: stopping it ends the long poll in progress
// rather than waiting for the queue's answer (every test app stops one per queue).
import type { SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, it } from 'vitest';
import { pollQueue } from '../../../../lib/local/workers.js';

/** An SQS client whose receives never answer: only their abort signal ends them. */
function silentQueue() {
  const receives: Array<{ aborted: boolean }> = [];
  const sqs = {
    send: (_command: unknown, options?: { abortSignal?: AbortSignal }) =>
      new Promise((_resolve, reject) => {
        const receive = { aborted: false };
        receives.push(receive);
        options?.abortSignal?.addEventListener('abort', () => {
          receive.aborted = true;
          reject(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
        });
      }),
  } as unknown as SQSClient;
  return { sqs, receives };
}

describe('pollQueue', () => {
  it('stops during a long poll by ending it, and reports no error for it', async () => {
    const { sqs, receives } = silentQueue();
    const errors: unknown[] = [];
    const poller = pollQueue({
      sqs,
      queueUrl: 'http://127.0.0.1/000000000000/q',
      queueArn: 'arn:aws:sqs:eu-west-3:000000000000:q',
      functionName: 'worker',
      batchSize: 10,
      timeoutSeconds: 30,
      handler: async () => async () => undefined,
      onError: (error) => errors.push(error),
    });
    await expect.poll(() => receives.length).toBe(1);
    await poller.stop(); // with a receive that never answers, this resolves only if the receive is ended
    expect(receives).toEqual([{ aborted: true }]);
    expect(errors).toEqual([]);
  });
});
