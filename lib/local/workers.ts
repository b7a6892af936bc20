// The local stand-in for Lambda's SQS event source and EventBridge schedules. It receives
// real messages from the SQS stand-in, invokes the same worker handler with a real SQS
// event, deletes what succeeded and leaves the reported failures to be redelivered (and,
// past the queue's maxReceiveCount, moved to its DLQ by the stand-in).
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { lambdaContext } from './gateway.js';

export type SqsLambda = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;
export type ScheduledLambda = (event: unknown, context: Context) => Promise<unknown>;

export interface QueuePoller {
  /** Resolves when the poller has stopped. */
  stop(): Promise<void>;
  /**
   * Resolves once the poller has nothing to do: at once when no batch is being handled and the queue holds
   * no message, visible or in flight; otherwise after the batch in hand, or at the next receive that finds
   * nothing (a message a failed batch left in flight comes back only after its visibility timeout).
   */
  idle(): Promise<void>;
}

export function pollQueue(options: {
  sqs: SQSClient;
  queueUrl: string;
  queueArn: string;
  functionName: string;
  batchSize: number;
  timeoutSeconds: number;
  handler: () => Promise<SqsLambda>;
  onError?: (error: unknown) => void;
  /** SQS's at-least-once delivery at its worst, for tests: each batch in shuffled order, then delivered again. */
  deliveryFaults?: DeliveryFaults;
}): QueuePoller {
  let running = true;
  /** Ends the long poll in progress when the poller stops: stopping does not wait out its second. */
  const stopping = new AbortController();
  /** From a receive that returned messages until they are handled and deleted. */
  let busy = false;
  let batches = 0;
  /** Told of each receive that found nothing (true) and each batch handled (false). */
  let listeners: Array<(empty: boolean) => void> = [];
  const tell = (empty: boolean) => {
    const told = listeners;
    listeners = [];
    told.forEach((listener) => listener(empty));
  };
  const loop = (async () => {
    const handler = await options.handler();
    while (running) {
      try {
        const out = await options.sqs.send(
          new ReceiveMessageCommand({
            QueueUrl: options.queueUrl,
            MaxNumberOfMessages: options.batchSize,
            WaitTimeSeconds: 1,
            MessageSystemAttributeNames: ['All'],
            MessageAttributeNames: ['All'],
          }),
          { abortSignal: stopping.signal },
        );
        const messages = out.Messages ?? [];
        if (!messages.length) {
          tell(true);
          continue;
        }
        busy = true;
        try {
          await invoke(handler, messages);
        } finally {
          busy = false;
          batches += 1;
          tell(false);
        }
      } catch (error) {
        if (!running) break;
        options.onError?.(error);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  })();

  /** Whether the queue holds no message: none visible, none in flight (delayed ones are not due yet). */
  async function queueEmpty(): Promise<boolean> {
    try {
      const out = await options.sqs.send(
        new GetQueueAttributesCommand({ QueueUrl: options.queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
      );
      return out.Attributes?.ApproximateNumberOfMessages === '0' && out.Attributes?.ApproximateNumberOfMessagesNotVisible === '0';
    } catch {
      return false; // the next receive says it instead
    }
  }

  async function idle(): Promise<void> {
    for (;;) {
      const seen = batches;
      if (!busy && (await queueEmpty()) && !busy && batches === seen) return;
      const empty = await new Promise<boolean>((resolve) => listeners.push(resolve));
      if (empty) return;
    }
  }

  async function invoke(handler: SqsLambda, received: Message[]): Promise<void> {
    const messages = options.deliveryFaults?.shuffle ? shuffled(received) : received;
    const event: SQSEvent = { Records: messages.map((m) => toRecord(m, options.queueArn)) };
    let failed: Set<string>;
    try {
      const result = await handler(event, lambdaContext(options.functionName, options.timeoutSeconds));
      failed = new Set((result?.batchItemFailures ?? []).map((f) => f.itemIdentifier));
    } catch (error) {
      // A handler that throws fails the whole batch, as with Lambda.
      options.onError?.(error);
      failed = new Set(messages.map((m) => m.MessageId!));
    }
    if (options.deliveryFaults?.duplicate) {
      // The same messages again, as SQS redelivers one whose delete it lost: the worker must do nothing twice.
      try {
        await handler({ Records: shuffled(event.Records) }, lambdaContext(options.functionName, options.timeoutSeconds));
      } catch (error) {
        options.onError?.(error);
      }
    }
    const done = messages.filter((m) => !failed.has(m.MessageId!));
    if (done.length) {
      await options.sqs.send(
        new DeleteMessageBatchCommand({
          QueueUrl: options.queueUrl,
          Entries: done.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle! })),
        }),
      );
    }
  }

  return {
    /** Stops receiving at once; a batch in hand is handled and deleted first. */
    stop: async () => {
      running = false;
      stopping.abort();
      await loop;
    },
    idle,
  };
}

export interface DeliveryFaults {
  duplicate?: boolean;
  shuffle?: boolean;
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

function toRecord(message: Message, queueArn: string): SQSEvent['Records'][number] {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: 'eu-west-3',
  };
}

/** Runs a scheduled job every `everyMinutes`, never two runs of one job at once. */
export function schedule(options: {
  name: string;
  everyMinutes: number;
  timeoutSeconds: number;
  handler: () => Promise<ScheduledLambda>;
  onError?: (error: unknown) => void;
}): { runNow(): Promise<unknown>; stop(): void } {
  let running: Promise<unknown> | undefined;
  const runNow = async () => {
    if (running) return running;
    const handler = await options.handler();
    const event = {
      version: '0',
      id: crypto.randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: new Date().toISOString(),
      resources: [`arn:aws:events:local:000000000000:rule/${options.name}`],
      detail: {},
    };
    running = handler(event, lambdaContext(options.name, options.timeoutSeconds)).finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => {
    runNow().catch((error) => options.onError?.(error));
  }, options.everyMinutes * 60_000);
  timer.unref();
  return { runNow, stop: () => clearInterval(timer) };
}
