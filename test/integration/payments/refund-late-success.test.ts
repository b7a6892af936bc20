// Money that came after its payment ended goes back to the payer when the merchant chose so (an
// account setting, off by default): the late success is still recorded and raised, then refunded
// at the provider, the attempt reads `refunded` and the timeline says so under `refund`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  collectingMerchant,
  eventsOf,
  eventually,
  getPayment,
  merchantAttempt,
  newPayment,
  openAttempt,
  PAYMENT_TEST_ENV,
  timelineOf,
  type Collector,
} from './support.js';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

/**
 * A ClicToPay attempt paid while ClicToPay's status service was down (the payment stays pending),
 * then the merchant cancels: ending the order finds it paid, so the success is late.
 */
async function lateSuccessAfterCancel(merchant: Collector) {
  const payment = await newPayment(app, merchant, { acceptedProviders: ['clictopay'] });
  const opened = await openAttempt(app, payment.reference, 'clictopay');
  const order = (await merchantAttempt(app, merchant, payment.reference, opened.attemptId)).externalRef as string;
  app.simulators.control.setScenario('clictopay', order, 'status_5xx');
  await app.simulators.control.complete('clictopay', order, 'success');
  expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');
  app.simulators.control.setScenario('clictopay', order, 'success');
  const canceled = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
  expect(canceled.status, canceled.text).toBe(200);
  await eventually(async () => {
    await app.queuesIdle();
    expect((await eventsOf(payment.reference)).map((e) => e.type)).toContain('attempt.duplicate_success');
  }, 20_000);
  await app.queuesIdle();
  return { reference: payment.reference as string, attemptId: opened.attemptId, order };
}

describe('a late success', () => {
  it('is refunded at the provider when the account asks for it, and the timeline says so under refund', async () => {
    const merchant = await collectingMerchant(app, ['clictopay']);
    const account = `/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}`;
    expect((await app.http.get(account, asKey(merchant.apiKey))).body.refundLateSuccesses).toBe(false);
    const changed = await app.http.patch(account, { refundLateSuccesses: true }, asSession(merchant.owner.cookie));
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.refundLateSuccesses).toBe(true);

    const { reference, attemptId, order } = await lateSuccessAfterCancel(merchant);
    await eventually(async () => {
      await app.queuesIdle();
      expect((await merchantAttempt(app, merchant, reference, attemptId)).status).toBe('refunded');
    }, 20_000);
    expect(app.simulators.control.order('clictopay', order)?.state).toBe('refunded');
    expect((await getPayment(app, merchant, reference)).status).toBe('canceled');
    const refunds = (await timelineOf(app, merchant, reference, '&category=refund')).items;
    expect(refunds.map((item: { type: string }) => item.type)).toEqual(['attempt.refunded']);
    expect(refunds[0]).toMatchObject({ attemptId, source: 'system', details: expect.objectContaining({ amount: 12_500, automatic: true }) });
  });

  it('is left to the merchant by default: recorded and raised, not refunded', async () => {
    const merchant = await collectingMerchant(app, ['clictopay']);
    const { reference, attemptId, order } = await lateSuccessAfterCancel(merchant);
    await app.queuesIdle();
    expect((await merchantAttempt(app, merchant, reference, attemptId)).status).toBe('succeeded');
    expect(app.simulators.control.order('clictopay', order)?.state).toBe('paid');
    expect((await timelineOf(app, merchant, reference, '&category=refund')).items).toEqual([]);
  });
});
