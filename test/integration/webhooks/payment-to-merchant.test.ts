// End to end: a payment paid at a provider's simulator reaches the merchant as a signed
// payment.succeeded webhook, and the payment then reads that the merchant was told.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventually,
  getPayment,
  newPayment,
  openAttempt,
  payerCompletes,
  PAYMENT_TEST_ENV,
  type Collector,
} from '../payments/support.js';

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let app: TestApp;
let merchant: Collector;
let receiver: Server;
let receiverUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

it('delivers a signed payment.succeeded to the merchant, and records the confirmation on the payment', async () => {
  const endpoint = await app.http.post(
    `/organisations/${merchant.organisationId}/webhooks`,
    { url: receiverUrl, events: ['payment.succeeded'] },
    asKey(merchant.apiKey),
  );
  expect(endpoint.status, endpoint.text).toBe(201);
  const secret: string = endpoint.body.secret;

  const payment = await newPayment(app, merchant, { webhookUrl: `${receiverUrl}?order=42` });
  expect(payment.result.merchantConfirmation).toBe('pending');
  const attempt = await openAttempt(app, payment.reference, 'clictopay');
  await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');

  // The endpoint and the payment's own webhookUrl each get one delivery.
  await eventually(async () => {
    expect(received).toHaveLength(2);
  }, 20_000);
  for (const delivery of received) {
    const body = JSON.parse(delivery.body);
    expect(body).toMatchObject({
      type: 'payment.succeeded',
      data: { payment: { reference: payment.reference, status: 'succeeded', amount: payment.amount, provider: 'clictopay' } },
    });
    expect(body.data.payment.result).toBeUndefined();
    expect(delivery.headers['svc-event-type']).toBe('payment.succeeded');
    expect(delivery.headers['svc-event-id']).toBe(body.id);
    // Verified here apart from the service's signer: HMAC-SHA256 of "<t>.<raw body>".
    const signature = String(delivery.headers['svc-signature']);
    const t = /t=(\d+)/.exec(signature)![1]!;
    const expected = createHmac('sha256', secret).update(`${t}.${delivery.body}`).digest('hex');
    expect(signature.split(',').filter((p) => p.startsWith('v1=')).map((p) => p.slice(3))).toContain(expected);
    expect(Math.abs(Date.now() / 1000 - Number(t))).toBeLessThan(300);
  }

  const settled = await eventually(async () => {
    const read = await getPayment(app, merchant, payment.reference);
    expect(read.result.merchantConfirmation).toBe('confirmed');
    return read;
  }, 10_000);
  expect(settled.status).toBe('succeeded');
  expect(settled.result.merchantConfirmationReason).toMatchObject({ outcome: 'delivered', statusCode: 204, tries: 1 });

  const timeline = await app.http.get(`/payments/${payment.reference}/timeline`, asKey(merchant.apiKey));
  expect(timeline.body.webhooks.deliveries).toHaveLength(2);
  expect(timeline.body.webhooks.tries.map((t: { outcome: string }) => t.outcome)).toEqual(['delivered', 'delivered']);
  expect(app.logs.join('\n')).not.toContain(secret);
});

it("says the merchant's webhook is due as soon as a payment ends, until its fan-out knows whether anyone takes it", async () => {
  // An endpoint takes payment.canceled: the cancel's own answer says the webhook is due (it said not_configured), then
  // the delivery confirms it.
  const endpoint = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url: `${receiverUrl}/canceled`, events: ['payment.canceled'] }, asKey(merchant.apiKey));
  expect(endpoint.status, endpoint.text).toBe(201);
  const toCancel = await newPayment(app, merchant);
  const canceled = await app.http.post(`/payments/${toCancel.reference}/cancel`, { reason: 'test' }, asKey(merchant.apiKey));
  expect(canceled.status, canceled.text).toBe(200);
  expect(canceled.body.result.merchantConfirmation).toBe('pending');
  await eventually(async () => expect((await getPayment(app, merchant, toCancel.reference)).result.merchantConfirmation).toBe('confirmed'), 15_000);

  // A merchant without any endpoint: due at first, then not configured once the fan-out has found none.
  const alone = await collectingMerchant(app, ['clictopay']);
  const unheard = await newPayment(app, alone);
  const ended = await app.http.post(`/payments/${unheard.reference}/cancel`, { reason: 'test' }, asKey(alone.apiKey));
  expect(ended.body.result.merchantConfirmation).toBe('pending');
  await eventually(async () => expect((await getPayment(app, alone, unheard.reference)).result.merchantConfirmation).toBe('not_configured'), 15_000);
});
