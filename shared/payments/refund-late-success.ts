// Money that came too late goes back to the payer, when the merchant has chosen so: an attempt that
// succeeded after its payment had ended (or after another attempt had succeeded) is refunded in
// full at its provider, as a Refund of reason `duplicate` in the refunds' machinery (refunds.ts).
//
// Primary course (run by the outbox, written with the duplicate success it follows):
// 1. the refund this attempt's id names (`duplicateRefundIdOf`) does not exist yet; otherwise it is
//    the answer (a redelivered message sends nothing a second time);
// 2. the attempt is still `succeeded` and is not the payment's own success; otherwise nothing to do;
// 3. the payment's account has `refundLateSuccesses` on; otherwise the merchant refunds by hand;
// 4. the provider has a refund (`refund`), the attempt its order and its credentials are not revoked;
//    otherwise the timeline says to refund by hand (`attempt.refund_not_supported`, category
//    `refund`) and no Refund is made;
// 5. CLAIM on the attempt (refunds-repository `claimOnAttempt` with `notTheSale`): one transaction
//    with the refund (pending, requested by the system) and `refund.requested`; of parallel runs one
//    claims, the others find its refund;
// 6. ACT and SETTLE as any refund: the attempt becomes `refunded` on success; a failure frees its
//    claim; the payment's counters, `refundedAt` and the overview's refunded amount stay as they were.
// Alternate courses:
// - the provider's answer is pending or lost: the refund stays pending and the poller follows it;
// - the provider fails: the refund fails (`provider_unavailable`), and stays the answer to this
//   attempt: the merchant refunds by hand (a refund is never sent twice).
import { getConnector } from '../connectors/registry.js';
import { logger } from '../log/logger.js';
import { count } from '../log/metrics.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import { getAffiliation } from '../store/affiliations-repository.js';
import { getPaymentAccount } from '../store/payment-accounts-repository.js';
import { getPaymentAndAttempt } from '../store/payments-repository.js';
import { type AttemptRecord, type PaymentRecord } from '../domain/records/payment.js';
import type { RefundRecord } from '../domain/records/refund.js';
import { getRefundOfPayment, refundWrites } from '../store/refunds-repository.js';
import { askProvider, claimRefund, pendingRefund } from './refunds.js';
import { commit } from './payment-writes.js';
import { attemptUpdate } from '../store/payment-writes.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { SYSTEM_ACTOR } from '../domain/timeline.js';
import { uuidFromName } from '../domain/uuid.js';

export const REFUND_LATE_SUCCESS_OUTBOX_TYPE = 'attempt.refund_late_success';

export interface RefundLateSuccess {
  reference: string;
  attemptId: string;
}

export const refundLateSuccessEvent = (request: RefundLateSuccess, now?: Date) =>
  newOutboxEvent(REFUND_LATE_SUCCESS_OUTBOX_TYPE, { ...request }, now);

export type LateSuccessRefund = 'refunded' | 'pending' | 'failed' | 'not_late' | 'off' | 'not_supported';

/**
 * The id of the refund of a late duplicate success, derived from its attempt's: every run for one attempt names the
 * same refund.
 */
export const duplicateRefundIdOf = (attemptId: string): string => uuidFromName(`duplicate-refund\n${attemptId}`, 4);

const BY_SYSTEM = { source: 'system' as const, actor: SYSTEM_ACTOR };

const outcomeOf = (refund: RefundRecord): LateSuccessRefund => (refund.status === 'succeeded' ? 'refunded' : refund.status);

export async function refundLateSuccess(request: RefundLateSuccess, now = new Date()): Promise<LateSuccessRefund> {
  const refundId = duplicateRefundIdOf(request.attemptId);
  const existing = await getRefundOfPayment(request.reference, refundId);
  if (existing) return outcomeOf(existing);
  const { payment, attempt } = await getPaymentAndAttempt(request.reference, request.attemptId);
  if (!payment || !attempt || attempt.status !== 'succeeded' || payment.succeededAttemptId === attempt.id) return 'not_late';
  const account = await getPaymentAccount(payment.organisationId, payment.paymentAccountId);
  if (!account?.refundLateSuccesses) return 'off';

  const connector = getConnector(attempt.provider);
  const affiliation = await getAffiliation(attempt.organisationId, attempt.affiliation.affiliationId);
  if (!connector.refunds || !connector.refund || !attempt.externalRef || !affiliation || affiliation.status === 'revoked') {
    await recordNotSupported(payment, attempt, now);
    return 'not_supported';
  }

  // The whole late success: its own order at the provider, of which nothing was refunded before.
  const refund = pendingRefund(
    payment,
    attempt,
    { id: refundId, amount: attempt.paidAmount ?? attempt.amount, reason: 'duplicate', description: null, refundedBefore: 0 },
    BY_SYSTEM,
    now,
  );
  const claimed = await claimRefund(
    refund,
    [refundWrites.claimOnAttempt(payment.reference, attempt.id, refund.id, now), refundWrites.notTheSale(payment.reference, attempt.id)],
    BY_SYSTEM,
    now,
  );
  // Refused: the attempt was refunded, claimed by another refund, or became the payment's success meanwhile.
  if (claimed === 'refused') return 'not_late';
  if (claimed !== 'claimed') return outcomeOf(claimed);
  count('Refunds', { provider: refund.provider, outcome: 'requested' });
  const asked = await askProvider(refund, attempt, affiliation, BY_SYSTEM, now);
  if (asked.failure) logger.warn('late success refund failed at the provider', { reference: payment.reference, attemptId: attempt.id, provider: attempt.provider });
  return outcomeOf(asked.refund);
}

/**
 * The provider cannot give the late success back: the timeline says so once (`refundOutcome` is
 * written only where absent, on the attempt still `succeeded`), for the merchant to refund by hand.
 */
async function recordNotSupported(payment: PaymentRecord, attempt: AttemptRecord, now: Date): Promise<void> {
  const type = 'attempt.refund_not_supported';
  const timeline = new TimelineBatch(payment.reference, now).paymentEvent({
    type,
    category: 'refund',
    source: 'system',
    actor: SYSTEM_ACTOR,
    attemptId: attempt.id,
    details: { provider: attempt.provider, amount: attempt.paidAmount ?? attempt.amount },
  });
  const condition = {
    expression: '#status = :succeeded AND attribute_not_exists(#refundOutcome)',
    names: { '#status': 'status', '#refundOutcome': 'refundOutcome' },
    values: { ':succeeded': 'succeeded' },
  };
  // A lost race means another run recorded it: nothing is written twice.
  await commit([attemptUpdate(attempt, { set: { refundOutcome: type }, condition }, now), ...timeline.writes()]);
}
