// The payment's merchant confirmation when many deliveries of its ending event finish at the
// same moment: each try writes it in its own transaction, so the answer must not depend on
// which of them lands last.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDeliveryStep } from '../../../shared/webhooks/deliver-automatic.js';
import type { DeliveryMessage } from '../../../shared/webhooks/delivery-attempt.js';
import { fanOutPaymentEvent } from '../../../shared/webhooks/fan-out.js';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, getPayment, newPayment, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { commitEvent, queueCapture, startReceiver, type Answer, type Receiver } from './support.js';

const ENDPOINTS = 20;

let app: TestApp;
const receivers: Receiver[] = [];

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
}, 60_000);
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  await app?.stop();
});

/** `/hook/<i>` answers what `answerOf(i)` says. */
const byHook =
  (answerOf: (i: number) => number): Answer =>
  (req, res) => {
    res.writeHead(answerOf(Number(req.url.split('/').pop()))).end();
  };

/**
 * A payment of a new merchant with twenty endpoints (the most an organisation may have) on one
 * receiver, and its ending event fanned out: twenty deliveries, their first tries not yet run.
 */
async function twentyDeliveries(answerOf: (i: number) => number) {
  const merchant: Collector = await collectingMerchant(app, ['clictopay']);
  const receiver = await startReceiver(byHook(answerOf));
  receivers.push(receiver);
  const endpoints: string[] = [];
  for (let i = 0; i < ENDPOINTS; i++) {
    const created = await app.http.post(
      `/organisations/${merchant.organisationId}/webhooks`,
      { url: `${receiver.origin}/hook/${i}`, events: ['payment.failed'] },
      asKey(merchant.apiKey),
    );
    expect(created.status, created.text).toBe(201);
    endpoints.push(created.body.id);
  }
  const payment = await newPayment(app, merchant);
  const { event } = await commitEvent({
    organisationId: merchant.organisationId,
    paymentAccountId: merchant.defaultAccountId,
    type: 'payment.failed',
    paymentId: payment.id,
    reference: payment.reference,
  });
  const capture = queueCapture();
  const deliveries = await fanOutPaymentEvent(event.id, { enqueue: capture.enqueueMany });
  expect(deliveries).toHaveLength(ENDPOINTS);
  const hookOf = new Map(deliveries.map((d) => [d.id, Number(d.url.split('/').pop())]));
  const firstTries = capture.sent.map((s) => s.message);
  const confirmation = async () => (await getPayment(app, merchant, payment.reference)).result;
  const disable = (i: number) =>
    app.http.delete(`/organisations/${merchant.organisationId}/webhooks/${endpoints[i]}`, asKey(merchant.apiKey));
  return { firstTries, hookOf, confirmation, disable };
}

/** Runs the messages all at once, as twenty workers would. */
const allAtOnce = (messages: DeliveryMessage[]) => Promise.all(messages.map((m) => runDeliveryStep(m, { enqueue: async () => {} })));

describe('merchant confirmation with twenty deliveries finishing at once', () => {
  it('one delivered among nineteen failed tries: confirmed, about the delivered one, and later failures leave it so', async () => {
    const d = await twentyDeliveries((i) => (i === 7 ? 204 : 500));
    expect((await d.confirmation()).merchantConfirmation).toBe('pending');
    const steps = await allAtOnce(d.firstTries);
    expect(steps.filter((s) => s.kind === 'tried')).toHaveLength(ENDPOINTS);
    const delivered = d.firstTries.find((m) => d.hookOf.get(m.deliveryId) === 7)!;
    const result = await d.confirmation();
    expect(result.merchantConfirmation).toBe('confirmed');
    expect(result.merchantConfirmationReason).toMatchObject({ outcome: 'delivered', statusCode: 204, tries: 1, deliveryId: delivered.deliveryId });

    // The second tries of the others fail too: still confirmed.
    const seconds = d.firstTries.filter((m) => m !== delivered).map((m) => ({ ...m, tryNumber: 2 }));
    const again = await allAtOnce(seconds);
    expect(again.filter((s) => s.kind === 'tried')).toHaveLength(ENDPOINTS - 1);
    expect((await d.confirmation()).merchantConfirmation).toBe('confirmed');
  }, 120_000);

  it('twenty deliveries stopped at once (their endpoints disabled): failed, not pending', async () => {
    const d = await twentyDeliveries(() => 204);
    for (let i = 0; i < ENDPOINTS; i++) expect((await d.disable(i)).status).toBe(200);
    const steps = await allAtOnce(d.firstTries);
    expect(steps.map((s) => s.kind)).toEqual(Array(ENDPOINTS).fill('stopped'));
    const result = await d.confirmation();
    expect(result.merchantConfirmation).toBe('failed');
    expect(result.merchantConfirmationReason).toMatchObject({ endpointDisabled: true, tries: 0 });
  }, 120_000);

  it('nineteen stopped while one is being retried: pending, about the one retried', async () => {
    const d = await twentyDeliveries(() => 503);
    for (let i = 1; i < ENDPOINTS; i++) expect((await d.disable(i)).status).toBe(200);
    const steps = await allAtOnce(d.firstTries);
    expect(steps.filter((s) => s.kind === 'stopped')).toHaveLength(ENDPOINTS - 1);
    const retried = d.firstTries.find((m) => d.hookOf.get(m.deliveryId) === 0)!;
    const result = await d.confirmation();
    expect(result.merchantConfirmation).toBe('pending');
    expect(result.merchantConfirmationReason).toMatchObject({ outcome: 'http_5xx', statusCode: 503, tries: 1, deliveryId: retried.deliveryId });
    expect(result.merchantConfirmationReason.nextRetryAt).toEqual(expect.any(String));
  }, 120_000);
});
