// Expiry: a payment still pending at `expiresAt` becomes `expired`. The scheduled job does it
// for every due payment; reads that meet a due payment do it at once, so that nobody is shown
// a payment as payable after its expiry. Attempts still open keep being followed: a success
// they report later is recorded and raised (`attempt.duplicate_success`).
//
// Primary course:
// 1. read the payment; nothing to do unless it is pending and due;
// 2. one transaction, conditioned on the version read and on `pending`: the payment expired
//    (out of the expiry index), the `payment.expired` event and the timeline item;
// 3. a lost race reads again (a success or a cancel may have come first: nothing to do).
import { logger } from '../log/logger.js';
import { dueExpiries, EXPIRY_SHARDS, getPayment } from '../store/payments-repository.js';
import { type PaymentRecord } from '../domain/records/payment.js';
import { commit, endPendingPayment, MAX_TRANSITION_ROUNDS, tooManyRaces } from './payment-writes.js';
import { SYSTEM_ACTOR } from '../domain/timeline.js';
import { walkShards } from '../store/shards.js';

export const isDue = (payment: PaymentRecord, now: Date) =>
  payment.status === 'pending' && Date.parse(payment.expiresAt) <= now.getTime();

/** Expires the payment when it is due; answers the payment as it is afterwards. */
export async function expirePayment(reference: string, now = new Date()): Promise<{ payment: PaymentRecord | undefined; expired: boolean }> {
  for (let round = 0; round < MAX_TRANSITION_ROUNDS; round += 1) {
    const payment = await getPayment(reference);
    if (!payment || !isDue(payment, now)) return { payment, expired: false };
    const { after, writes, outboxEventId } = endPendingPayment(
      payment,
      {
        status: 'expired',
        set: { failureCode: 'payment_expired' },
        by: { source: 'system', actor: SYSTEM_ACTOR },
        details: { expiresAt: payment.expiresAt },
      },
      now,
    );
    if (await commit(writes, [outboxEventId])) return { payment: after, expired: true };
  }
  throw tooManyRaces();
}

/** The payment as a reader should see it: expired first when it is due. */
export async function withExpiryApplied(payment: PaymentRecord, now = new Date()): Promise<PaymentRecord> {
  if (!isDue(payment, now)) return payment;
  return (await expirePayment(payment.reference, now)).payment ?? payment;
}

/** Shards walked at once: a run with nothing due is one query a shard, this many in flight. */
const SHARDS_AT_ONCE = 16;

/** The scheduled job: every due payment of every shard, a page at a time, until time runs short. */
export async function expireDuePayments(options: { now?: Date; deadline?: number; pageSize?: number } = {}): Promise<number> {
  const now = options.now ?? new Date();
  const pageSize = options.pageSize ?? 100;
  let expired = 0;
  const walk = async (shard: number) => {
    for (;;) {
      if (options.deadline && Date.now() > options.deadline) return;
      const references = await dueExpiries(shard, now, pageSize);
      const results = await Promise.allSettled(references.map((reference) => expirePayment(reference, now)));
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') expired += result.value.expired ? 1 : 0;
        else logger.error('payment expiry failed', { reference: references[i], error: result.reason });
      });
      // The index lags the table: a page of payments already handled means the rest waits for the next run.
      if (references.length < pageSize || results.every((r) => r.status === 'rejected' || !r.value.expired)) break;
    }
  };
  await walkShards({ shards: EXPIRY_SHARDS, atOnce: SHARDS_AT_ONCE, now, deadline: options.deadline }, walk);
  return expired;
}
