// A provider that answers after the service stopped waiting. An initiation answered late leaves
// an order at the provider that the service gave up on; a status answered late leaves a payer's
// callback unconfirmed. Either way the payment ends as the provider says, once, and the merchant
// hears of it once. (An order created by an initiation answered too late has no provider reference
// here: see "Initiations answered after the time-out" in docs/api-decisions.md.)
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { collectingMerchant, eventsOf, eventually, paymentBody, PAYMENT_TEST_ENV, type Collector } from '../payments/support.js';
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
