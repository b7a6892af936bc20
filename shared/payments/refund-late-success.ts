// Money that came too late goes back to the payer, when the merchant has chosen so: an attempt that
// succeeded after its payment had ended (or after another attempt had succeeded) is refunded in
// full at its provider, where the provider's protocol can (docs/providers.md).
//
// Primary course (run by the outbox, written with the duplicate success it follows):
// 1. the attempt is still `succeeded` and is not the payment's own success; otherwise nothing to do;
// 2. the payment's account has `refundLateSuccesses` on; otherwise the merchant refunds by hand;
// 3. the provider has a refund operation; otherwise the timeline says so (category `refund`);
// 4. the provider refunds: the attempt becomes `refunded` (conditioned on its version) and the
//    timeline records it (category `refund`, source `system`).
// Alternate courses:
// - the provider says the order cannot be refunded: its status is read; an order that reads as
//   canceled was refunded already (a repeated run), anything else is recorded as refused;
// - the provider cannot be reached: the run throws and the outbox tries again with its back-off.
import { connectorContextFor } from '../affiliations/vault.js';
import { getConnector } from '../connectors/registry.js';
import { logger } from '../log/logger.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import { getAffiliation } from '../store/affiliations-repository.js';
import { getPaymentAccount } from '../store/payment-accounts-repository.js';
import { getPaymentAndAttempt } from '../store/payments-repository.js';
import { type AttemptRecord, type PaymentRecord } from '../domain/records/payment.js';
import { commit } from './payment-writes.js';
import { attemptUpdate } from '../store/payment-writes.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { SYSTEM_ACTOR } from '../domain/timeline.js';

export const REFUND_LATE_SUCCESS_OUTBOX_TYPE = 'attempt.refund_late_success';

export interface RefundLateSuccess {
  reference: string;
  attemptId: string;
}

export const refundLateSuccessEvent = (request: RefundLateSuccess, now?: Date) =>
  newOutboxEvent(REFUND_LATE_SUCCESS_OUTBOX_TYPE, { ...request }, now);

export type LateSuccessRefund = 'refunded' | 'not_late' | 'off' | 'not_supported' | 'refused';

const REFUND_CALL = { timeoutMs: 10_000, retryDelaysMs: [300] };

export async function refundLateSuccess(request: RefundLateSuccess, now = new Date()): Promise<LateSuccessRefund> {
  const { payment, attempt } = await getPaymentAndAttempt(request.reference, request.attemptId);
  if (!payment || !attempt || attempt.status !== 'succeeded' || payment.succeededAttemptId === attempt.id) return 'not_late';
  const account = await getPaymentAccount(payment.organisationId, payment.paymentAccountId);
  if (!account?.refundLateSuccesses) return 'off';

  const connector = getConnector(attempt.provider);
  const affiliation = await getAffiliation(attempt.organisationId, attempt.affiliation.affiliationId);
  if (!connector.refundOrder || !attempt.externalRef || !affiliation) {
    await record(payment, attempt, now, 'attempt.refund_not_supported', { provider: attempt.provider });
    return 'not_supported';
  }
  const ctx = { ...(await connectorContextFor(affiliation, attempt.affiliation.credentialVersion)), ...REFUND_CALL };
  const query = { externalRef: attempt.externalRef, attemptId: attempt.id, reference: attempt.reference, amount: attempt.paidAmount ?? attempt.amount };
  let answer = await connector.refundOrder(ctx, query);
  if (answer === 'not_refundable' && (await connector.fetchStatus(ctx, query)).status === 'canceled') {
    // Refunded by an earlier run whose answer was lost: a refunded order reads as canceled.
    answer = 'refunded';
  }
  if (answer === 'not_refundable') {
    await record(payment, attempt, now, 'attempt.refund_refused', { provider: attempt.provider });
    logger.warn('late success not refundable', { reference: payment.reference, attemptId: attempt.id, provider: attempt.provider });
    return 'refused';
  }
  await record(payment, attempt, now, 'attempt.refunded', { provider: attempt.provider, amount: query.amount, automatic: true });
  return 'refunded';
}

/**
 * The refund's outcome on the attempt (once: `refundOutcome` is written only where absent) and on
 * the timeline; a refund also moves the attempt from `succeeded` to `refunded`.
 */
async function record(payment: PaymentRecord, attempt: AttemptRecord, now: Date, type: string, details: Record<string, unknown>): Promise<void> {
  const timeline = new TimelineBatch(payment.reference, now).paymentEvent({
    type,
    category: 'refund',
    source: 'system',
    actor: SYSTEM_ACTOR,
    attemptId: attempt.id,
    details,
  });
  const set: Record<string, unknown> = { refundOutcome: type, ...(type === 'attempt.refunded' ? { status: 'refunded' } : {}) };
  const condition = {
    expression: '#status = :succeeded AND attribute_not_exists(#refundOutcome)',
    names: { '#status': 'status', '#refundOutcome': 'refundOutcome' },
    values: { ':succeeded': 'succeeded' },
  };
  // A lost race means another run recorded it: nothing is written twice.
  await commit([attemptUpdate(attempt, { set, condition }, now), ...timeline.writes()]);
}
