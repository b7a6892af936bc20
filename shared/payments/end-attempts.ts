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
//
// Who runs it: first the request that makes the attempts useless (a new attempt, the cancel,
// the settlement of the success), in parallel and within PAYMENTS_ENDING_BUDGET_MS (3 s), so that
// a payer who pays a second after it is refused; then the outbox event written in the same
// transaction, ENDING_RETRY_DELAY_SECONDS later, which finds the attempts the request ended no
// longer open and ends (or retries with its back-off) only those the request could not.
import { connectorContextFor, keptConnectorContext } from '../affiliations/vault.js';
import { isProviderError, type ConnectorContext } from '../connectors/payment-connector.js';
import { outcome as attemptOutcome } from '../connectors/mapping-kit.js';
import { getConnector } from '../connectors/registry.js';
import { logger } from '../log/logger.js';
import { getAffiliation } from '../store/affiliations-repository.js';
import { getPayment, listAttempts } from '../store/payments-repository.js';
import { isOpenAttempt, type AttemptRecord, type PaymentRecord } from '../domain/records/payment.js';
import { checkAttempt } from './check-attempt.js';
import type { EndAttempts, EndReason } from './end-attempts-event.js';
import { applyAttemptOutcome } from './settle-attempt.js';
import { paymentSettings } from './settings.js';

/** Short calls: the outbox tries again later, and a batch of events shares the worker's 30 s. */
const END_CALL = { timeoutMs: 5_000, retryDelaysMs: [200] };

/**
 * What the request that makes attempts useless may spend ending them (PAYMENTS_ENDING_BUDGET_MS,
 * 3 s): a payer or a merchant waits on it. Each provider is asked once (no repeat), all at once,
 * with a time-out 500 ms shorter; past the budget the request answers anyway and the outbox event
 * retries what is left.
 */
const inRequest = () => {
  const budgetMs = paymentSettings().PAYMENTS_ENDING_BUDGET_MS;
  return { budgetMs, call: { timeoutMs: budgetMs - 500, retryDelaysMs: [] as number[] } };
};

export type AttemptEnding = 'ended' | 'checked' | 'not_at_provider' | 'no_cancel_operation' | 'credentials_destroyed';

export async function endOpenAttempts(
  request: EndAttempts,
  options: { payment?: PaymentRecord; call?: { timeoutMs: number; retryDelaysMs: readonly number[] } } = {},
): Promise<Record<string, AttemptEnding>> {
  const payment = options.payment ?? (await getPayment(request.reference));
  if (!payment) return {};
  const attempts = await listAttempts(request.reference);
  const open = attempts.filter((a) => a.id !== request.keepAttemptId && isOpenAttempt(a.status) && !openedSince(request, attempts, a));
  const endings: Record<string, AttemptEnding> = {};
  const failures: string[] = [];
  // All at once: one slow provider does not hold the others' endings back.
  await Promise.all(
    open.map(async (attempt) => {
      try {
        endings[attempt.id] = await endAttempt(payment, attempt, request.reason, options.call ?? END_CALL);
      } catch (error) {
        const reason = isProviderError(error) ? `${error.providerErrorCode}: ${error.message}` : (error as Error).message;
        failures.push(`${attempt.id} (${attempt.provider}): ${reason}`);
      }
    }),
  );
  if (failures.length) throw new Error(`Open attempts not ended yet: ${failures.join('; ')}`);
  if (open.length) logger.info('open attempts ended', { reference: request.reference, reason: request.reason, endings });
  return endings;
}

/**
 * Whether `attempt` is the payer's choice since the attempt a new attempt's ending keeps: opened after it, it is
 * theirs to pay (its own opening ends the kept one and every other). The outbox event of an earlier attempt, run
 * seconds later, must not end it. A success or a cancel ends every other attempt, whenever opened.
 */
function openedSince(request: EndAttempts, attempts: readonly AttemptRecord[], attempt: AttemptRecord): boolean {
  if (request.reason !== 'new_attempt') return false;
  const kept = attempts.find((a) => a.id === request.keepAttemptId);
  return kept !== undefined && attempt.number > kept.number;
}

/**
 * The request's own ending: at most PAYMENTS_ENDING_BUDGET_MS, never a failure of the request
 * (what is not ended by then, or failed, is the outbox event's to retry). `payment`: as the
 * request just wrote it.
 */
export async function endOpenAttemptsNow(request: EndAttempts, payment: PaymentRecord): Promise<'ended' | 'left_to_outbox'> {
  const { budgetMs, call } = inRequest();
  let timer: NodeJS.Timeout | undefined;
  const budget = new Promise<'left_to_outbox'>((resolve) => {
    timer = setTimeout(() => resolve('left_to_outbox'), budgetMs);
  });
  const work = endOpenAttempts(request, { payment, call }).then(
    () => 'ended' as const,
    (error: unknown) => {
      logger.info('open attempts not all ended in the request; the outbox retries', { reference: request.reference, reason: request.reason, error: (error as Error).message });
      return 'left_to_outbox' as const;
    },
  );
  try {
    const result = await Promise.race([work, budget]);
    if (result === 'left_to_outbox') logger.info('open attempts left to the outbox', { reference: request.reference, reason: request.reason });
    return result;
  } finally {
    clearTimeout(timer);
  }
}

async function endAttempt(
  payment: PaymentRecord,
  attempt: AttemptRecord,
  reason: EndReason,
  call: { timeoutMs: number; retryDelaysMs: readonly number[] },
): Promise<AttemptEnding> {
  if (!attempt.externalRef) return 'not_at_provider';
  const connector = getConnector(attempt.provider);
  if (!connector.endOrder) return 'no_cancel_operation';
  let context: ConnectorContext;
  if (attempt.keptCredentials) {
    // The credentials the attempt kept: an attempt of a revoked affiliation is ended all the same.
    context = await keptConnectorContext(attempt);
  } else {
    // Opened before attempts kept their credentials: the affiliation's, while it has them.
    const affiliation = await getAffiliation(attempt.organisationId, attempt.affiliation.affiliationId);
    if (!affiliation || affiliation.status === 'revoked') return 'credentials_destroyed';
    context = await connectorContextFor(affiliation, attempt.affiliation.credentialVersion);
  }
  const ctx = { ...context, ...call };
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
    outcome: attemptOutcome({
      status: 'canceled',
      // The payer chose another way to pay; otherwise the service ended what was no longer needed.
      failureCode: reason === 'new_attempt' ? 'canceled_by_payer' : null,
      providerResultCode: 'ended_by_merchant',
      raw: null,
    }),
  });
  return 'ended';
}
