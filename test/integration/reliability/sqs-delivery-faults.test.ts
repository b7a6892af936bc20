// SQS delivers at least once, in no promised order. Here every batch of both queues is shuffled
// and delivered twice: payments still settle once, each event reaches the merchant's endpoint once,
// and each payer gets one receipt.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asKey } from '../../support/fixtures.js';
import { countingReceiver, type CountingReceiver } from './support/receiver.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventsOf,
  eventually,
  newPayment,
  openAttempt,
  payerCompletes,
  PAYMENT_TEST_ENV,
  type Collector,
} from '../payments/support.js';

const PAYMENTS = 6;

let app: TestApp;
let merchant: Collector;
let receiver: CountingReceiver;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV, deliveryFaults: { duplicate: true, shuffle: true } });
  merchant = await collectingMerchant(app, ['clictopay', 'flouci']);
  receiver = await countingReceiver();
  const { url } = receiver;
  const endpoint = await app.http.post(
    `/organisations/${merchant.organisationId}/webhooks`,
    { url, events: ['payment.succeeded', 'payment.canceled'] },
    asKey(merchant.apiKey),
  );
  expect(endpoint.status, endpoint.text).toBe(201);
}, 60_000);

afterAll(async () => {
  await app?.stop();
  await receiver?.stop();
});

it('settles once, delivers each event once and sends one receipt per payment, though every message comes twice and out of order', async () => {
  const payments = await Promise.all(
    Array.from({ length: PAYMENTS }, async (_, i) => {
      const email = `payer-${i}-${Date.now()}@example.tn`;
      const payment = await newPayment(app, merchant, { payer: { firstName: `Payer ${i}`, email } });
      const provider = i % 2 ? 'flouci' : 'clictopay';
      const attempt = await openAttempt(app, payment.reference, provider);
      // Half of them succeed; the other half are declined, then cancelled by the merchant: both
      // endings travel through the queues.
      const outcome = i < PAYMENTS / 2 ? 'success' : 'decline';
      await payerCompletes(app, merchant, payment.reference, attempt.attemptId, provider, outcome);
      if (outcome === 'decline') {
        await eventually(async () => {
          const cancel = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
          expect(cancel.status, cancel.text).toBe(200);
        }, 10_000);
      }
      return { reference: payment.reference as string, email, outcome };
    }),
  );
  await app.runSchedule('payments-poller');

  for (const { reference, email, outcome } of payments) {
    const expected = outcome === 'success' ? 'payment.succeeded' : 'payment.canceled';
    const ending = await eventually(async () => {
      const events = (await eventsOf(reference)).filter((e) => e.type === expected);
      expect(events, reference).toHaveLength(1);
      return events[0]!;
    }, 15_000);
    await eventually(async () => {
      expect(receiver.received.get(ending.id), `${expected} of ${reference}`).toBe(1);
    }, 20_000);
    if (outcome === 'success') {
      await eventually(async () => {
        const mails = (await app.mails()).filter((m) => m.includes(`To: ${email}`));
        expect(mails, email).toHaveLength(1);
      }, 15_000);
    }
  }
  await app.queuesIdle();
  // Nothing arrived twice, even after the queues drained.
  expect([...receiver.received.values()].every((n) => n === 1), JSON.stringify([...receiver.received])).toBe(true);
  expect(receiver.received.size).toBe(PAYMENTS);
}, 120_000);
