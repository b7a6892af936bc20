// Canceling a payment (POST /payments/{reference}/cancel).
//
// Primary course:
// 1. the payment is the organisation's (404 `payment_not_found`) and in the caller's scope;
// 2. it is pending (409 `payment_not_pending` otherwise; a payment past its expiry is
//    expired first, then refused the same way);
// 3. one transaction, conditioned on the version read and on `pending`: the payment
//    canceled with its reason, the `payment.canceled` event and the timeline item.
// No new attempt can be opened afterwards. Attempts still open are ended at their providers
// before the answer, within a short budget (end-attempts.ts), the outbox retrying the rest; one whose provider has no cancel operation keeps being followed, and a
// success reported later is recorded and raised (`attempt.duplicate_success`).
import { AppError, notFound } from '../domain/errors.js';
import { getPayment } from '../store/payments-repository.js';
import { type PaymentRecord, type TimelineSource } from '../domain/records/payment.js';
import { endAttemptsEvent } from './end-attempts-event.js';
import { endOpenAttemptsNow } from './end-attempts.js';
import { expirePayment, isDue } from './expire-payment.js';
import { commit, endPendingPayment, MAX_TRANSITION_ROUNDS, tooManyRaces } from './payment-writes.js';
import { type Actor } from '../domain/timeline.js';

export const notPending = (payment: PaymentRecord) =>
  new AppError('payment_not_pending', `This payment is ${payment.status}: only a pending payment can change.`, { status: payment.status });

export async function cancelPayment(input: {
  reference: string;
  organisationId: string;
  checkAccount?: (accountId: string) => void;
  reason: string | null;
  actor: Actor;
  source: TimelineSource;
  now?: Date;
}): Promise<PaymentRecord> {
  for (let round = 0; round < MAX_TRANSITION_ROUNDS; round += 1) {
    const now = input.now ?? new Date();
    let payment = await getPayment(input.reference);
    if (!payment || payment.organisationId !== input.organisationId) throw notFound('payment_not_found', 'Payment');
    input.checkAccount?.(payment.paymentAccountId);
    if (isDue(payment, now)) payment = (await expirePayment(payment.reference, now)).payment ?? payment;
    if (payment.status !== 'pending') throw notPending(payment);

    const { after, writes, outboxEventId } = endPendingPayment(
      payment,
      { status: 'canceled', set: { cancelReason: input.reason }, by: input, details: { reason: input.reason } },
      now,
    );
    // Attempts still open at providers are ended there: nobody pays a canceled order.
    const ending = payment.openAttemptsCount > 0 ? endAttemptsEvent({ reference: payment.reference, keepAttemptId: null, reason: 'payment_canceled' }, now) : null;
    if (ending) writes.push({ Put: ending.put });
    if (await commit(writes, [outboxEventId, ...(ending ? [ending] : [])])) {
      // Ended now, within a short budget, before the merchant has the answer; the event retries the rest.
      if (ending) await endOpenAttemptsNow({ reference: payment.reference, keepAttemptId: null, reason: 'payment_canceled' }, after);
      return after;
    }
  }
  throw tooManyRaces();
}
