// A provider that answers after the service stopped waiting. An initiation answered late leaves
// an order at the provider that the service gave up on; a status answered late leaves a payer's
// callback unconfirmed. Either way the payment ends as the provider says, once, and the merchant
// hears of it once. (An order created by an initiation answered too late has no provider reference
// here: see "Initiations answered after the time-out" in docs/api-decisions.md.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventsOf, eventually, getPayment, openAttempt, payerCompletes, paymentBody, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
import { paymentsRoutes } from '../../../functions/http/payments/routes.js';
import type { RouteGroupManifest } from '../../../shared/http/route-manifest.js';
import { settle } from './support/audit.js';
import { countingReceiver, type CountingReceiver } from './support/receiver.js';

let app: TestApp;
let merchant: Collector;
let receiver: CountingReceiver;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['clictopay']);
  receiver = await countingReceiver();
  const endpoint = await app.http.post(
    `/organisations/${merchant.organisationId}/webhooks`,
    { url: receiver.url, events: ['payment.succeeded'] },
    asKey(merchant.apiKey),
  );
  expect(endpoint.status, endpoint.text).toBe(201);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await receiver?.stop();
});

async function newPayment(): Promise<string> {
  const res = await app.http.post('/payments', paymentBody({ orderId: `slow-${randomUUID()}` }), asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(201);
  return res.body.reference;
}

async function attemptsOf(reference: string) {
  const res = await app.http.get(`/payments/${reference}/attempts`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body.items as Array<{ id: string; status: string; externalRef: string | null }>;
}

/** The payment's events of a type, once the queues have run. */
const eventsOfType = async (reference: string, type: string) => (await eventsOf(reference)).filter((e) => e.type === type);

/** The payment ends `succeeded` (within `timeoutMs`), with one `payment.succeeded` that the merchant received once. */
async function succeedsOnceAndIsHeard(reference: string, timeoutMs: number) {
  await eventually(async () => {
    await settle(app);
    expect((await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey))).body.status).toBe('succeeded');
  }, timeoutMs);
  const succeeded = await eventsOfType(reference, 'payment.succeeded');
  expect(succeeded).toHaveLength(1);
  await eventually(async () => {
    await settle(app);
    expect(receiver.received.get(succeeded[0]!.id)).toBe(1);
  }, 20_000);
  return (await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey))).body;
}

describe('a provider that answers after the time-out', () => {
  it('an initiation answered late: the payer is told at once (502, timeout), pays on a new attempt, and the payment succeeds once', async () => {
    const reference = await newPayment();
    app.simulators.control.setNextScenario('clictopay', 'init_slow');
    const late = await app.http.post(`/checkout/${reference}/attempts`, { provider: 'clictopay' });
    expect(late.status, late.text).toBe(502);
    expect(late.body).toMatchObject({ error: 'provider_init_failed', providerErrorCode: 'timeout' });

    // The payer tries again and pays.
    const again = await app.http.post(`/checkout/${reference}/attempts`, { provider: 'clictopay' });
    expect(again.status, again.text).toBe(201);
    const paid = (await attemptsOf(reference)).find((a) => a.id === again.body.attemptId)!;
    await app.simulators.control.complete('clictopay', paid.externalRef!, 'success');
    const payment = await succeedsOnceAndIsHeard(reference, 20_000);
    expect(payment.status).toBe('succeeded');
    expect(payment.result.attemptId).toBe(again.body.attemptId);
  }, 90_000);

  it('a status answered late: the callback is not trusted alone; the payment succeeds once the provider answers, once', async () => {
    const reference = await newPayment();
    app.simulators.control.setNextScenario('clictopay', 'status_slow');
    const opened = await app.http.post(`/checkout/${reference}/attempts`, { provider: 'clictopay' });
    expect(opened.status, opened.text).toBe(201);
    const attempt = (await attemptsOf(reference)).find((a) => a.id === opened.body.attemptId)!;
    // The payer pays; the provider calls back, but its status service answers too late to confirm.
    await app.simulators.control.complete('clictopay', attempt.externalRef!, 'success');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await app.http.get(`/payments/${reference}`, asKey(merchant.apiKey))).body.status).toBe('pending');
    expect(await eventsOfType(reference, 'payment.succeeded')).toHaveLength(0);

    // The status service recovers: the next check settles the payment.
    app.simulators.control.setScenario('clictopay', attempt.externalRef!, 'success');
    await succeedsOnceAndIsHeard(reference, 40_000);
  }, 90_000);
});

describe('a refund the provider answers after the function\'s time', () => {
  /** Lambda's time-out of the payments function (the manifest's, 10 s by default), which the refund's call is cut to fit in. */
  const PAYMENTS_TIMEOUT_MS = ((paymentsRoutes as RouteGroupManifest).timeoutSeconds ?? 10) * 1000;

  it('is answered 201 pending before the function\'s time-out, never 503 outcome_unknown, and holds its amount', async () => {
    const reference = await newPayment();
    const attempt = await openAttempt(app, reference, 'clictopay');
    await payerCompletes(app, merchant, reference, attempt.attemptId, 'clictopay', 'success');
    await eventually(async () => expect((await getPayment(app, merchant, reference)).status).toBe('succeeded'), 15_000);

    // The simulator makes the refund but answers after 15 s; the provider's time-out (10 s) is as long as the function's.
    app.simulators.control.setNextRefundScenario('clictopay', 'refund_timeout');
    const started = performance.now();
    const asked = await app.http.post(`/payments/${reference}/refunds`, { amount: 4_000 }, { headers: { ...asKey(merchant.apiKey).headers, 'idempotency-key': randomUUID() } });
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body).toMatchObject({ status: 'pending', amount: 4_000 });
    expect(performance.now() - started).toBeLessThan(PAYMENTS_TIMEOUT_MS);
    expect((await app.http.get(`/refunds/${asked.body.id}`, asKey(merchant.apiKey))).body.status).toBe('pending');
    const over = await app.http.post(`/payments/${reference}/refunds`, { amount: 12_500 - 3_000 }, asKey(merchant.apiKey));
    expect(over.body).toMatchObject({ error: 'refund_exceeds_refundable', refundable: 12_500 - 4_000 });
  }, 60_000);
});
