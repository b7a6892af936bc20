// The poller's second task: refunds left pending (their provider said so, or its answer was lost)
// are asked about again with back-off (REFUNDS_CHECK_DELAYS_SECONDS) until the provider ends them,
// then settled as any refund (refunds.ts). One its provider never confirms within
// REFUNDS_CONFIRM_HOURS fails as `unconfirmed` and its amount is released.
import { connectorContextFor } from '../affiliations/vault.js';
import { getConnector } from '../connectors/registry.js';
import { isProviderError } from '../connectors/payment-connector.js';
import { logger } from '../log/logger.js';
import { getAffiliation } from '../store/affiliations-repository.js';
import { getAttempt } from '../store/payments-repository.js';
import { dueRefundChecks, getRefundOfPayment, refundWrites } from '../store/refunds-repository.js';
import { transactUnlessRaced } from '../store/transact.js';
import { checkAllDue } from './poll-attempts.js';
import { settleRefund } from './refunds.js';
import { nextRefundCheckDelaySeconds, paymentSettings } from './settings.js';

export type RefundCheckResult = 'settled' | 'pending' | 'skipped';

export async function pollDueRefunds(options: { now?: Date; deadline?: number; pageSize?: number } = {}) {
  const now = options.now ?? new Date();
  const counts = { settled: 0, pending: 0, skipped: 0, failed: 0 };
  await checkAllDue({
    page: () => dueRefundChecks(now, options.pageSize ?? 50),
    deadline: options.deadline,
    check: (refund) => checkRefund(refund.reference, refund.id, now),
    counts,
    logFailure: (refund, error) => logger.error('refund check failed', { reference: refund.reference, refundId: refund.id, error }),
  });
  return counts;
}

/** Asks the provider about one pending refund and settles it, or schedules the next check. */
export async function checkRefund(reference: string, refundId: string, now = new Date()): Promise<RefundCheckResult> {
  const refund = await getRefundOfPayment(reference, refundId);
  if (!refund || refund.status !== 'pending') return 'skipped';
  const attempt = await getAttempt(reference, refund.attemptId);
  const connector = getConnector(refund.provider);
  const affiliation = attempt && (await getAffiliation(attempt.organisationId, attempt.affiliation.affiliationId));
  const unconfirmedSince = Date.parse(refund.createdAt) + paymentSettings().REFUNDS_CONFIRM_HOURS * 3_600_000;
  const giveUp = () =>
    settleRefund(refund, { status: 'failed', failureCode: 'unconfirmed', providerReference: null, providerResultCode: refund.providerResultCode, raw: null });

  if (!attempt?.externalRef || !affiliation || !connector.checkRefund) {
    await giveUp();
    return 'settled';
  }
  try {
    const ctx = await connectorContextFor(affiliation, attempt.affiliation.credentialVersion);
    const outcome = await connector.checkRefund(ctx, {
      externalRef: attempt.externalRef,
      attemptId: attempt.id,
      reference,
      refundId: refund.id,
      paidAmount: attempt.paidAmount ?? attempt.amount,
      amount: refund.amount,
      refundedBefore: refund.refundedBefore,
      providerReference: refund.providerReference,
    });
    if (outcome.status !== 'pending') {
      await settleRefund(refund, { ...outcome, status: outcome.status });
      return 'settled';
    }
    if (now.getTime() >= unconfirmedSince) {
      await giveUp();
      return 'settled';
    }
    await later(refund, outcome.providerReference, outcome.providerResultCode, now);
    return 'pending';
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (now.getTime() >= unconfirmedSince) {
      await giveUp();
      return 'settled';
    }
    await later(refund, null, error.providerErrorCode, now);
    return 'pending';
  }
}

async function later(
  refund: NonNullable<Awaited<ReturnType<typeof getRefundOfPayment>>>,
  providerReference: string | null,
  providerResultCode: string | null,
  now: Date,
) {
  const next = new Date(now.getTime() + nextRefundCheckDelaySeconds(refund.checksCount + 1) * 1000).toISOString();
  await transactUnlessRaced([refundWrites.checkLater(refund, next, { providerReference, providerResultCode }, now)]);
}
