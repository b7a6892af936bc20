// A payer never pays one payment twice: the attempts a payment no longer needs (left for another,
// or open when it succeeds or is canceled) are ended at their providers, whose simulators then
// refuse to take the money; one the payer paid before it could be ended is settled at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderCode } from '../../../shared/domain/payments.js';
import { asKey, asSession, createStaff } from '../../support/fixtures.js';
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
let merchant: Collector;
let staffCookie: string;

beforeAll(async () => {
  app = await startTestApp({ env: PAYMENT_TEST_ENV });
  merchant = await collectingMerchant(app, ['kashy', 'flouci', 'clictopay']);
  staffCookie = (await createStaff(app.http)).cookie;
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

/** The attempt as the merchant sees it, once the outbox has run. */
async function attemptOnceSettled(reference: string, attemptId: string, status: string) {
  return eventually(async () => {
    await app.queuesIdle();
    const attempt = await merchantAttempt(app, merchant, reference, attemptId);
    expect(attempt.status).toBe(status);
    return attempt;
  }, 15_000);
}

/** The payer tries to pay an order at its provider: refused when its merchant ended it. */
const payAtProvider = (provider: ProviderCode, externalRef: string) => app.simulators.control.complete(provider, externalRef, 'success');

describe('attempts a payment no longer needs are ended at their providers', () => {
  it('a new attempt ends the one the payer left: the old QR code can no longer be paid', async () => {
    const payment = await newPayment(app, merchant, { acceptedProviders: ['kashy', 'flouci'] });
    const left = await openAttempt(app, payment.reference, 'kashy');
    const kashyOrder = (await merchantAttempt(app, merchant, payment.reference, left.attemptId)).externalRef;
    const chosen = await openAttempt(app, payment.reference, 'flouci');

    const ended = await attemptOnceSettled(payment.reference, left.attemptId, 'canceled');
    expect(ended.result.failureCode).toBe('canceled_by_payer');
    expect(app.simulators.control.order('kashy', kashyOrder)?.state).toBe('canceled');

    // The payer pays with Flouci, then scans the old Kashy QR code: Kashy refuses.
    const flouciOrder = (await merchantAttempt(app, merchant, payment.reference, chosen.attemptId)).externalRef;
    await payAtProvider('flouci', flouciOrder);
    await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'));
    await expect(payAtProvider('kashy', kashyOrder)).rejects.toThrow(/ended/);
    expect((await eventsOf(payment.reference)).filter((e) => e.type === 'attempt.duplicate_success')).toHaveLength(0);

    const items = (await timelineOf(app, merchant, payment.reference, '&category=attempt')).items;
    expect(items).toContainEqual(
      expect.objectContaining({
        type: 'attempt.canceled',
        attemptId: left.attemptId,
        source: 'system',
        actor: { type: 'system', id: null },
        attemptEvent: expect.objectContaining({ source: 'manual' }),
        details: expect.objectContaining({ reason: 'new_attempt', endedAtProvider: true }),
      }),
    );
  });

  it('the retry of a left attempt\'s ending never ends an attempt the payer opened after it', async () => {
    const payment = await newPayment(app, merchant, { acceptedProviders: ['clictopay', 'kashy'] });
    /** The statuses of the payment's `attempts.end` events (the staff's outbox list; this file writes few events). */
    const endingEvents = async () => {
      const res = await app.http.get('/admin/outbox?limit=200', asSession(staffCookie));
      expect(res.status, res.text).toBe(200);
      return (res.body.items as Array<{ type: string; status: string; payload: { reference?: string } }>)
        .filter((e) => e.type === 'attempts.end' && e.payload.reference === payment.reference)
        .map((e) => e.status);
    };
    const first = await openAttempt(app, payment.reference, 'clictopay');
    // The payer goes to Kashy (which ends the card attempt; its outbox event retries that seconds later), then comes
    // back to the card before that event runs.
    const second = await openAttempt(app, payment.reference, 'kashy');
    const third = await openAttempt(app, payment.reference, 'clictopay');
    // Both openings' events (each written with its attempt, run seconds later) have run.
    await eventually(async () => expect(await endingEvents()).toEqual(['done', 'done']), 45_000, 500);
    await app.queuesIdle();

    const chosen = await merchantAttempt(app, merchant, payment.reference, third.attemptId);
    expect(chosen.status).toBe('redirected');
    expect((await merchantAttempt(app, merchant, payment.reference, first.attemptId)).status).toBe('canceled');
    expect((await merchantAttempt(app, merchant, payment.reference, second.attemptId)).status).toBe('canceled');
    // The payer pays the card they chose last: taken, and the payment succeeds.
    await payAtProvider('clictopay', chosen.externalRef);
    await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'));
  }, 90_000);

  it('a merchant cancel ends the open card attempt: the card page refuses the payer', async () => {
    const payment = await newPayment(app, merchant, { acceptedProviders: ['clictopay'] });
    const opened = await openAttempt(app, payment.reference, 'clictopay');
    const order = (await merchantAttempt(app, merchant, payment.reference, opened.attemptId)).externalRef;
    const cancel = await app.http.post(`/payments/${payment.reference}/cancel`, { reason: 'out of stock' }, asKey(merchant.apiKey));
    expect(cancel.status, cancel.text).toBe(200);

    await attemptOnceSettled(payment.reference, opened.attemptId, 'canceled');
    expect(app.simulators.control.order('clictopay', order)?.state).toBe('canceled');
    // The payer, still on ClicToPay's page, submits the card: refused, nothing charged.
    const page = app.simulators.control.order('clictopay', order)!.payerPageUrl;
    const submitted = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'pay', cardNumber: '4509211111111119', expiry: '12/30', cvc: '123' }).toString(),
      redirect: 'manual',
    });
    expect(submitted.status).toBe(409);
    expect(await submitted.text()).toContain('canceled by the merchant');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('canceled');
  });

  it('an attempt the payer paid before it could be ended is settled at once, not ended', async () => {
    const payment = await newPayment(app, merchant, { acceptedProviders: ['kashy', 'flouci'] });
    const paid = await openAttempt(app, payment.reference, 'kashy');
    const kashyOrder = (await merchantAttempt(app, merchant, payment.reference, paid.attemptId)).externalRef;
    // Paid in the Kashy app while Kashy's status service was down: the callback could not be
    // confirmed, the payment is still pending, and the payer goes back and picks Flouci.
    app.simulators.control.setScenario('kashy', kashyOrder, 'status_5xx');
    await payAtProvider('kashy', kashyOrder);
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('pending');
    app.simulators.control.setScenario('kashy', kashyOrder, 'success');
    await openAttempt(app, payment.reference, 'flouci');
    await attemptOnceSettled(payment.reference, paid.attemptId, 'succeeded');
    expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded');
    expect((await eventsOf(payment.reference)).filter((e) => e.type === 'payment.succeeded')).toHaveLength(1);
  });

  it('a success ends the other attempts still open; one whose provider has no cancel keeps being followed', async () => {
    const payment = await newPayment(app, merchant, { acceptedProviders: ['flouci', 'clictopay'] });
    // Flouci's API has no cancel: the attempt the payer leaves stays open at Flouci.
    const left = await openAttempt(app, payment.reference, 'flouci');
    const card = await openAttempt(app, payment.reference, 'clictopay');
    await app.queuesIdle();
    expect((await merchantAttempt(app, merchant, payment.reference, left.attemptId)).status).not.toBe('canceled');

    await payAtProvider('clictopay', (await merchantAttempt(app, merchant, payment.reference, card.attemptId)).externalRef);
    await eventually(async () => expect((await getPayment(app, merchant, payment.reference)).status).toBe('succeeded'));
    // The outbox's retries of the endings run a few seconds after the requests that ended what they could.
    await eventually(async () => {
      await app.queuesIdle();
      const outbox = await app.http.get('/admin/outbox?limit=200', asSession(staffCookie));
      const endings = (outbox.body.items as Array<{ type: string; payload: Record<string, unknown>; status: string }>).filter(
        (e) => e.type === 'attempts.end' && e.payload.reference === payment.reference,
      );
      expect(endings.map((e) => [e.payload.reason, e.status]).sort()).toEqual([
        ['new_attempt', 'done'],
        ['payment_succeeded', 'done'],
      ]);
    }, 20_000);
    // Still followed: a success Flouci reports later is recorded and raised, never hidden.
    await payAtProvider('flouci', (await merchantAttempt(app, merchant, payment.reference, left.attemptId)).externalRef);
    await eventually(async () => {
      await app.queuesIdle();
      expect((await eventsOf(payment.reference)).filter((e) => e.type === 'attempt.duplicate_success')).toHaveLength(1);
    }, 15_000);
  });
});
