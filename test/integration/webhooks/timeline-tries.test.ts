// Webhook tries on the payment timeline (every try is a `notification` item carrying its
// `webhookTry`), and the manual retry of a delivery whose endpoint was disabled, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidWebhookSignature } from '../../../shared/webhooks/verify-signature.js';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventually,
  newPayment,
  openAttempt,
  payerCompletes,
  PAYMENT_TEST_ENV,
  timelineOf,
  type Collector,
} from '../payments/support.js';
import { startReceiver, type Receiver } from './support.js';

let app: TestApp;
let merchant: Collector;
let receiver: Receiver;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  receiver = await startReceiver();
});

afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const webhooks = () => `/organisations/${merchant.organisationId}/webhooks`;

async function register(url: string): Promise<{ id: string; secret: string }> {
  const res = await app.http.post(webhooks(), { url, events: ['payment.succeeded'] }, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id, secret: res.body.secret };
}

/** A payment paid at the simulator, whose payment.succeeded reached the receiver once. */
async function paidPayment(receiver: Receiver) {
  const payment = await newPayment(app, merchant);
  const attempt = await openAttempt(app, payment.reference, 'clictopay');
  const before = receiver.requests.length;
  await payerCompletes(app, merchant, payment.reference, attempt.attemptId, 'clictopay', 'success');
  await eventually(async () => expect(receiver.requests.length).toBe(before + 1), 20_000);
  // The try's answer is recorded just after the receiver answered.
  const timeline = await eventually(async () => {
    const read = await timelineOf(app, merchant, payment.reference, '&category=notification');
    expect(read.items).toHaveLength(1);
    return read;
  }, 10_000);
  return { payment, deliveryId: timeline.webhooks.deliveries[0].id as string };
}

describe('webhook tries on the payment timeline', () => {
  it('shows every try, automatic and manual, as a notification item with its webhookTry', async () => {
    const endpoint = await register(receiver.url);
    const { payment, deliveryId } = await paidPayment(receiver);
    // payment.succeeded names the attempt that collected it, with the members docs/webhooks.md lists.
    const body = JSON.parse(receiver.requests.at(-1)!.body);
    const [attempt] = (await app.http.get(`/payments/${payment.reference}/attempts`, asKey(merchant.apiKey))).body.items;
    expect(body.data.attempt).toEqual({
      id: attempt.id,
      provider: 'clictopay',
      status: 'succeeded',
      externalRef: attempt.externalRef,
      authorizationCode: expect.anything(),
      completedAt: attempt.completedAt,
    });

    const retry = await app.http.post(`${webhooks()}/deliveries/${deliveryId}/retry`, undefined, asSession(merchant.owner.cookie));
    expect(retry.status, retry.text).toBe(200);

    const notifications = await timelineOf(app, merchant, payment.reference, '&category=notification');
    expect(notifications.items).toHaveLength(2);
    const [automatic, manual] = notifications.items;
    expect(automatic).toMatchObject({
      kind: 'payment_event',
      type: 'webhook.try',
      category: 'notification',
      attemptId: null,
      actor: { type: 'system', id: null },
      source: 'system',
      details: { deliveryId, eventType: 'payment.succeeded', tryNumber: 1, trigger: 'automatic', outcome: 'delivered', statusCode: 200 },
      attemptEvent: null,
      webhookTry: { deliveryId, tryNumber: 1, trigger: 'automatic', outcome: 'delivered', requestedBy: null },
    });
    expect(manual).toMatchObject({
      actor: { type: 'merchant_user', id: merchant.owner.userId },
      source: 'dashboard',
      webhookTry: { deliveryId, tryNumber: 1, trigger: 'manual', outcome: 'delivered', requestedBy: merchant.owner.userId },
    });
    // The same tries as `webhooks.tries`, member for member.
    expect(notifications.items.map((item) => item.webhookTry)).toEqual(notifications.webhooks.tries);

    // In the whole timeline, after the events that led to them; not under other categories.
    const all = await timelineOf(app, merchant, payment.reference);
    const types = all.items.map((item) => item.type);
    expect(types.indexOf('webhook.try')).toBeGreaterThan(types.indexOf('payment.succeeded'));
    expect(all.items.filter((item) => item.webhookTry !== null)).toHaveLength(2);
    const attempts = await timelineOf(app, merchant, payment.reference, '&category=attempt&category=payment');
    expect(attempts.items.some((item) => item.category === 'notification')).toBe(false);
    expect((await app.http.delete(`${webhooks()}/${endpoint.id}`, asKey(merchant.apiKey))).status).toBe(200);
  });
});

describe('manual retry of a delivery whose endpoint was disabled', () => {
  it('is signed with the active endpoint now on the same URL, and refused when none is left', async () => {
    const rotated = await startReceiver();
    const first = await register(rotated.url);
    const { deliveryId, payment } = await paidPayment(rotated);

    // Secret rotation: a second endpoint on the same URL, then the first disabled.
    const second = await register(rotated.url);
    expect((await app.http.delete(`${webhooks()}/${first.id}`, asKey(merchant.apiKey))).status).toBe(200);
    const retried = await app.http.post(`${webhooks()}/deliveries/${deliveryId}/retry`, undefined, asKey(merchant.apiKey));
    expect(retried.status, retried.text).toBe(200);
    expect(retried.body).toMatchObject({ status: 'delivered', manualTries: 1 });
    const sent = rotated.requests.at(-1)!;
    const header = sent.headers['svc-signature'] as string;
    expect(isValidWebhookSignature(sent.raw, header, second.secret)).toBe(true);
    expect(isValidWebhookSignature(sent.raw, header, first.secret)).toBe(false);

    // Nothing active on the URL any more: 409, nothing sent, no try recorded.
    expect((await app.http.delete(`${webhooks()}/${second.id}`, asKey(merchant.apiKey))).status).toBe(200);
    const sentBefore = rotated.requests.length;
    const refused = await app.http.post(`${webhooks()}/deliveries/${deliveryId}/retry`, undefined, asKey(merchant.apiKey));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('webhook_endpoint_disabled');
    expect(rotated.requests.length).toBe(sentBefore);
    const timeline = await timelineOf(app, merchant, payment.reference, '&category=notification');
    expect(timeline.items).toHaveLength(2);
    await rotated.close();
  });
});
