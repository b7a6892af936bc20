// End to end in local mode: init-payment, the payer pays at a provider's simulator, the v2
// signal (GET <webhook>?payment_ref=..., unsigned) reaches a loopback receiver through the
// webhook delivery engine, GET v2 says completed, and the payer is sent back where v2 says.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventually,
  openAttempt,
  payerCompletes,
  PAYMENT_TEST_ENV,
  timelineOf,
  type Collector,
} from '../payments/support.js';
import { getV2, initV2 } from './support.js';

interface Signal {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let app: TestApp;
let merchant: Collector;
let receiver: Server;
let receiverBase: string;
const signals: Signal[] = [];

beforeAll(async () => {
  // Two attempts per payment, so that a payment fails after two failed attempts.
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, PAYMENTS_MAX_ATTEMPTS: '2' } });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      signals.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await new Promise((resolve) => receiver?.close(resolve));
});

const signalsFor = (reference: string) => signals.filter((s) => s.url.includes(`payment_ref=${reference}`));

async function paid(reference: string) {
  const attempt = await openAttempt(app, reference, 'clictopay');
  await payerCompletes(app, merchant, reference, attempt.attemptId, 'clictopay', 'success');
}

it('calls the webhook with payment_ref when the payment succeeds, then GET says completed; the payer goes to the webhook', async () => {
  const created = await initV2(app, merchant, {
    webhook: `${receiverBase}/konnect/notify?shop=42`,
    silentWebhook: false,
    acceptedPaymentMethods: ['bank_card'],
  });
  await paid(created.paymentRef);

  const [signal] = await eventually(async () => {
    const received = signalsFor(created.paymentRef);
    expect(received).toHaveLength(1);
    return received;
  }, 20_000);
  // GET, the merchant's query kept and payment_ref joined with &, unsigned, no body.
  expect(signal!.method).toBe('GET');
  expect(signal!.url).toBe(`/konnect/notify?shop=42&payment_ref=${created.paymentRef}`);
  expect(signal!.headers['svc-signature']).toBeUndefined();
  expect(signal!.headers['content-length'] ?? '0').toBe('0');

  expect((await getV2(app, merchant, created.paymentRef)).status).toBe('completed');

  // Without silentWebhook the payer's browser is sent to the webhook.
  const back = await app.http.get(`/checkout/${created.paymentRef}/return?outcome=success`);
  expect(back.status).toBe(302);
  expect(back.headers.get('location')).toBe(`${receiverBase}/konnect/notify?shop=42&payment_ref=${created.paymentRef}`);
  const view = await app.http.get(`/checkout/${created.paymentRef}/status`);
  expect(view.body.successUrl).toBe(back.headers.get('location'));

  // The call is a delivery like any other: on the payment's timeline with its try.
  const timeline = await eventually(async () => {
    const read = await timelineOf(app, merchant, created.paymentRef);
    expect(read.webhooks.tries.map((t: { outcome: string }) => t.outcome)).toEqual(['delivered']);
    return read;
  }, 10_000);
  expect(timeline.webhooks.deliveries).toMatchObject([
    { endpointId: null, url: `${receiverBase}/konnect/notify?shop=42&payment_ref=${created.paymentRef}`, status: 'delivered' },
  ]);
  expect(timeline.items.map((item: { type: string }) => item.type)).toContain('payer_redirected_to_merchant');
});

it('with silentWebhook, calls the webhook server to server and sends the payer to successUrl with payment_ref (& after a query)', async () => {
  const created = await initV2(app, merchant, {
    webhook: `${receiverBase}/silent`,
    silentWebhook: true,
    successUrl: 'https://shop.example.tn/checkout/order-received/4242?key=wc_order_abc',
    failUrl: 'https://shop.example.tn/checkout/failed',
  });
  await paid(created.paymentRef);
  await eventually(async () => {
    expect(signalsFor(created.paymentRef).map((s) => s.url)).toEqual([`/silent?payment_ref=${created.paymentRef}`]);
  }, 20_000);
  expect((await getV2(app, merchant, created.paymentRef)).status).toBe('completed');
  const back = await app.http.get(`/checkout/${created.paymentRef}/return?outcome=success`);
  expect(back.status).toBe(302);
  expect(back.headers.get('location')).toBe(
    `https://shop.example.tn/checkout/order-received/4242?key=wc_order_abc&payment_ref=${created.paymentRef}`,
  );
});

it('signals a payment that ends otherwise too, and sends the payer to failUrl with payment_ref', async () => {
  const created = await initV2(app, merchant, {
    webhook: `${receiverBase}/ended`,
    silentWebhook: true,
    failUrl: 'https://shop.example.tn/checkout/failed',
  });
  const cancel = await app.http.post(`/payments/${created.paymentRef}/cancel`, { reason: 'cart emptied' }, asKey(merchant.apiKey));
  expect(cancel.status, cancel.text).toBe(200);
  await eventually(async () => {
    expect(signalsFor(created.paymentRef).map((s) => s.url)).toEqual([`/ended?payment_ref=${created.paymentRef}`]);
  }, 20_000);
  expect((await getV2(app, merchant, created.paymentRef)).status).toBe('canceled');
  const back = await app.http.get(`/checkout/${created.paymentRef}/return?outcome=fail`);
  expect(back.headers.get('location')).toBe(`https://shop.example.tn/checkout/failed?payment_ref=${created.paymentRef}`);
});

it('makes no signal while the payment is pending, and keeps a v3 payment\'s return URL as it is', async () => {
  const created = await initV2(app, merchant, { webhook: `${receiverBase}/pending` });
  await openAttempt(app, created.paymentRef, 'clictopay');
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(signalsFor(created.paymentRef)).toEqual([]);
  const pending = await app.http.get(`/checkout/${created.paymentRef}/return`);
  expect(pending.headers.get('location')).toContain(`/pay/${created.paymentRef}`);
});

it('keeps the outbound safety of webhooks: a signal to the cloud metadata address is blocked and recorded, never sent', async () => {
  const created = await initV2(app, merchant, { webhook: 'http://169.254.169.254/latest/meta-data/', silentWebhook: true });
  const cancel = await app.http.post(`/payments/${created.paymentRef}/cancel`, {}, asKey(merchant.apiKey));
  expect(cancel.status, cancel.text).toBe(200);
  const timeline = await eventually(async () => {
    const read = await timelineOf(app, merchant, created.paymentRef);
    expect(read.webhooks.tries).toHaveLength(1);
    expect(read.webhooks.tries[0].outcome).not.toBeNull();
    return read;
  }, 10_000);
  expect(timeline.webhooks.tries[0]).toMatchObject({ outcome: 'invalid_url_or_blocked' });
  expect(timeline.webhooks.deliveries[0]).toMatchObject({ url: `http://169.254.169.254/latest/meta-data/?payment_ref=${created.paymentRef}` });
  expect(timeline.webhooks.deliveries[0].status).not.toBe('delivered');
});

it('says failed once the last allowed attempt failed, with each transaction, signals it and sends the payer to failUrl', async () => {
  const created = await initV2(app, merchant, {
    webhook: `${receiverBase}/failed`,
    silentWebhook: true,
    failUrl: 'https://shop.example.tn/checkout/failed?order=9',
    acceptedPaymentMethods: ['bank_card'],
  });
  const outcomes = ['expire', 'decline'] as const;
  for (const outcome of outcomes) {
    const attempt = await openAttempt(app, created.paymentRef, 'clictopay');
    await payerCompletes(app, merchant, created.paymentRef, attempt.attemptId, 'clictopay', outcome);
    await eventually(async () => {
      const read = await getV2(app, merchant, created.paymentRef);
      expect(read.transactions.at(-1).status).not.toBe('pending_payment');
    }, 10_000);
  }
  const failed = await eventually(async () => {
    const read = await getV2(app, merchant, created.paymentRef);
    expect(read.status).toBe('failed');
    return read;
  }, 10_000);
  expect(failed.transactions.map((t: { status: string }) => t.status)).toEqual(['expired', 'failed_payment']);
  await eventually(async () => {
    expect(signalsFor(created.paymentRef).map((s) => s.url)).toEqual([`/failed?payment_ref=${created.paymentRef}`]);
  }, 20_000);
  const back = await app.http.get(`/checkout/${created.paymentRef}/return?outcome=fail`);
  expect(back.headers.get('location')).toBe(`https://shop.example.tn/checkout/failed?order=9&payment_ref=${created.paymentRef}`);
});

// Last: the endpoint registered here receives the events of every later payment of the merchant.
it('raises the v3 signed webhooks of a v2 payment like any other, beside the v2 signal', async () => {
  const endpoint = await app.http.post(
    `/organisations/${merchant.organisationId}/webhooks`,
    { url: `${receiverBase}/v3hooks`, events: ['payment.succeeded'] },
    asKey(merchant.apiKey),
  );
  expect(endpoint.status, endpoint.text).toBe(201);
  const created = await initV2(app, merchant, { webhook: `${receiverBase}/both`, orderId: 'WC-77' });
  await paid(created.paymentRef);
  const signed = await eventually(async () => {
    const posts = signals.filter((s) => s.method === 'POST' && s.url === '/v3hooks' && s.body.includes(created.paymentRef));
    expect(posts).toHaveLength(1);
    return posts[0]!;
  }, 20_000);
  expect(signed.headers['svc-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}/);
  expect(JSON.parse(signed.body)).toMatchObject({
    type: 'payment.succeeded',
    data: { payment: { reference: created.paymentRef, status: 'succeeded', amount: 12_345, orderId: 'WC-77' } },
  });
  await eventually(async () => {
    expect(signalsFor(created.paymentRef).map((s) => `${s.method} ${s.url}`)).toEqual([`GET /both?payment_ref=${created.paymentRef}`]);
  }, 20_000);
});
