// Sending to the service's queues. SQS caps a message delay at 15 minutes; longer delays
// are the caller's to reach by re-queueing (see the webhook retry schedule).
import { env, required } from '../config/env.js';
import { reportAccess, type QueueName } from '../config/resource-use.js';
import { traced } from '../log/tracer.js';
import { once } from './once.js';

// Loaded on first use (see LAZY_SDK_MODULES): a cold start does not pay for SQS until it sends.
const sqs = once(async () => {
  const sdk = await import('@aws-sdk/client-sqs');
  const { AWS_REGION, SQS_ENDPOINT } = env();
  return { sdk, client: traced(new sdk.SQSClient({ region: AWS_REGION, ...(SQS_ENDPOINT ? { endpoint: SQS_ENDPOINT } : {}) })) };
});

export const MAX_DELAY_SECONDS = 900;


const QUEUE_URL_ENV = { outbox: 'OUTBOX_QUEUE_URL', webhooks: 'WEBHOOK_QUEUE_URL', exports: 'EXPORT_QUEUE_URL' } as const;

const queueUrl = (queue: QueueName) => {
  reportAccess({ resource: 'queue', queue });
  return required(QUEUE_URL_ENV[queue]);
};

export async function sendMessage(queue: QueueName, body: unknown, delaySeconds = 0): Promise<void> {
  if (!Number.isInteger(delaySeconds) || delaySeconds < 0 || delaySeconds > MAX_DELAY_SECONDS) {
    throw new RangeError(`SQS delay must be an integer from 0 to ${MAX_DELAY_SECONDS} seconds, got ${delaySeconds}`);
  }
  const { sdk, client } = await sqs();
  await client.send(
    new sdk.SendMessageCommand({ QueueUrl: queueUrl(queue), MessageBody: JSON.stringify(body), DelaySeconds: delaySeconds }),
  );
}

/** Sends up to any number of messages, ten per call (the SQS batch maximum), each `delaySeconds` late. */
export async function sendMessages(queue: QueueName, bodies: readonly unknown[], delaySeconds = 0): Promise<void> {
  if (!Number.isInteger(delaySeconds) || delaySeconds < 0 || delaySeconds > MAX_DELAY_SECONDS) {
    throw new RangeError(`SQS delay must be an integer from 0 to ${MAX_DELAY_SECONDS} seconds, got ${delaySeconds}`);
  }
  for (let i = 0; i < bodies.length; i += 10) {
    const chunk = bodies.slice(i, i + 10);
    const { sdk, client } = await sqs();
    const result = await client.send(
      new sdk.SendMessageBatchCommand({
        QueueUrl: queueUrl(queue),
        Entries: chunk.map((body, j) => ({ Id: String(j), MessageBody: JSON.stringify(body), ...(delaySeconds ? { DelaySeconds: delaySeconds } : {}) })),
      }),
    );
    if (result.Failed?.length) {
      throw new Error(`SQS refused ${result.Failed.length} message(s): ${result.Failed.map((f) => f.Code).join(', ')}`);
    }
  }
}
