// Deliveries per second of one webhook worker invocation (batches of 10, as its SQS trigger
// hands them over) against a local receiver, set against a plain loop of HTTP POSTs to the
// same receiver: the gap is the engine's own cost (claim, sign, record, DynamoDB writes). The
// DynamoDB calls of the timed tries are counted and divided by the tries made (run.ts calls it).
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { handler as deliveryWorker } from '../../../functions/workers/webhook-delivery/handler.js';
import type { StandIns } from '../../local/stand-ins/index.js';
import { resetEnvCache } from '../../../shared/config/env.js';
import { paymentEventWrites } from '../../../shared/events/payment-events.js';
import { setLogLevel } from '../../../shared/log/logger.js';
import { db } from '../../../shared/store/client.js';
import { paymentWrites } from '../../../shared/store/payment-writes.js';
import type { PaymentRecord } from '../../../shared/domain/records/payment.js';
import type { DeliveryMessage } from '../../../shared/webhooks/delivery-attempt.js';
import { createWebhookEndpoint } from '../../../shared/webhooks/endpoints.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { countDynamoCalls, startBenchApp } from './api.js';

export interface WebhookFigure {
  operation: string;
  concurrency: number;
  opsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** DynamoDB calls per try, by command (the worker's row only). */
  dynamoCallsPerTry?: Record<string, number>;
}

const percentile = (sorted: number[], p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! * 10) / 10;

/** A payment that succeeded, as the payments use cases leave it. */
function succeededPayment(organisationId: string, paymentAccountId: string, orderId: string): PaymentRecord {
  const now = new Date().toISOString();
  const reference = randomBytes(12).toString('hex');
  return {
    id: randomUUID(),
    reference,
    status: 'succeeded',
    amount: 12_500,
    currency: 'TND',
    description: null,
    orderId,
    payer: {},
    acceptedProviders: ['clictopay'],
    provider: 'clictopay',
    organisationId,
    paymentAccountId,
    channel: 'api',
    successUrl: null,
    failUrl: null,
    webhookUrl: null,
    v2Webhook: null,
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    metadata: {},
    payUrl: `http://localhost/pay/${reference}`,
    succeededAttemptId: null,
    attemptsCount: 1,
    openAttemptsCount: 0,
    failedAttemptsCount: 0,
    paymentLinkId: null,
    successMessage: null,
    merchantName: 'Bench',
    checkoutOpensCount: 1,
    lastAttemptId: null,
    completedAt: now,
    failureCode: null,
    authorizationCode: null,
    instrument: null,
    cancelReason: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
}

export async function measureWebhookDelivery(standIns: StandIns, deliveries = 300): Promise<WebhookFigure[]> {
  setLogLevel('error');
  const receiver = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  const app = await startBenchApp(standIns, 'benchwh', { runWorkers: false, providerSandboxes: false });
  resetEnvCache();
  try {
    const organisationId = randomUUID();
    const paymentAccountId = randomUUID();
    await createWebhookEndpoint({
      organisationId,
      url: `http://127.0.0.1:${port}/hook`,
      paymentAccountId: null,
      events: [],
      description: 'bench',
      actor: { type: 'system', id: null },
      clientIp: null,
    });
    // Deliveries are made beforehand: only their tries are timed. Each event's payment exists,
    // as in service: a try writes the payment's merchant confirmation with its result.
    const messages: DeliveryMessage[] = [];
    for (let i = 0; i < deliveries + 10; i++) {
      const payment = succeededPayment(organisationId, paymentAccountId, `bench-${i}`);
      const { event, writes } = paymentEventWrites({
        type: 'payment.succeeded',
        organisationId,
        webhookUrl: null,
        v2Webhook: null,
        data: {
          payment: {
            id: payment.id,
            reference: payment.reference,
            status: 'succeeded',
            amount: payment.amount,
            currency: 'TND',
            orderId: payment.orderId,
            provider: 'clictopay',
            paymentAccountId,
          },
        },
      });
      await db().send(new TransactWriteCommand({ TransactItems: [paymentWrites.create(payment), ...writes] }));
      await fanOutPaymentEvent(event.id, { enqueue: async (batch) => void messages.push(...batch) });
    }
    const asEvent = (batch: DeliveryMessage[]): SQSEvent => ({
      Records: batch.map((m) => ({ messageId: randomUUID(), body: JSON.stringify(m), attributes: {} }) as never),
    });
    // Warm: the first batch opens the KMS and DynamoDB connections.
    await deliveryWorker(asEvent(messages.splice(0, 10)));

    const figures: WebhookFigure[] = [];
    const latencies: number[] = [];
    const calls = countDynamoCalls();
    calls.reset();
    const started = performance.now();
    while (messages.length) {
      const t = performance.now();
      const result = await deliveryWorker(asEvent(messages.splice(0, 10)));
      if (result.batchItemFailures.length) throw new Error('a bench delivery failed');
      latencies.push(performance.now() - t);
    }
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    figures.push({
      operation: 'webhook worker (batch of 10)',
      concurrency: 10,
      opsPerSecond: Math.round(deliveries / elapsed),
      p50Ms: percentile(latencies, 0.5),
      p99Ms: percentile(latencies, 0.99),
      dynamoCallsPerTry: calls.perOp(deliveries),
    });

    // The floor: the same number of POSTs, ten at a time, with nothing else around them.
    const body = '{"id":"bench"}';
    const post = () =>
      new Promise<void>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/hook', method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
          res.resume();
          res.on('end', resolve);
        });
        req.on('error', reject);
        req.end(body);
      });
    const plain: number[] = [];
    const plainStarted = performance.now();
    for (let i = 0; i < deliveries; i += 10) {
      const t = performance.now();
      await Promise.all(Array.from({ length: 10 }, post));
      plain.push(performance.now() - t);
    }
    plain.sort((a, b) => a - b);
    figures.push({
      operation: 'plain HTTP POST loop (10 at a time)',
      concurrency: 10,
      opsPerSecond: Math.round(deliveries / ((performance.now() - plainStarted) / 1000)),
      p50Ms: percentile(plain, 0.5),
      p99Ms: percentile(plain, 0.99),
    });
    return figures;
  } finally {
    await app.stop();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
}
