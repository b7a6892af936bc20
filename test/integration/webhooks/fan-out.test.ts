import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDelivery } from '../../../shared/store/webhook-deliveries-repository.js';
import { runDeliveryStep } from '../../../shared/webhooks/deliver-automatic.js';
import { deliveryIdOf, fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import {
  listDeliveriesOfPayment,
  listTriesOfDelivery,
  listTriesOfPayment,
} from '../../../shared/webhooks/payment-webhooks.js';
import { asKey, asSession, createMerchant, unique, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { commitEvent, queueCapture, startReceiver, type Receiver } from './support.js';

let app: TestApp;
let merchant: Merchant;
let otherAccountId: string;
let shop: Receiver;
let elsewhere: Receiver;
const endpoints: Record<string, { id: string; secret: string }> = {};

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
  [shop, elsewhere] = await Promise.all([startReceiver(), startReceiver()]);
  const account = await app.http.post(
    `/organisations/${merchant.organisationId}/payment-accounts`,
    { name: unique('Caisse') },
    asSession(merchant.owner.cookie),
  );
  otherAccountId = account.body.id;
  const register = async (name: string, body: Record<string, unknown>) => {
    const res = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, body, asKey(merchant.apiKey));
    expect(res.status).toBe(201);
    endpoints[name] = { id: res.body.id, secret: res.body.secret };
  };
  // The shop's endpoint takes every event of every account; the others must get nothing here.
  await register('shop', { url: `${shop.origin}/webhooks` });
  await register('otherAccount', { url: `${elsewhere.origin}/other-account`, paymentAccountId: otherAccountId });
  await register('failedOnly', { url: `${elsewhere.origin}/failed-only`, events: ['payment.failed'] });
  await register('disabled', { url: `${elsewhere.origin}/disabled` });
  await app.http.delete(`/organisations/${merchant.organisationId}/webhooks/${endpoints.disabled!.id}`, asKey(merchant.apiKey));
});
afterAll(async () => {
  await Promise.all([shop?.close(), elsewhere?.close()]);
  await app?.stop();
});

const hmac = (secret: string, t: string, raw: Buffer) =>
  createHmac('sha256', secret).update(Buffer.concat([Buffer.from(`${t}.`), raw])).digest('hex');

/** Fans out, then runs every first try (real clock, loopback allowed). */
async function fanOutAndDeliver(eventId: string) {
  const capture = queueCapture();
  const deliveries = await fanOutPaymentEvent(eventId, { enqueue: capture.enqueueMany });
  for (const { message } of capture.sent) await runDeliveryStep(message, { enqueue: queueCapture().enqueue });
  return { deliveries, queued: capture.sent };
}

describe('fan-out of a payment event', () => {
  it('one delivery per matching endpoint; another account scope, another event filter and a disabled endpoint get nothing', async () => {
    const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
    const { deliveries } = await fanOutAndDeliver(event.id);
    expect(deliveries.map((d) => [d.endpointId, d.kind, d.url])).toEqual([[endpoints.shop!.id, 'endpoint', `${shop.origin}/webhooks`]]);
    expect(elsewhere.requests).toHaveLength(0);
    expect(shop.requests.map((r) => r.url)).toEqual(['/webhooks']);

    // The other account's events reach its endpoint (and the every-account one).
    const { event: onOther } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: otherAccountId });
    const other = await fanOutAndDeliver(onOther.id);
    expect(other.deliveries.map((d) => d.endpointId).sort()).toEqual([endpoints.shop!.id, endpoints.otherAccount!.id].sort());
    // A payment.failed reaches the filtered endpoint.
    const { event: failed } = await commitEvent({
      organisationId: merchant.organisationId,
      paymentAccountId: merchant.defaultAccountId,
      type: 'payment.failed',
    });
    const failedOut = await fanOutAndDeliver(failed.id);
    expect(failedOut.deliveries.map((d) => d.endpointId).sort()).toEqual([endpoints.shop!.id, endpoints.failedOnly!.id].sort());
    expect(elsewhere.requests.map((r) => r.url).sort()).toEqual(['/failed-only', '/other-account']);
    elsewhere.requests.length = 0;
    shop.requests.length = 0;
  });

  it('is idempotent: a repeated fan-out creates no second delivery and queues nothing again', async () => {
    const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
    const first = queueCapture();
    const once = await fanOutPaymentEvent(event.id, { enqueue: first.enqueueMany });
    const second = queueCapture();
    const twice = await fanOutPaymentEvent(event.id, { enqueue: second.enqueueMany });
    expect(twice.map((d) => d.id)).toEqual(once.map((d) => d.id));
    expect(once[0]!.id).toBe(deliveryIdOf(event.id, `url:${shop.origin}/webhooks`));
    expect(first.sent).toHaveLength(1);
    expect(second.sent).toHaveLength(0);
    expect(await listDeliveriesOfPayment(event.data.payment.id)).toHaveLength(1);
  });

  it('a lost hand-off is queued again by the next fan-out run', async () => {
    const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
    await expect(
      fanOutPaymentEvent(event.id, {
        enqueue: async () => {
          throw new Error('SQS unavailable');
        },
      }),
    ).rejects.toThrow('SQS unavailable');
    const retry = queueCapture();
    await fanOutPaymentEvent(event.id, { enqueue: retry.enqueueMany });
    expect(retry.sent).toHaveLength(1);
  });

  it("delivers to a payment's webhookUrl, signed with the secret of the endpoint on its origin", async () => {
    const { event } = await commitEvent({
      organisationId: merchant.organisationId,
      paymentAccountId: merchant.defaultAccountId,
      webhookUrl: `${shop.origin}/orders/42/paid?src=svc`,
    });
    const { deliveries } = await fanOutAndDeliver(event.id);
    const own = deliveries.find((d) => d.kind === 'payment_url')!;
    expect(own).toMatchObject({ endpointId: endpoints.shop!.id, url: `${shop.origin}/orders/42/paid?src=svc` });
    const got = shop.requests.find((r) => r.url === '/orders/42/paid?src=svc')!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(got.headers['svc-signature'] as string)!;
    expect(v1).toBe(hmac(endpoints.shop!.secret, t!, got.raw));
    expect((await getDelivery(own.id))!.status).toBe('delivered');
    shop.requests.length = 0;
  });

  it('rotation: endpoints on one URL share one delivery signed with each secret; a webhookUrl is signed by every endpoint of its origin', async () => {
    const rotated = await app.http.post(
      `/organisations/${merchant.organisationId}/webhooks`,
      { url: `${shop.origin}/webhooks`, events: ['payment.canceled'] },
      asKey(merchant.apiKey),
    );
    try {
      const { event } = await commitEvent({
        organisationId: merchant.organisationId,
        paymentAccountId: merchant.defaultAccountId,
        webhookUrl: `${shop.origin}/orders/43`,
      });
      const { deliveries } = await fanOutAndDeliver(event.id);
      expect(deliveries.map((d) => d.url).sort()).toEqual([`${shop.origin}/orders/43`, `${shop.origin}/webhooks`]);
      expect(shop.requests.filter((r) => r.url === '/webhooks')).toHaveLength(1);
      for (const path of ['/webhooks', '/orders/43']) {
        const got = shop.requests.find((r) => r.url === path)!;
        const parts = (got.headers['svc-signature'] as string).split(',');
        const t = parts[0]!.slice(2);
        const values = parts.slice(1).map((p) => p.slice(3));
        expect(values.sort(), path).toEqual([hmac(endpoints.shop!.secret, t, got.raw), hmac(rotated.body.secret, t, got.raw)].sort());
      }
    } finally {
      await app.http.delete(`/organisations/${merchant.organisationId}/webhooks/${rotated.body.id}`, asKey(merchant.apiKey));
      shop.requests.length = 0;
    }
  });

  it('a delivery in flight survives the rotation: once the old endpoint is disabled, it is signed with the new secret only', async () => {
    const url = `${shop.origin}/rotating`;
    const old = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url, paymentAccountId: otherAccountId }, asKey(merchant.apiKey));
    const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: otherAccountId, type: 'payment.canceled' });
    const capture = queueCapture();
    const deliveries = await fanOutPaymentEvent(event.id, { enqueue: capture.enqueueMany });
    const rotating = deliveries.find((d) => d.url === url)!;
    expect(rotating.endpointId).toBe(old.body.id);
    const fresh = await app.http.post(`/organisations/${merchant.organisationId}/webhooks`, { url, paymentAccountId: otherAccountId }, asKey(merchant.apiKey));
    await app.http.delete(`/organisations/${merchant.organisationId}/webhooks/${old.body.id}`, asKey(merchant.apiKey));
    await runDeliveryStep({ deliveryId: rotating.id, tryNumber: 1 }, { enqueue: queueCapture().enqueue });
    const got = shop.requests.find((r) => r.url === '/rotating')!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(got.headers['svc-signature'] as string)!;
    expect(v1).toBe(hmac(fresh.body.secret, t!, got.raw));
    expect((await getDelivery(rotating.id))!.status).toBe('delivered');
    await app.http.delete(`/organisations/${merchant.organisationId}/webhooks/${fresh.body.id}`, asKey(merchant.apiKey));
    shop.requests.length = 0;
    elsewhere.requests.length = 0;
  });

  it('sends one delivery when the webhookUrl is exactly a matching endpoint URL, and none without an endpoint on its origin', async () => {
    const { event } = await commitEvent({
      organisationId: merchant.organisationId,
      paymentAccountId: merchant.defaultAccountId,
      webhookUrl: `${shop.origin}/webhooks`,
    });
    const { deliveries } = await fanOutAndDeliver(event.id);
    expect(deliveries.map((d) => d.kind)).toEqual(['endpoint']);

    const { event: orphan } = await commitEvent({
      organisationId: merchant.organisationId,
      paymentAccountId: otherAccountId,
      webhookUrl: 'https://unregistered.example.com/hook',
      type: 'payment.expired',
    });
    const out = await fanOutAndDeliver(orphan.id);
    expect(out.deliveries.map((d) => d.kind)).toEqual(['endpoint', 'endpoint']);
    shop.requests.length = 0;
    elsewhere.requests.length = 0;
  });

  it('makes the v2 call: GET <webhook>?payment_ref=<reference>, unsigned, when the payment ends', async () => {
    const reference = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    const { event } = await commitEvent({
      organisationId: merchant.organisationId,
      paymentAccountId: otherAccountId,
      v2Webhook: `${elsewhere.origin}/v2/notify?shop=7`,
      reference,
    });
    const { deliveries } = await fanOutAndDeliver(event.id);
    const v2 = deliveries.find((d) => d.kind === 'v2')!;
    expect(v2).toMatchObject({ endpointId: null, method: 'GET', url: `${elsewhere.origin}/v2/notify?shop=7&payment_ref=${reference}` });
    const got = elsewhere.requests.find((r) => r.url.startsWith('/v2/'))!;
    expect(got.method).toBe('GET');
    expect(got.url).toBe(`/v2/notify?shop=7&payment_ref=${reference}`);
    expect(got.headers).not.toHaveProperty('svc-signature');
    expect(got.body).toBe('');
    expect((await getDelivery(v2.id))).toMatchObject({ status: 'delivered', attempts: 1 });
    const [tried] = await listTriesOfDelivery(v2.id);
    expect(tried).toMatchObject({ outcome: 'delivered', requestBody: '', endpointId: null });

    // Not for an event that does not end the payment.
    const { event: duplicate } = await commitEvent({
      organisationId: merchant.organisationId,
      paymentAccountId: otherAccountId,
      v2Webhook: `${elsewhere.origin}/v2/notify`,
      type: 'attempt.duplicate_success',
    });
    const dup = await fanOutPaymentEvent(duplicate.id, { enqueue: queueCapture().enqueueMany });
    expect(dup.some((d) => d.kind === 'v2')).toBe(false);
    elsewhere.requests.length = 0;
    shop.requests.length = 0;
  });

  it('gives the payment timeline its deliveries and tries in the contract shapes', async () => {
    const { event } = await commitEvent({
      organisationId: merchant.organisationId,
      paymentAccountId: merchant.defaultAccountId,
      webhookUrl: `${shop.origin}/orders/44`,
      v2Webhook: `${shop.origin}/v2`,
    });
    await fanOutAndDeliver(event.id);
    const deliveries = await listDeliveriesOfPayment(event.data.payment.id);
    expect(deliveries).toHaveLength(3);
    for (const d of deliveries) {
      expect(Object.keys(d).sort()).toEqual(
        [
          'id', 'endpointId', 'paymentId', 'eventId', 'eventType', 'url', 'status', 'attempts', 'lastStatusCode', 'lastError',
          'lastAttemptAt', 'deliveredAt', 'lastOutcome', 'nextRetryAt', 'manualTries', 'recoveryQueuedAt', 'createdAt',
        ].sort(),
      );
      expect(d).toMatchObject({ paymentId: event.data.payment.id, eventId: event.id, status: 'delivered' });
    }
    const tries = await listTriesOfPayment(event.data.payment.id);
    expect(tries).toHaveLength(3);
    for (const t of tries) {
      expect(Object.keys(t).sort()).toEqual(
        [
          'id', 'deliveryId', 'endpointId', 'eventId', 'eventType', 'url', 'tryNumber', 'trigger', 'requestedBy', 'requestHeaders',
          'requestBody', 'startedAt', 'durationMs', 'outcome', 'statusCode', 'responseHeaders', 'responseExcerpt', 'errorMessage',
          'nextRetryAt',
        ].sort(),
      );
      expect(t).toMatchObject({ outcome: 'delivered', trigger: 'automatic', tryNumber: 1 });
    }
    const times = tries.map((t) => t.startedAt);
    expect([...times].sort()).toEqual(times);
    shop.requests.length = 0;
  });
});
