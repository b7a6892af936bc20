// Refunds (POST /payments/{reference}/refunds): money of a succeeded payment given back, in full or
// in part, through the provider that collected it, never more than was paid and never twice.
//
// Primary course:
// 1. the payment is the organisation's (404 `payment_not_found`) and in the caller's scope;
// 2. it succeeded (409 `payment_not_succeeded`);
// 3. its provider can refund (422 `refund_not_supported`), in part if a part is asked
//    (422 `partial_refund_not_supported`); the amount (default: what is left) fits what is left
//    (422 `refund_exceeds_refundable` with `refundable`);
// 4. CLAIM: one transaction whose first write is the conditional claim on the payment (refunded plus
//    pending plus this amount ≤ paid, shared/store/refunds-repository.ts), with the refund (pending,
//    due for a check) and the timeline item `refund.requested`: of parallel requests, only the ones
//    that fit are written; the others are refused with 422 and no provider is called;
// 5. ACT: the provider is asked once (a refund is never sent twice);
// 6. SETTLE (settleRefund): succeeded moves the claim to `amountRefunded` (the payment's `result`
//    gains `refundedAt` and its attempt becomes `refunded` once the whole amount is back); failed
//    releases the claim; either way the refund ends once (conditioned on pending), with its event
//    (`refund.succeeded` / `refund.failed`, webhooks) and timeline item, and the payer's email on success.
//    A refund of a late duplicate success (refund-late-success.ts: claimed on its attempt, not on the
//    payment) leaves the payment's counters alone: the attempt becomes `refunded`, or its claim is freed.
// Alternate courses:
// - the provider is pending, or its answer did not come (time-out, unreadable): the refund stays
//   pending, claimed, and the poller (pollDueRefunds) asks the provider until it ends;
// - the provider failed (5xx, refused connection, refused credentials): the refund fails as
//   `provider_unavailable`, the claim is released, and the answer is 502 `provider_refund_failed`
//   with the provider's normalised `providerErrorCode`;
// - an Idempotency-Key names the refund (its id derives from the key): a retry after the claim finds
//   the refund written and answers it, never a second one.
import { randomUUID } from 'node:crypto';
import { connectorContextFor } from '../affiliations/vault.js';
import { getConnector } from '../connectors/registry.js';
import { isProviderError, type ProviderError, type RefundOutcome, type RefundRequest } from '../connectors/payment-connector.js';
import { AppError, notFound } from '../domain/errors.js';
import type { AffiliationRecord } from '../domain/records/affiliation.js';
import type { AttemptRecord, PaymentRecord, TimelineSource } from '../domain/records/payment.js';
import type { RefundReason, RefundRecord } from '../domain/records/refund.js';
import type { Actor as AuditActor } from '../domain/records/audit.js';
import { SYSTEM_ACTOR, type Actor } from '../domain/timeline.js';
import { invocationClock } from '../log/invocation.js';
import { logger } from '../log/logger.js';
import { count } from '../log/metrics.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import { getAffiliation } from '../store/affiliations-repository.js';
import { auditPut } from '../store/audit-repository.js';
import { isConditionFailure, isTransactionConflict, type TransactItem } from '../store/client.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import { getAttempt, getPayment } from '../store/payments-repository.js';
import { getRefundOfPayment, refundWrites } from '../store/refunds-repository.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { transact, transactUnlessRaced } from '../store/transact.js';
import { summaryWrites } from '../store/payment-summary-repository.js';
import { paymentEventWrites } from '../events/payment-events.js';
import { refundEmail } from './refund-email.js';
import { toEventRefund } from './refund-view.js';
import { toEventPayment } from './payment-view.js';
import { nextRefundCheckDelaySeconds, paymentSettings } from './settings.js';

export interface CreateRefundInput {
  reference: string;
  organisationId: string;
  checkAccount?: (accountId: string) => void;
  /** Millimes; absent: what is left to refund. */
  amount?: number;
  reason: RefundReason;
  description: string | null;
  actor: Actor;
  source: TimelineSource;
  /** Who asked, as the audit log names them (a member or a key), and from where: the refund is audited. */
  audit: { actor: AuditActor; clientIp: string | null };
  /** The refund's id when the request names it (derived from its Idempotency-Key); a new one otherwise. */
  refundId?: string;
  now?: Date;
}

/** Provider failures after which the refund may have been made: it stays pending and the poller asks. */
const UNKNOWN_OUTCOME_CODES = new Set(['timeout', 'malformed_response', 'network_error']);

/** Tries of the claim's transaction when other claims on the same payment hold it (each already retried by the client). */
const CLAIM_ROUNDS = 12;

export const notSucceeded = (payment: PaymentRecord) =>
  new AppError('payment_not_succeeded', `This payment is ${payment.status}: only a succeeded payment can be refunded.`, { status: payment.status });

const exceeds = (refundable: number) =>
  new AppError(
    'refund_exceeds_refundable',
    refundable === 0
      ? 'Nothing is left to refund on this payment.'
      : `The amount exceeds what is left to refund on this payment (${refundable} millimes, refunds in progress included).`,
    { refundable },
  );

/** What is left to refund: the amount paid minus what was refunded and what refunds in progress claim. */
export const refundableOf = (payment: PaymentRecord) => payment.refundableAmount ?? payment.amount;

export async function createRefund(input: CreateRefundInput): Promise<{ refund: RefundRecord; replayed: boolean }> {
  const now = input.now ?? new Date();
  const payment = await getPayment(input.reference);
  if (!payment || payment.organisationId !== input.organisationId) throw notFound('payment_not_found', 'Payment');
  input.checkAccount?.(payment.paymentAccountId);
  let refundId = input.refundId ?? randomUUID();
  if (input.refundId) {
    const existing = await getRefundOfPayment(payment.reference, input.refundId);
    // The refund a retry of the same key already made; a failed one is not kept (a new refund is).
    if (existing && existing.status !== 'failed') return { refund: existing, replayed: true };
    if (existing) refundId = randomUUID();
  }
  if (payment.status !== 'succeeded' || !payment.succeededAttemptId) throw notSucceeded(payment);
  const attempt = await getAttempt(payment.reference, payment.succeededAttemptId);
  if (!attempt?.externalRef) throw notSucceeded(payment);
  const connector = getConnector(attempt.provider);
  if (!connector.refunds || !connector.refund) {
    throw new AppError('refund_not_supported', `${attempt.provider} offers no refund the service can ask for: refund the payer by other means.`, {
      provider: attempt.provider,
    });
  }
  const refundable = refundableOf(payment);
  const amount = input.amount ?? refundable;
  if (amount <= 0 || amount > refundable) throw exceeds(refundable);
  if (!connector.refunds.partial && amount !== payment.amount) {
    throw new AppError('partial_refund_not_supported', `${attempt.provider} refunds whole payments only: refund ${payment.amount} millimes, or nothing.`, {
      provider: attempt.provider,
    });
  }
  const affiliation = await getAffiliation(attempt.organisationId, attempt.affiliation.affiliationId);
  if (!affiliation || affiliation.status === 'revoked') {
    throw new AppError('refund_not_supported', 'The provider credentials this payment was collected with were revoked: refund the payer by other means.', {
      provider: attempt.provider,
    });
  }

  const refund = pendingRefund(
    payment,
    attempt,
    { id: refundId, amount, reason: input.reason, description: input.description, refundedBefore: payment.amountRefunded ?? 0 },
    input,
    now,
  );
  // Money given back is audited with the claim that commits to it: who asked, how much, on which payment.
  const audited = auditPut(
    {
      organisationId: payment.organisationId,
      actor: input.audit.actor,
      action: 'refund.created',
      target: { type: 'refund', id: refund.id },
      accountId: payment.paymentAccountId,
      clientIp: input.audit.clientIp,
      details: { reference: payment.reference, amount: refund.amount, refundReason: refund.reason, provider: refund.provider },
    },
    now,
  );
  const claimed = await claimRefund(refund, [refundWrites.claimOnPayment(payment, refund.amount, now), audited], input, now);
  if (claimed === 'refused') {
    const fresh = (await getPayment(payment.reference)) ?? payment;
    if (fresh.status !== 'succeeded') throw notSucceeded(fresh);
    throw exceeds(refundableOf(fresh));
  }
  if (claimed !== 'claimed') return { refund: claimed, replayed: true };
  count('Refunds', { provider: refund.provider, outcome: 'requested' });

  const asked = await askProvider(refund, attempt, affiliation, input, now);
  if (asked.failure) throw providerFailed(asked.failure, asked.refund);
  return { refund: asked.refund, replayed: false };
}

type RefundConnector = ReturnType<typeof getConnector> & Required<Pick<ReturnType<typeof getConnector>, 'refund'>>;

/** What a refund asked within an invocation keeps, after its provider call, for the writes that record the answer. */
const AFTER_THE_CALL_MS = 2_000;
/** The shortest wait worth asking a provider for. */
const SHORTEST_CALL_MS = 1_000;

/**
 * The provider's time for the refund: REFUNDS_PROVIDER_TIMEOUT_MS (10 s), cut so that the invocation still records a
 * late answer as pending and answers before its own time is up. Uncut, a provider that took the whole 10 s held a
 * request of the payments function (10 s in all) until it answered 503 `outcome_unknown`, as if storage had failed,
 * while the refund was in fact pending at the provider.
 */
function providerTimeoutMs(): number {
  const configured = paymentSettings().REFUNDS_PROVIDER_TIMEOUT_MS;
  const answerBy = invocationClock()?.answerBy;
  if (answerBy === undefined) return configured;
  return Math.max(SHORTEST_CALL_MS, Math.min(configured, answerBy - Date.now() - AFTER_THE_CALL_MS));
}

/**
 * ACT and SETTLE: the provider is asked once for a refund just claimed; its answer settles the
 * refund, or leaves it pending for the poller (no answer, or pending there). A provider failure is
 * the refund failed as `provider_unavailable` (its claim released), answered as `failure`.
 */
export async function askProvider(
  refund: RefundRecord,
  attempt: AttemptRecord,
  affiliation: AffiliationRecord,
  by: { source: TimelineSource; actor: Actor },
  now: Date,
): Promise<{ refund: RefundRecord; failure?: ProviderError }> {
  const connector = getConnector(refund.provider) as RefundConnector;
  const request: RefundRequest = {
    externalRef: attempt.externalRef!,
    attemptId: attempt.id,
    reference: refund.reference,
    refundId: refund.id,
    paidAmount: attempt.paidAmount ?? attempt.amount,
    amount: refund.amount,
    refundedBefore: refund.refundedBefore,
  };
  let outcome: RefundOutcome;
  try {
    const ctx = await connectorContextFor(affiliation, attempt.affiliation.credentialVersion);
    outcome = await connector.refund({ ...ctx, timeoutMs: providerTimeoutMs(), retryDelaysMs: [300] }, request);
  } catch (error) {
    if (!isProviderError(error)) throw error;
    if (UNKNOWN_OUTCOME_CODES.has(error.providerErrorCode)) {
      logger.warn('refund outcome unknown; the poller follows it', { refundId: refund.id, provider: refund.provider, providerErrorCode: error.providerErrorCode });
      await keepPending(refund, { providerReference: null, providerResultCode: error.providerErrorCode }, now);
      return { refund: await reread(refund) };
    }
    const failed = await settleRefund(
      refund,
      { status: 'failed', failureCode: 'provider_unavailable', providerReference: null, providerResultCode: error.providerErrorCode, raw: null },
      by,
    );
    return { refund: failed, failure: error };
  }
  if (outcome.status === 'pending') {
    await keepPending(refund, outcome, now);
    return { refund: await reread(refund) };
  }
  return { refund: await settleRefund(refund, { ...outcome, status: outcome.status }, by) };
}

const providerFailed = (error: ProviderError, refund: RefundRecord) =>
  new AppError('provider_refund_failed', `${error.provider} could not make the refund; nothing was refunded and the amount is refundable again.`, {
    providerErrorCode: error.providerErrorCode,
    refundId: refund.id,
  });

/**
 * A refund about to be claimed: pending, nothing heard from its provider yet, and due for a check
 * even before the provider is asked, so that a request that dies mid-way is followed up.
 */
export function pendingRefund(
  payment: PaymentRecord,
  attempt: AttemptRecord,
  fields: Pick<RefundRecord, 'id' | 'amount' | 'reason' | 'description' | 'refundedBefore'>,
  by: { source: TimelineSource; actor: Actor },
  now: Date,
): RefundRecord {
  const at = now.toISOString();
  return {
    id: fields.id,
    paymentId: payment.id,
    reference: payment.reference,
    organisationId: payment.organisationId,
    paymentAccountId: payment.paymentAccountId,
    attemptId: attempt.id,
    provider: attempt.provider,
    amount: fields.amount,
    currency: 'TND',
    status: 'pending',
    reason: fields.reason,
    description: fields.description,
    failureCode: null,
    providerReference: null,
    providerResultCode: null,
    requestedBy: { type: by.actor.type, id: by.actor.id },
    source: by.source,
    refundedBefore: fields.refundedBefore,
    nextCheckAt: new Date(now.getTime() + nextRefundCheckDelaySeconds(0) * 1000).toISOString(),
    checksCount: 0,
    createdAt: at,
    completedAt: null,
    updatedAt: at,
  };
}

/**
 * CLAIM: the claim's writes (on the payment for a refund of the sale, on the attempt for one of a
 * late duplicate success), the refund and its timeline item, in one transaction. `claimed`; the
 * refund this id already names (a retry of the same Idempotency-Key, or of the same outbox
 * message); or `refused` when the claim's condition failed.
 */
export async function claimRefund(
  refund: RefundRecord,
  claimWrites: TransactItem[],
  by: { source: TimelineSource; actor: Actor },
  now: Date,
): Promise<'claimed' | 'refused' | RefundRecord> {
  const timeline = new TimelineBatch(refund.reference, now).paymentEvent({
    type: 'refund.requested',
    category: 'refund',
    source: by.source,
    actor: by.actor,
    attemptId: refund.attemptId,
    details: { refundId: refund.id, amount: refund.amount, reason: refund.reason },
  });
  const writes: TransactItem[] = [...claimWrites, ...refundWrites.create(refund), ...timeline.writes()];
  for (let round = 1; ; round += 1) {
    try {
      await transact(writes);
      return 'claimed';
    } catch (error) {
      if (isTransactionConflict(error) && round < CLAIM_ROUNDS) {
        // Other claims on the same item held it: nothing was written; try again shortly.
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 60 * round));
        continue;
      }
      if (!isConditionFailure(error)) throw error;
      // The refund this id names, written by an earlier request or message, is the answer.
      const existing = await getRefundOfPayment(refund.reference, refund.id);
      return existing ?? 'refused';
    }
  }
}

async function keepPending(refund: RefundRecord, fields: { providerReference: string | null; providerResultCode: string | null }, now: Date, checksDone = 0) {
  const next = new Date(now.getTime() + nextRefundCheckDelaySeconds(checksDone) * 1000).toISOString();
  // A refund settled meanwhile (by the poller) is left as it is.
  await transactUnlessRaced([refundWrites.checkLater(refund, next, fields, now)]);
}

async function reread(refund: RefundRecord): Promise<RefundRecord> {
  return (await getRefundOfPayment(refund.reference, refund.id)) ?? refund;
}

/** Rounds of read-decide-write before settling gives up on a payment whose refunded total keeps moving. */
const SETTLE_ROUNDS = 12;

/**
 * A pending refund ends as its provider said: once (conditioned on pending), with the payment's
 * counters (a refund of the sale) or the attempt's claim (a refund of a late duplicate success), the
 * attempt (refunded when the whole amount is back), the event, the timeline and, on success, the
 * payer's email. Answers the refund as it is afterwards (settled by whoever came first).
 */
export async function settleRefund(
  refund: RefundRecord,
  outcome: Pick<RefundOutcome, 'status' | 'failureCode' | 'providerReference' | 'providerResultCode' | 'raw'> & { status: 'succeeded' | 'failed' },
  by: { source: TimelineSource; actor: Actor } = { source: 'poller', actor: SYSTEM_ACTOR },
): Promise<RefundRecord> {
  for (let round = 1; round <= SETTLE_ROUNDS; round += 1) {
    const now = new Date();
    const [current, payment, attempt] = await Promise.all([reread(refund), getPayment(refund.reference), getAttempt(refund.reference, refund.attemptId)]);
    if (current.status !== 'pending' || !payment || !attempt) return current;
    const at = now.toISOString();
    const after: RefundRecord = {
      ...current,
      status: outcome.status,
      failureCode: outcome.status === 'failed' ? (outcome.failureCode ?? 'unknown') : null,
      providerReference: outcome.providerReference ?? current.providerReference,
      providerResultCode: outcome.providerResultCode,
      nextCheckAt: null,
      completedAt: at,
      updatedAt: at,
    };
    const succeeded = outcome.status === 'succeeded';
    // A refund of a late duplicate success (another attempt's money) leaves the payment's counters,
    // its `refundedAt` and the overview alone: the payment's `amountRefunded` counts refunds of its sale.
    const ofSale = current.attemptId === payment.succeededAttemptId;
    const refundedAfter = (payment.amountRefunded ?? 0) + (succeeded && ofSale ? current.amount : 0);
    const fully = succeeded && (ofSale ? refundedAfter >= payment.amount : true);
    const paymentAfter: PaymentRecord = ofSale
      ? { ...payment, amountRefunded: refundedAfter, ...(fully ? { refundedAt: at } : {}), updatedAt: at }
      : payment;
    const attemptAfter = fully ? { ...attempt, status: 'refunded' as typeof attempt.status } : attempt;
    const type = succeeded ? 'refund.succeeded' : 'refund.failed';
    const event = paymentEventWrites(
      {
        type,
        organisationId: payment.organisationId,
        webhookUrl: payment.webhookUrl,
        v2Webhook: payment.v2Webhook,
        data: { payment: toEventPayment(paymentAfter), refund: toEventRefund(after) },
      },
      now,
    );
    const timeline = new TimelineBatch(payment.reference, now).paymentEvent({
      type,
      category: 'refund',
      source: by.source,
      actor: by.actor,
      attemptId: current.attemptId,
      ...(fully ? { fromStatus: 'succeeded', toStatus: 'refunded' } : {}),
      details: {
        refundId: current.id,
        amount: current.amount,
        eventId: event.event.id,
        ...(ofSale ? {} : { duplicate: true }),
        ...(succeeded
          ? ofSale
            ? { amountRefunded: refundedAfter, fully }
            : { fully }
          : { failureCode: after.failureCode, providerResultCode: outcome.providerResultCode }),
      },
    });
    const outbox = [event.outboxEventId];
    const counters: TransactItem[] = ofSale
      ? [
          succeeded ? refundWrites.succeededOnPayment(payment, current.amount, fully, now) : refundWrites.releasedOnPayment(payment, current.amount, now),
          ...(fully ? [refundWrites.attemptRefunded(payment.reference, attempt.id, now)] : []),
          // The overview counts money given back from what it counts as collected (a succeeded payment's), in the same transaction.
          ...(succeeded && payment.status === 'succeeded' ? [summaryWrites.refunded(payment, current.amount)] : []),
        ]
      : [succeeded ? refundWrites.attemptRefunded(payment.reference, attempt.id, now) : refundWrites.releasedOnAttempt(payment.reference, attempt.id, current.id, now)];
    const writes: TransactItem[] = [refundWrites.settle(current, { ...after, status: outcome.status }, now), ...counters, ...event.writes];
    if (succeeded && payment.payer.email) {
      const email = newOutboxEvent('email.send', refundEmail(paymentAfter, attemptAfter, after), now);
      writes.push({ Put: email.put });
      outbox.push(email.id);
      timeline.paymentEvent({ type: 'refund_email.queued', category: 'email', source: 'system', actor: SYSTEM_ACTOR, attemptId: current.attemptId, details: { refundId: current.id, outboxEventId: email.id } });
    }
    writes.push(...timeline.writes());
    if (await transactUnlessRaced(writes)) {
      await dispatchOutbox(outbox);
      count('Refunds', { provider: current.provider, outcome: succeeded ? 'succeeded' : 'failed' });
      return after;
    }
    // Another refund of the payment settled first (its refunded total moved), or this one was settled: read again.
    await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40 * round));
  }
  throw new AppError('conflict', 'This payment is being changed by another request; retry.');
}
