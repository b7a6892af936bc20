// Ending the open attempts of a payment at their providers, so that a payer cannot pay twice
// (an attempt left for another, or left open when the payment succeeded or was canceled).
//
// Primary course, for each open attempt but the one kept:
// 1. an attempt not yet at its provider (no provider reference) is left to the poller, which
//    closes it after the initiation grace time;
// 2. a provider without a cancel operation (docs/providers.md) keeps the attempt open: the
//    poller follows it until it ends, and a success it reports is recorded and raised;
// 3. the provider's cancel/decline ends the order: the attempt becomes `canceled` (source
//    `manual`, with the reason), and the provider refuses the payer from then on;
// 4. the provider says the order is no longer open (paid meanwhile, refused): its status is
//    asked at once, so that a success is recorded (and raised as a duplicate) now.
// A provider that cannot be reached fails the run: the outbox tries again with its back-off.
import { connectorContextFor } from '../affiliations/vault.js';
import { isProviderError } from '../connectors/payment-connector.js';
import { getConnector } from '../connectors/registry.js';
import { logger } from '../log/logger.js';
import { getAffiliation } from '../store/affiliations-repository.js';
import { getPayment, listAttempts } from '../store/payments-repository.js';
import { isOpenAttempt, type AttemptRecord, type PaymentRecord } from '../domain/records/payment.js';
import { checkAttempt } from './check-attempt.js';
import type { EndAttempts, EndReason } from './end-attempts-event.js';
import { applyAttemptOutcome } from './settle-attempt.js';

/** Short calls: the outbox tries again later, and a batch of events shares the worker's 30 s. */
const END_CALL = { timeoutMs: 5_000, retryDelaysMs: [200] };

export type AttemptEnding = 'ended' | 'checked' | 'not_at_provider' | 'no_cancel_operation';

export async function endOpenAttempts(request: EndAttempts): Promise<Record<string, AttemptEnding>> {
  const payment = await getPayment(request.reference);
  if (!payment) return {};
  const open = (await listAttempts(request.reference)).filter((a) => a.id !== request.keepAttemptId && isOpenAttempt(a.status));
  const endings: Record<string, AttemptEnding> = {};
  const failures: string[] = [];
  for (const attempt of open) {
    try {
      endings[attempt.id] = await endAttempt(payment, attempt, request.reason);
    } catch (error) {
      const reason = isProviderError(error) ? `${error.providerErrorCode}: ${error.message}` : (error as Error).message;
      failures.push(`${attempt.id} (${attempt.provider}): ${reason}`);
    }
  }
  if (failures.length) throw new Error(`Open attempts not ended yet: ${failures.join('; ')}`);
  if (open.length) logger.info('open attempts ended', { reference: request.reference, reason: request.reason, endings });
  return endings;
}

async function endAttempt(payment: PaymentRecord, attempt: AttemptRecord, reason: EndReason): Promise<AttemptEnding> {
  if (!attempt.externalRef) return 'not_at_provider';
  const connector = getConnector(attempt.provider);
  if (!connector.endOrder) return 'no_cancel_operation';
  const affiliation = await getAffiliation(attempt.organisationId, attempt.affiliation.affiliationId);
  if (!affiliation) return 'no_cancel_operation';
  const ctx = { ...(await connectorContextFor(affiliation, attempt.affiliation.credentialVersion)), ...END_CALL };
  const answer = await connector.endOrder(ctx, {
    externalRef: attempt.externalRef,
    attemptId: attempt.id,
    reference: attempt.reference,
    amount: attempt.amount,
  });
  if (answer === 'not_open') {
    const checked = await checkAttempt(payment, attempt, 'poll');
    if ('failed' in checked) throw new Error(checked.failed);
    return 'checked';
  }
  await applyAttemptOutcome({
    reference: attempt.reference,
    attemptId: attempt.id,
    source: 'manual',
    details: { endedAtProvider: true, reason },
    outcome: {
      status: 'canceled',
      // The payer chose another way to pay; otherwise the service ended what was no longer needed.
      failureCode: reason === 'new_attempt' ? 'canceled_by_payer' : null,
      providerResultCode: 'ended_by_merchant',
      providerMessage: null,
      authorizationCode: null,
      instrument: null,
      providerFee: null,
      paidAmount: null,
      raw: null,
    },
  });
  return 'ended';
}
