// Sending a pending payment to its payer (POST /payments/{reference}/send): an email with the
// `payUrl` in the payer's language, queued in the outbox in one transaction with the payment's
// timeline item, on the condition that the payment is still pending. Limited per payment: the
// allowance is taken first (one conditional write, so that parallel sends cannot pass it), and
// given back when nothing is sent.
import { AppError } from '../domain/errors.js';
import type { PaymentRecord, TimelineSource } from '../domain/records/payment.js';
import type { Actor } from '../domain/timeline.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import { paymentWrites } from '../store/payment-writes.js';
import { giveBack, take } from '../store/rate-limits.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { commit } from './payment-writes.js';
import { isDue, expirePayment } from './expire-payment.js';
import { payerLocaleOf, paymentRequestEmail } from './payment-request-email.js';

/** Sends a payer may receive for one payment in an hour (a typo corrected, a reminder, one more). */
export const SENDS_PER_PAYMENT = 3;
export const SEND_WINDOW_SECONDS = 3_600;

export interface SendPaymentInput {
  payment: PaymentRecord;
  channel: 'email';
  actor: Actor;
  source: TimelineSource;
  now?: Date;
}

export interface SentPayment {
  reference: string;
  channel: 'email';
  to: string;
  locale: string;
  payUrl: string;
  queuedAt: string;
  sendsLeft: number;
}

/** "a•••@example.tn": enough for the merchant to recognise the address, no more in the answer's logs. */
const masked = (email: string) => {
  const [user = '', domain = ''] = email.split('@');
  return `${user.slice(0, 1)}•••@${domain}`;
};

export async function sendPaymentToPayer(input: SendPaymentInput): Promise<SentPayment> {
  const now = input.now ?? new Date();
  let { payment } = input;
  if (isDue(payment, now)) payment = (await expirePayment(payment.reference, now)).payment ?? payment;
  if (payment.status === 'expired') throw new AppError('payment_expired', 'This payment has expired: create another one to send.');
  if (payment.status !== 'pending') {
    throw new AppError('payment_not_pending', `This payment is ${payment.status}: only a pending payment can be sent to its payer.`, { status: payment.status });
  }
  const email = payment.payer?.email;
  if (!email) {
    throw new AppError('payer_field_required', 'This payment has no payer email to send it to.', { fields: [{ field: 'payer.email', message: 'required to send by email' }] });
  }

  const bucket = `send:${payment.reference}`;
  const taken = await take(bucket, SENDS_PER_PAYMENT, SEND_WINDOW_SECONDS, now);
  if (!taken.allowed) {
    throw new AppError(
      'rate_limited',
      `This payment was sent ${SENDS_PER_PAYMENT} times within the hour; retry in ${taken.retryAfterSeconds} seconds.`,
      { retryAfterSeconds: taken.retryAfterSeconds },
      { 'retry-after': String(taken.retryAfterSeconds) },
    );
  }
  const message = paymentRequestEmail(payment);
  const outbox = newOutboxEvent('email.send', message, now);
  const timeline = new TimelineBatch(payment.reference, now).paymentEvent({
    type: 'payment.sent_to_payer',
    category: 'email',
    source: input.source,
    actor: input.actor,
    details: { channel: 'email', to: masked(email), locale: payerLocaleOf(payment), outboxEventId: outbox.id },
  });
  const sent = await commit([paymentWrites.stillPending(payment.reference), { Put: outbox.put }, ...timeline.writes()], [outbox.id]).catch(async (error) => {
    await giveBack(bucket, SEND_WINDOW_SECONDS, now);
    throw error;
  });
  if (!sent) {
    // The payment ended meanwhile: nothing was sent, and the send is not counted.
    await giveBack(bucket, SEND_WINDOW_SECONDS, now);
    throw new AppError('payment_not_pending', 'This payment ended while it was being sent: nothing was sent.');
  }
  return {
    reference: payment.reference,
    channel: 'email',
    to: masked(email),
    locale: payerLocaleOf(payment),
    payUrl: payment.payUrl,
    queuedAt: now.toISOString(),
    sendsLeft: SENDS_PER_PAYMENT - taken.count,
  };
}
