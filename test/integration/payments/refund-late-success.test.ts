// Money that came after its payment ended (or beside its success) goes back to the payer when the
// merchant chose so (an account setting, off by default): the late success is still recorded and
// raised, then refunded at the provider as a Refund of reason `duplicate`, requested by the system,
// in the refunds' machinery (its list, its webhooks, its timeline), without touching what the
// payment itself has refunded. Redelivered or parallel runs make one refund.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCode } from '../../../shared/domain/payments.js';
import { REFUND_LATE_SUCCESS_OUTBOX_TYPE, duplicateRefundIdOf } from '../../../shared/payments/refund-late-success.js';
import { getAttempt } from '../../../shared/store/payments-repository.js';
import { outboxHandlers } from '../../../functions/workers/outbox/handlers.js';
import { asKey, asSession } from '../../support/fixtures.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import {
  browserReturns,
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
  app = await startTestApp({ env: { ...PAYMENT_TEST_ENV, REFUNDS_CHECK_DELAYS_SECONDS: '0' }, providerSandboxes: { refundSettleDelayMs: 60_000 } });
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

/** Providers whose canceling leaves an open attempt followed (they have no cancel operation). */
const NO_CANCEL: readonly ProviderCode[] = ['mpgs_poste', 'flouci'];

async function setRefundLateSuccesses(merchant: Collector, on: boolean) {
  const account = `/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}`;
  const changed = await app.http.patch(account, { refundLateSuccesses: on }, asSession(merchant.owner.cookie));
  expect(changed.status, changed.text).toBe(200);
  expect(changed.body.refundLateSuccesses).toBe(on);
}

async function duplicateRaised(reference: string) {
  await eventually(async () => {
    await app.queuesIdle();
    expect((await eventsOf(reference)).map((e) => e.type)).toContain('attempt.duplicate_success');
  }, 20_000);
  await app.queuesIdle();
}

/**
 * The merchant cancels a payment whose attempt at `provider` is then found paid: a late success.
 * Where canceling ends the order at the provider, the payer paid while its status service was down
 * (the payment stayed pending); where it does not, the payer pays after the cancel.
 */
async function lateSuccessAfterCancel(merchant: Collector, provider: ProviderCode) {
  const payment = await newPayment(app, merchant, { acceptedProviders: [provider] });
  const opened = await openAttempt(app, payment.reference, provider);
  const order = (await merchantAttempt(app, merchant, payment.reference, opened.attemptId)).externalRef as string;
  if (NO_CANCEL.includes(provider)) {
    const canceled = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(canceled.status, canceled.text).toBe(200);
    const completion = await app.simulators.control.complete(provider, order, 'success');
    if (completion.returnUrl) await browserReturns(app, completion.returnUrl);
  } else {
    app.simulators.control.setScenario(provider, order, 'status_5xx');
    await app.simulators.control.complete(provider, order, 'success');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');
    app.simulators.control.setScenario(provider, order, 'success');
    const canceled = await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey));
    expect(canceled.status, canceled.text).toBe(200);
  }
  await duplicateRaised(payment.reference);
  return { reference: payment.reference as string, attemptId: opened.attemptId as string, order };
}

const refundsOf = async (merchant: Collector, reference: string) => {
  const res = await app.http.get(`/payments/${reference}/refunds`, asKey(merchant.apiKey));
  expect(res.status, res.text).toBe(200);
  return res.body.items as any[];
};

/** The outbox's handling of the message written with the duplicate success, as a redelivery runs it. */
const deliver = (reference: string, attemptId: string) => outboxHandlers[REFUND_LATE_SUCCESS_OUTBOX_TYPE]!({ reference, attemptId });

const REFUNDING: readonly ProviderCode[] = ['clictopay', 'mpgs_poste', 'flouci', 'pluxee', 'izi', 'kashy'];

describe('a late success at a provider that can refund', () => {
  let merchant: Collector;
  beforeAll(async () => {
    merchant = await collectingMerchant(app);
    await setRefundLateSuccesses(merchant, true);
  }, 60_000);

  for (const provider of REFUNDING) {
    it(`${provider}: is given back as a Refund of reason duplicate, requested by the system; the payment's refunded amount is untouched`, async () => {
      const { reference, attemptId, order } = await lateSuccessAfterCancel(merchant, provider);
      await eventually(async () => {
        await app.queuesIdle();
        expect((await merchantAttempt(app, merchant, reference, attemptId)).status).toBe('refunded');
      }, 20_000);
      expect(app.simulators.control.order(provider, order)).toMatchObject({ refundedAmount: 12_500 });
      expect(app.simulators.control.order(provider, order)!.refunds).toHaveLength(1);

      const refunds = await refundsOf(merchant, reference);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({
        id: duplicateRefundIdOf(attemptId),
        attemptId,
        provider,
        amount: 12_500,
        status: 'succeeded',
        reason: 'duplicate',
        requestedBy: { type: 'system', id: null },
      });
      const listed = await app.http.get(`/refunds?provider=${provider}&limit=100`, asKey(merchant.apiKey));
      expect(listed.status, listed.text).toBe(200);
      expect(listed.body.items.find((r: { id: string }) => r.id === refunds[0].id)).toMatchObject({ reason: 'duplicate', status: 'succeeded' });

      const payment = await getPayment(app, merchant, reference);
      expect(payment).toMatchObject({ status: 'canceled', amountRefunded: 0 });
      expect(payment.result?.refundedAt ?? null).toBeNull();
      const events = await eventsOf(reference);
      const succeeded = events.filter((e) => e.type === 'refund.succeeded');
      expect(succeeded).toHaveLength(1);
      expect(succeeded[0]!.data).toMatchObject({ refund: { id: refunds[0].id, reason: 'duplicate' }, payment: { status: 'canceled' } });
      const timeline = (await timelineOf(app, merchant, reference, '&category=refund')).items;
      expect(timeline.map((item: { type: string }) => item.type)).toEqual(['refund.requested', 'refund.succeeded']);
      expect(timeline[1]).toMatchObject({ attemptId, source: 'system', fromStatus: 'succeeded', toStatus: 'refunded' });

      // A redelivery of the message finds the refund and sends nothing.
      await deliver(reference, attemptId);
      expect(app.simulators.control.order(provider, order)!.refunds).toHaveLength(1);
      expect(await refundsOf(merchant, reference)).toHaveLength(1);
    });
  }

  it('a refund the provider declines fails (refund.failed), frees the attempt, and a redelivery sends nothing again', async () => {
    const payment = await newPayment(app, merchant, { acceptedProviders: ['mpgs_poste'] });
    const opened = await openAttempt(app, payment.reference, 'mpgs_poste');
    const order = (await merchantAttempt(app, merchant, payment.reference, opened.attemptId)).externalRef as string;
    expect((await app.http.post(`/payments/${payment.reference}/cancel`, {}, asKey(merchant.apiKey))).status).toBe(200);
    app.simulators.control.setNextRefundScenario('mpgs_poste', 'refund_decline');
    const completion = await app.simulators.control.complete('mpgs_poste', order, 'success');
    await browserReturns(app, completion.returnUrl);
    await duplicateRaised(payment.reference);
    const [refund] = await eventually(async () => {
      await app.queuesIdle();
      const items = await refundsOf(merchant, payment.reference);
      expect(items.map((r) => r.status)).toEqual(['failed']);
      return items;
    }, 20_000);
    expect(refund).toMatchObject({ reason: 'duplicate', failureCode: 'declined', attemptId: opened.attemptId });
    expect((await eventsOf(payment.reference)).filter((e) => e.type === 'refund.failed')).toHaveLength(1);
    const attempt = await getAttempt(payment.reference, opened.attemptId);
    expect(attempt).toMatchObject({ status: 'succeeded' });
    expect(attempt!.duplicateRefundId).toBeUndefined();

    await deliver(payment.reference, opened.attemptId);
    expect(app.simulators.control.order('mpgs_poste', order)!.refunds).toHaveLength(1);
    expect(await refundsOf(merchant, payment.reference)).toHaveLength(1);
  });
});

describe('a late success at a provider that cannot refund (enda_tao)', () => {
  it('makes no Refund: the timeline says to refund it by hand', async () => {
    const merchant = await collectingMerchant(app, ['enda_tao']);
    await setRefundLateSuccesses(merchant, true);
    const { reference, attemptId, order } = await lateSuccessAfterCancel(merchant, 'enda_tao');
    await app.queuesIdle();
    expect((await merchantAttempt(app, merchant, reference, attemptId)).status).toBe('succeeded');
    expect(app.simulators.control.order('enda_tao', order)).toMatchObject({ refundedAmount: 0 });
    expect(await refundsOf(merchant, reference)).toEqual([]);
    const timeline = (await timelineOf(app, merchant, reference, '&category=refund')).items;
    expect(timeline.map((item: { type: string }) => item.type)).toEqual(['attempt.refund_not_supported']);
    expect(timeline[0]).toMatchObject({ attemptId, source: 'system', details: expect.objectContaining({ provider: 'enda_tao', amount: 12_500 }) });
    await deliver(reference, attemptId);
    expect((await timelineOf(app, merchant, reference, '&category=refund')).items).toHaveLength(1);
  });
});

describe('a late success left to the merchant', () => {
  it('is recorded and raised, not refunded, by default', async () => {
    const merchant = await collectingMerchant(app, ['clictopay']);
    const account = `/organisations/${merchant.organisationId}/payment-accounts/${merchant.defaultAccountId}`;
    expect((await app.http.get(account, asKey(merchant.apiKey))).body.refundLateSuccesses).toBe(false);
    const { reference, attemptId, order } = await lateSuccessAfterCancel(merchant, 'clictopay');
    await app.queuesIdle();
    expect((await merchantAttempt(app, merchant, reference, attemptId)).status).toBe('succeeded');
    expect(app.simulators.control.order('clictopay', order)?.state).toBe('paid');
    expect((await timelineOf(app, merchant, reference, '&category=refund')).items).toEqual([]);
    expect(await refundsOf(merchant, reference)).toEqual([]);
  });
});

describe('the same message delivered more than once', () => {
  it('handled twice while the first refund is still pending at the provider: one refund', async () => {
    const merchant = await collectingMerchant(app, ['pluxee']);
    const { reference, attemptId, order } = await lateSuccessAfterCancel(merchant, 'pluxee');
    await setRefundLateSuccesses(merchant, true);
    app.simulators.control.setNextRefundScenario('pluxee', 'refund_pending');
    expect(await deliver(reference, attemptId)).toBeUndefined();
    expect((await refundsOf(merchant, reference)).map((r) => r.status)).toEqual(['pending']);
    await deliver(reference, attemptId);
    expect(app.simulators.control.order('pluxee', order)!.refunds).toHaveLength(1);
    expect(await refundsOf(merchant, reference)).toHaveLength(1);
    expect((await getAttempt(reference, attemptId))!.duplicateRefundId).toBe(duplicateRefundIdOf(attemptId));
  });

  it('20 parallel deliveries of the same message: one refund at the provider, one Refund', async () => {
    const merchant = await collectingMerchant(app, ['kashy']);
    const { reference, attemptId, order } = await lateSuccessAfterCancel(merchant, 'kashy');
    // The message written with the duplicate success found the setting off: nothing was refunded.
    expect(await refundsOf(merchant, reference)).toEqual([]);
    await setRefundLateSuccesses(merchant, true);
    const runs = await Promise.allSettled(Array.from({ length: 20 }, () => deliver(reference, attemptId)));
    expect(runs.filter((run) => run.status === 'rejected')).toEqual([]);
    await app.queuesIdle();
    expect(app.simulators.control.order('kashy', order)!.refunds).toHaveLength(1);
    const refunds = await refundsOf(merchant, reference);
    expect(refunds.map((r) => [r.reason, r.status])).toEqual([['duplicate', 'succeeded']]);
    expect((await merchantAttempt(app, merchant, reference, attemptId)).status).toBe('refunded');
    expect((await eventsOf(reference)).filter((e) => e.type === 'refund.succeeded')).toHaveLength(1);
  });
});

describe('a duplicate collected beside the sale', () => {
  it("is refunded without changing the merchant's refunds of the sale: amountRefunded, refundedAt, what is left, the overview", async () => {
    const merchant = await collectingMerchant(app, ['mpgs_poste', 'clictopay']);
    await setRefundLateSuccesses(merchant, true);
    const payment = await newPayment(app, merchant, { acceptedProviders: ['mpgs_poste', 'clictopay'] });
    const left = await openAttempt(app, payment.reference, 'mpgs_poste');
    const leftOrder = (await merchantAttempt(app, merchant, payment.reference, left.attemptId)).externalRef as string;
    const sale = await openAttempt(app, payment.reference, 'clictopay');
    const saleOrder = (await merchantAttempt(app, merchant, payment.reference, sale.attemptId)).externalRef as string;
    await app.simulators.control.complete('clictopay', saleOrder, 'success');
    await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'), 15_000);

    // The merchant gives back part of the sale; then the payer's first attempt is paid too (MPGS cannot end it).
    const partial = await app.http.post(`/payments/${payment.reference}/refunds`, { amount: 5_000 }, asKey(merchant.apiKey));
    expect(partial.status, partial.text).toBe(201);
    expect(partial.body).toMatchObject({ status: 'succeeded', attemptId: sale.attemptId });
    const completion = await app.simulators.control.complete('mpgs_poste', leftOrder, 'success');
    await browserReturns(app, completion.returnUrl);
    await duplicateRaised(payment.reference);
    await eventually(async () => {
      await app.queuesIdle();
      expect((await merchantAttempt(app, merchant, payment.reference, left.attemptId)).status).toBe('refunded');
    }, 20_000);

    const refunds = await refundsOf(merchant, payment.reference);
    expect(refunds.map((r) => [r.attemptId, r.reason, r.amount, r.status])).toEqual([
      [sale.attemptId, 'requested_by_customer', 5_000, 'succeeded'],
      [left.attemptId, 'duplicate', 12_500, 'succeeded'],
    ]);
    expect(await getPayment(app, merchant, payment.reference)).toMatchObject({ status: 'succeeded', amountRefunded: 5_000 });
    expect((await getPayment(app, merchant, payment.reference)).result?.refundedAt ?? null).toBeNull();
    expect((await merchantAttempt(app, merchant, payment.reference, sale.attemptId)).status).toBe('succeeded');

    // What is left of the sale is still the merchant's to refund: 7 500, not a millime more.
    const tooMuch = await app.http.post(`/payments/${payment.reference}/refunds`, { amount: 7_501 }, asKey(merchant.apiKey));
    expect(tooMuch.status, tooMuch.text).toBe(422);
    expect(tooMuch.body).toMatchObject({ error: 'refund_exceeds_refundable', refundable: 7_500 });
    const rest = await app.http.post(`/payments/${payment.reference}/refunds`, {}, asKey(merchant.apiKey));
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body).toMatchObject({ amount: 7_500, status: 'succeeded' });
    const after = await getPayment(app, merchant, payment.reference);
    expect(after).toMatchObject({ amountRefunded: 12_500 });
    expect(after.result.refundedAt).toEqual(expect.any(String));
    expect(app.simulators.control.order('clictopay', saleOrder)).toMatchObject({ refundedAmount: 12_500 });
    expect(app.simulators.control.order('mpgs_poste', leftOrder)).toMatchObject({ refundedAmount: 12_500 });

    // The overview counts refunds of sales only: the duplicate's money was never counted as collected.
    const summary = await app.http.get(`/organisations/${merchant.organisationId}/payments/summary`, asKey(merchant.apiKey));
    expect(summary.status, summary.text).toBe(200);
    expect(summary.body.current.refunded).toEqual({ count: 2, amount: 12_500 });
  });
});
