// Recovery after an outage: every delivery of an endpoint that failed in the window is tried once
// more, as a manual try of who asked, once however many recoveries run at the same time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../../../shared/store/audit-repository.js';
import { getDelivery } from '../../../shared/store/webhook-deliveries-repository.js';
import { runDeliveryStep, MAX_AUTOMATIC_TRIES } from '../../../shared/webhooks/deliver-automatic.js';
import type { DeliveryMessage } from '../../../shared/webhooks/delivery-attempt.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { listTriesOfDelivery } from '../../../shared/webhooks/payment-webhooks.js';
import { recoverDeliveries, type RecoveryMessage } from '../../../shared/webhooks/recover-deliveries.js';
import { runRecoveryTry } from '../../../shared/webhooks/retry-manual.js';
import { getWebhookEndpoint } from '../../../shared/webhooks/webhook-reads.js';
import { verifyWebhookSignature } from '../../../shared/webhooks/verify-signature.js';
import { asKey, asSession, createMerchant, type Merchant } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { commitEvent, fakeClock, ok, queueCapture, startReceiver, waitFor, type Answer, type Receiver } from './support.js';

let app: TestApp;
let merchant: Merchant;
const receivers: Receiver[] = [];

beforeAll(async () => {
  app = await startTestApp();
  merchant = await createMerchant(app.http);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await app?.stop();
});

const DAY = 86_400_000;
const base = () => `/organisations/${merchant.organisationId}/webhooks`;
const down: Answer = (_req, res) => void res.writeHead(503).end('down for maintenance');

async function receiver(answer: Answer) {
  const r = await startReceiver(answer);
  receivers.push(r);
  return r;
}

async function endpointAt(url: string) {
  const created = await app.http.post(base(), { url }, asKey(merchant.apiKey));
  expect(created.status).toBe(201);
  return { id: created.body.id as string, secret: created.body.secret as string };
}

/** A payment event fanned out to the one active endpoint, created at `at`; its first try's message. */
async function deliveryCreatedAt(at: Date): Promise<DeliveryMessage> {
  const { event } = await commitEvent({ organisationId: merchant.organisationId, paymentAccountId: merchant.defaultAccountId });
  const capture = queueCapture();
  const [delivery] = await fanOutPaymentEvent(event.id, { enqueue: capture.enqueueMany, now: () => at });
  return { deliveryId: delivery!.id, tryNumber: 1 };
}

/** Runs the six automatic tries of a delivery on a clock of its own: it ends `failed` when the receiver is down. */
async function runAllTries(first: DeliveryMessage, start: Date) {
  const clock = fakeClock(start);
  let message: DeliveryMessage | undefined = first;
  while (message) {
    const capture = queueCapture();
    const step = await runDeliveryStep(message, { now: clock.now, enqueue: capture.enqueue });
    if (step.kind !== 'tried') throw new Error(`unexpected step ${step.kind}`);
    message = step.next?.message;
    if (message) clock.set(new Date(message.notBefore!));
  }
  return (await getDelivery(first.deliveryId))!;
}

describe('POST /organisations/{id}/webhooks/{endpointId}/recover', () => {
  it('after an outage, two recoveries at once deliver each failed delivery of the window once, as manual tries of who asked; delivered and older ones are left alone', async () => {
    const merchantServer = await receiver(down);
    const endpoint = await endpointAt(merchantServer.url);
    const now = Date.now();

    // The outage: 20 deliveries made over the last two days, each tried six times, all failed.
    const inWindow = await Promise.all(Array.from({ length: 20 }, (_, i) => deliveryCreatedAt(new Date(now - 2 * DAY + i * 60_000))));
    // One older than the window, failed too; one of the window delivered by a retry after the outage.
    const older = await deliveryCreatedAt(new Date(now - 4 * DAY));
    const retried = await deliveryCreatedAt(new Date(now - DAY));
    const ended = await Promise.all([...inWindow, older, retried].map((m) => runAllTries(m, new Date(now - DAY))));
    expect(ended.every((d) => d.status === 'failed' && d.attempts === MAX_AUTOMATIC_TRIES)).toBe(true);
    expect(merchantServer.requests).toHaveLength(22 * MAX_AUTOMATIC_TRIES);

    // The server is up again.
    merchantServer.answer = ok;
    expect((await app.http.post(`${base()}/deliveries/${retried.deliveryId}/retry`, undefined, asKey(merchant.apiKey))).body.status).toBe('delivered');
    merchantServer.requests.length = 0;

    const since = new Date(now - 3 * DAY).toISOString();
    const [a, b] = await Promise.all([
      app.http.post(`${base()}/${endpoint.id}/recover`, { since }, asKey(merchant.apiKey)),
      app.http.post(`${base()}/${endpoint.id}/recover`, { since }, asSession(merchant.owner.cookie)),
    ]);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body.count + b.body.count).toBe(20);
    expect(a.body).toMatchObject({ since, hasMore: false });

    // The webhook worker of the app makes the queued tries.
    await waitFor(async () => {
      const all = await Promise.all(inWindow.map((m) => getDelivery(m.deliveryId)));
      return all.every((d) => d?.status === 'delivered' && !d.recovery) || undefined;
    }, 30_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const eventIds = merchantServer.requests.map((r) => r.headers['svc-event-id']);
    expect(eventIds).toHaveLength(20);
    expect(new Set(eventIds).size).toBe(20);
    // Signed like any other try, with the endpoint's secret.
    for (const request of merchantServer.requests) {
      expect(() => verifyWebhookSignature(request.raw, request.headers['svc-signature'] as string, [endpoint.secret])).not.toThrow();
    }

    // Each one: the six automatic tries, then one manual try of who asked (the key or the owner).
    const askers = new Set([merchant.apiKeyId, merchant.owner.userId]);
    for (const { deliveryId } of inWindow) {
      const tries = await listTriesOfDelivery(deliveryId);
      expect(tries.map((t) => `${t.trigger}:${t.tryNumber}`)).toEqual(['automatic:1', 'automatic:2', 'automatic:3', 'automatic:4', 'automatic:5', 'automatic:6', 'manual:1']);
      expect(askers.has(tries[6]!.requestedBy!)).toBe(true);
      expect(tries[6]!.outcome).toBe('delivered');
    }
    // The older one is still failed with no manual try; the retried one was not sent again.
    expect(await getDelivery(older.deliveryId)).toMatchObject({ status: 'failed', manualTries: 0 });
    expect(await getDelivery(retried.deliveryId)).toMatchObject({ status: 'delivered', manualTries: 1 });

    // Audited, with the count, once per call.
    const audit = (await listAudit(merchant.organisationId, null, 200)).items.filter((e) => e.action === 'webhook_endpoint.recovered');
    expect(audit.map((e) => (e.details as { count: number }).count).sort()).toEqual([a.body.count, b.body.count].sort());

    // Nothing failed is left in the window: a third recovery queues nothing.
    const again = await app.http.post(`${base()}/${endpoint.id}/recover`, { since }, asKey(merchant.apiKey));
    expect(again.body.count).toBe(0);
    await app.http.delete(`${base()}/${endpoint.id}`, asKey(merchant.apiKey));
  }, 120_000);

  it('while a recovery try is queued, a retry answers 409 and a repeated message of that try sends it once', async () => {
    const merchantServer = await receiver(down);
    const endpoint = await endpointAt(merchantServer.url);
    const failed = await runAllTries(await deliveryCreatedAt(new Date()), new Date());
    merchantServer.answer = ok;
    merchantServer.requests.length = 0;

    // Queued, not yet tried (its messages are kept here instead of going to the worker).
    const queued: RecoveryMessage[] = [];
    const record = (await getWebhookEndpoint(merchant.organisationId, endpoint.id))!;
    const recovered = await recoverDeliveries({
      endpoint: record,
      since: new Date(Date.now() - DAY),
      actor: { type: 'api_key', id: merchant.apiKeyId },
      clientIp: null,
      enqueue: async (messages) => void queued.push(...messages),
    });
    expect(recovered.count).toBe(1);

    const listed = await app.http.get(`${base()}/${endpoint.id}/deliveries`, asKey(merchant.apiKey));
    expect(listed.body.items[0]).toMatchObject({ id: failed.id, status: 'failed' });
    expect(listed.body.items[0].recoveryQueuedAt).toEqual(expect.any(String));
    const retry = await app.http.post(`${base()}/deliveries/${failed.id}/retry`, undefined, asKey(merchant.apiKey));
    expect(retry.status).toBe(409);
    expect(retry.body.error).toBe('webhook_delivery_pending');

    // SQS delivers at least once: the same message twice, at once, sends one request.
    const results = await Promise.all([runRecoveryTry(queued[0]!), runRecoveryTry(queued[0]!), runRecoveryTry(queued[0]!)]);
    expect(results.filter((r) => r.kind === 'tried')).toHaveLength(1);
    expect(merchantServer.requests).toHaveLength(1);
    expect(await getDelivery(failed.id)).toMatchObject({ status: 'delivered', manualTries: 1, recovery: null });
    // Once made, the message arriving again does nothing.
    expect((await runRecoveryTry(queued[0]!)).kind).toBe('skipped');
    expect(merchantServer.requests).toHaveLength(1);
    await app.http.delete(`${base()}/${endpoint.id}`, asKey(merchant.apiKey));
  }, 60_000);

  it('refuses a window over 14 days, a date in the future or malformed, and a disabled endpoint, in the contract format', async () => {
    const merchantServer = await receiver(ok);
    const endpoint = await endpointAt(merchantServer.url);
    const recover = (body: unknown, id = endpoint.id) => app.http.post(`${base()}/${id}/recover`, body, asKey(merchant.apiKey));
    for (const body of [
      { since: new Date(Date.now() - 15 * DAY).toISOString() },
      { since: new Date(Date.now() + DAY).toISOString() },
      { since: 'yesterday' },
      {},
      { since: new Date().toISOString(), extra: 1 },
    ]) {
      const res = await recover(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ error: 'validation_failed', message: expect.any(String) });
    }
    expect((await recover({ since: new Date().toISOString() }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    await app.http.delete(`${base()}/${endpoint.id}`, asKey(merchant.apiKey));
    const disabled = await recover({ since: new Date().toISOString() });
    expect(disabled.status).toBe(409);
    expect(disabled.body.error).toBe('webhook_endpoint_disabled');
  });
});
