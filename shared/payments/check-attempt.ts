// Asking the provider about an attempt, on a callback or from the poller. The answer of
// the status call, never the callback itself, decides (providers.md); the settlement
// function applies it.
import { connectorContextFor, keptConnectorContext } from '../affiliations/vault.js';
import { isProviderError, type AttemptOutcome, type CallbackRequest, type ConnectorContext } from '../connectors/payment-connector.js';
import type { ProviderCode } from '../domain/payments.js';
import { outcome as attemptOutcome } from '../connectors/mapping-kit.js';
import { getConnector } from '../connectors/registry.js';
import { notFound } from '../domain/errors.js';
import { referenceOfAttemptId } from '../domain/payment-ref.js';
import { logger } from '../log/logger.js';
import { getAffiliation } from '../store/affiliations-repository.js';
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import { attemptWrites } from '../store/payment-writes.js';
import { writeIfStill } from '../store/transact.js';
import { findAttemptPointer, getPaymentAndAttempt } from '../store/payments-repository.js';
import { isOpenAttempt, type AttemptRecord, type PaymentRecord } from '../domain/records/payment.js';
import { markUsed } from './open-attempt.js';
import { nextCheckDelaySeconds, paymentSettings } from './settings.js';
import { applyAttemptOutcome, type Applied } from './settle-attempt.js';

/** Time-out and repeats of the status call made on a callback. */
const CALLBACK_CHECK = { timeoutMs: 5_000, retryDelaysMs: [200] };

export type CheckResult = { applied: Applied } | { failed: string };

/** One status call and its application. A provider that cannot answer now is asked again later. */
export async function checkAttempt(
  payment: PaymentRecord,
  attempt: AttemptRecord,
  source: 'callback' | 'poll',
  now = new Date(),
  /** The attempt's affiliation, when it was read with the payment. */
  known?: AffiliationRecord,
): Promise<CheckResult> {
  let outcome: AttemptOutcome;
  let marking: Promise<void> | undefined;
  try {
    if (!attempt.externalRef) throw new Error('the attempt has no provider reference yet');
    let context: ConnectorContext;
    if (attempt.keptCredentials) {
      // An open attempt asks with the credentials it kept: no read of its affiliation, revoked or not.
      context = await keptConnectorContext(attempt);
    } else {
      // An attempt that ended (a late report) or one opened before attempts kept their credentials.
      const affiliation = known?.id === attempt.affiliation.affiliationId ? known : await getAffiliation(attempt.organisationId, attempt.affiliation.affiliationId);
      if (!affiliation) throw new Error('the affiliation of the attempt no longer exists');
      // Beside the status call (the real clock: `now` may be a poller's chosen time).
      marking = markUsed(affiliation, new Date());
      context = await connectorContextFor(affiliation, attempt.affiliation.credentialVersion);
    }
    const ctx = {
      ...context,
      // A callback (a payer may be waiting on the browser return) asks briefly: the poller follows up.
      ...(source === 'callback' ? CALLBACK_CHECK : {}),
    };
    outcome = await getConnector(attempt.provider).fetchStatus(ctx, {
      externalRef: attempt.externalRef,
      attemptId: attempt.id,
      reference: attempt.reference,
      amount: attempt.amount,
      expiresAt: new Date(payment.expiresAt),
    });
  } catch (error) {
    const reason = isProviderError(error) ? `${error.providerErrorCode}: ${error.message}` : (error as Error).message;
    logger.warn('attempt status check failed', { reference: attempt.reference, attemptId: attempt.id, source, reason });
    await recordFailedCheck(attempt, reason, now);
    return { failed: reason };
  } finally {
    await marking;
  }
  // The records read before the status call decide first; a writer that changed them meanwhile
  // makes the versioned transaction fail, and the next round reads them again.
  return { applied: await applyAttemptOutcome({ reference: attempt.reference, attemptId: attempt.id, outcome, source, now, read: { payment, attempt } }) };
}

/** A check that got no answer: counted, and the next one moved by the back-off (open attempts only). */
async function recordFailedCheck(attempt: AttemptRecord, reason: string, now: Date): Promise<void> {
  const nextCheckAt = new Date(now.getTime() + nextCheckDelaySeconds(attempt.checksCount + 1) * 1000).toISOString();
  // An attempt settled meanwhile keeps its state: nothing to count.
  await writeIfStill(attemptWrites.checkFailed(attempt, reason, nextCheckAt, now));
}

/**
 * A provider's browser return or server callback: it names the attempt, nothing more.
 * Unknown attempt, or one of another provider: 404 `attempt_not_found`.
 */
export async function handleProviderCallback(input: {
  provider: ProviderCode;
  attemptId: string;
  request: CallbackRequest;
  now?: Date;
}): Promise<{ reference: string; attemptId: string; result: CheckResult | null }> {
  // The attempt id carries its payment's reference: the payment and the attempt in one read, and
  // an open attempt's own credentials for the status query. Older ids go through the pointer.
  const reference = referenceOfAttemptId(input.attemptId);
  let found = reference ? await getPaymentAndAttempt(reference, input.attemptId) : {};
  if (!found.attempt) {
    const pointer = await findAttemptPointer(input.attemptId);
    if (!pointer || pointer.provider !== input.provider) throw notFound('attempt_not_found', 'Attempt');
    found = await getPaymentAndAttempt(pointer.reference, input.attemptId, { affiliation: pointer.affiliation });
  }
  const { payment, attempt, affiliation } = found;
  if (!payment || !attempt || attempt.provider !== input.provider) throw notFound('attempt_not_found', 'Attempt');
  const hint = getConnector(input.provider).readCallback(input.request);
  if (hint.externalRef && attempt.externalRef && hint.externalRef !== attempt.externalRef) {
    logger.warn('callback names another provider reference; the attempt is checked by its own', {
      reference: attempt.reference,
      attemptId: attempt.id,
    });
  }
  // Not initiated yet (nothing to ask about), or already succeeded (nothing can change it).
  if (!attempt.externalRef || attempt.status === 'succeeded') return { reference: payment.reference, attemptId: attempt.id, result: null };
  return { reference: payment.reference, attemptId: attempt.id, result: await checkAttempt(payment, attempt, 'callback', input.now, affiliation) };
}

/** The poller's work on one attempt taken from the index (which lags: everything is read again). */
export async function pollAttempt(reference: string, attemptId: string, now = new Date()): Promise<'checked' | 'closed' | 'skipped' | 'failed'> {
  const { PAYMENTS_INIT_GRACE_SECONDS, PAYMENTS_FOLLOW_UP_HOURS } = paymentSettings();
  const { payment, attempt } = await getPaymentAndAttempt(reference, attemptId);
  if (!payment || !attempt || !isOpenAttempt(attempt.status)) return 'skipped';
  if (attempt.nextCheckAt && Date.parse(attempt.nextCheckAt) > now.getTime()) return 'skipped';
  const close = async (providerResultCode: string, status: 'failed' | 'expired', details: Record<string, unknown>) => {
    await applyAttemptOutcome({
      reference,
      attemptId,
      source: 'poll',
      now,
      details,
      outcome: attemptOutcome({ status, failureCode: status === 'failed' ? 'provider_unavailable' : 'session_expired', providerResultCode, raw: null }),
    });
    return 'closed' as const;
  };

  if (!attempt.externalRef) {
    // The initiation never completed (the function stopped mid-way): nothing to ask about.
    if (Date.parse(attempt.createdAt) + PAYMENTS_INIT_GRACE_SECONDS * 1000 > now.getTime()) return 'skipped';
    return close('initiation_interrupted', 'failed', { reason: 'initiation_interrupted' });
  }
  const result = await checkAttempt(payment, attempt, 'poll', now);
  const stillOpen = 'failed' in result || result.applied.verdict.kind === 'still_open';
  const followUpEnds = Date.parse(payment.expiresAt) + PAYMENTS_FOLLOW_UP_HOURS * 3600_000;
  if (stillOpen && now.getTime() > followUpEnds) {
    return close('follow_up_ended', 'expired', { reason: 'follow_up_ended', followUpHours: PAYMENTS_FOLLOW_UP_HOURS });
  }
  return 'failed' in result ? 'failed' : 'checked';
}
