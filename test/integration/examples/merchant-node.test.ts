// examples/merchant-node against the test app, through its exported functions: a payment created
// with an Idempotency-Key (the same key answers the same payment), paid at the ClicToPay simulator,
// its signed `payment.succeeded` received and verified by the example's receiver, the payment read
// back as succeeded; the same real delivery with one byte changed is refused with 400.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../lib/web/client/index.js';
import {
  ApiError,
  createPayment,
  merchantClient,
  readPayment,
  registerWebhook,
  startWebhookReceiver,
  type WebhookReceiver,
} from '../../../examples/merchant-node/merchant.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, openAttempt, payerCompletes, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { startReceiver, type Receiver } from '../webhooks/support.js';

let app: TestApp;
let merchant: Collector;
let client: ApiClient;
let example: WebhookReceiver;
/** Between the service and the example's receiver: keeps each delivery as sent, byte for byte. */
let relay: Receiver;
let secret: string | undefined;
let endpoint: { organisationId: string; endpointId: string };

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  client = merchantClient({ apiBaseUrl: app.baseUrl, apiKey: merchant.apiKey });
  example = await startWebhookReceiver({ secrets: () => secret ?? [] });
  relay = await startReceiver(async (request, res) => {
    const answer = await forward(request.raw, request.headers['svc-signature'] as string);
    res.writeHead(answer.status).end(await answer.text());
  });
  const registered = await registerWebhook(client, relay.url);
  ({ secret } = registered);
  endpoint = registered;
}, 60_000);

afterAll(async () => {
  await relay?.close();
  await example?.stop();
  await app?.stop();
});

const forward = (body: Buffer, signature: string) =>
  fetch(example.url, { method: 'POST', headers: { 'content-type': 'application/json', 'svc-signature': signature }, body });

describe('examples/merchant-node', () => {
  it('creates a payment once per Idempotency-Key, receives its signed payment.succeeded, and reads it back as paid', async () => {
    const order = { amount: 12_500, orderId: `example-${randomUUID().slice(0, 8)}`, description: 'Commande exemple' };
    const key = randomUUID();
    const payment = await createPayment(client, order, key);
    expect(payment).toMatchObject({ status: 'pending', amount: 12_500, currency: 'TND', orderId: order.orderId });

    // The merchant's retry (same key, same order) answers the same payment; another key makes another.
    const replay = await createPayment(client, order, key);
    expect(replay.reference).toBe(payment.reference);
    const other = await createPayment(client, { ...order, orderId: `${order.orderId}-b` }, randomUUID());
    expect(other.reference).not.toBe(payment.reference);
    // The same key with another order is refused, not silently answered with the first payment.
    await expect(createPayment(client, { ...order, amount: 13_000 }, key)).rejects.toMatchObject({ status: 422, code: 'idempotency_key_reused' });

    const attempt = await openAttempt(app, payment.reference, 'clictopay');
    await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');

    const event = await example.next((e) => e.type === 'payment.succeeded' && e.data.payment.reference === payment.reference, 30_000);
    expect(event.type === 'webhook.test' ? undefined : event.data.payment).toMatchObject({
      reference: payment.reference,
      status: 'succeeded',
      amount: 12_500,
      provider: 'clictopay',
    });
    expect(example.refused).toEqual([]);

    const settled = await readPayment(client, payment.reference);
    expect(settled).toMatchObject({ reference: payment.reference, status: 'succeeded', provider: 'clictopay' });
  }, 90_000);

  it('acknowledges the test event a member sends, which names no payment', async () => {
    const sent = await app.http.post(
      `/organisations/${endpoint.organisationId}/webhooks/${endpoint.endpointId}/test`,
      {},
      { headers: { 'x-api-key': merchant.apiKey } },
    );
    expect(sent.status, sent.text).toBe(201);
    // The example's handler answered 2xx: the try the service recorded says delivered.
    expect(sent.body.try).toMatchObject({ outcome: 'delivered', statusCode: 200 });
    expect(example.events.some((e) => e.type === 'webhook.test')).toBe(true);
  });

  it('refuses with 400 the real delivery with one byte of its body changed, and acknowledges the untouched one once', async () => {
    const delivered = relay.requests.find((r) => JSON.parse(r.body).type === 'payment.succeeded');
    expect(delivered, 'a delivery went through the relay').toBeDefined();
    const signature = delivered!.headers['svc-signature'] as string;
    const events = example.events.length;

    // One byte changed: the first digit of the amount.
    const tampered = Buffer.from(delivered!.raw);
    const at = tampered.indexOf('"amount":') + '"amount":'.length;
    tampered[at] = tampered[at] === 0x39 ? 0x38 : tampered[at]! + 1;
    const refused = await forward(tampered, signature);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('no_matching_signature');
    expect(example.refused).toEqual([{ status: 400, reason: 'no_matching_signature' }]);

    // No signature at all, or a signature made with another secret: refused as well.
    expect((await fetch(example.url, { method: 'POST', body: delivered!.raw })).status).toBe(400);
    const forged = signature.replace(/v1=[0-9a-f]{64}/, `v1=${'0'.repeat(64)}`);
    expect((await forward(delivered!.raw, forged)).status).toBe(400);

    // The real delivery again (a retry of the service): 200, not handled twice.
    expect((await forward(delivered!.raw, signature)).status).toBe(200);
    expect(example.events).toHaveLength(events);
  });

  it('reports an API refusal with its status and code', async () => {
    const refusal = await readPayment(client, 'ffffffffffffffffffffffff').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, code: 'payment_not_found' });
  });
});
