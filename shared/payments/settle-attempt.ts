// The one function that applies what a provider reported about an attempt (confirmed by a
// status call, or a failed initiation) to the attempt and its payment. Callbacks, the
// poller and the checkout all come through here.
//
// Primary course:
// 1. read the payment and the attempt (one consistent read);
// 2. judge the report against them (`judgeReport`, pure): nothing new, still open, the
//    attempt failed (and maybe the payment with it), or a success;
// 3. write in one transaction, conditioned on the versions read: the attempt, the payment,
//    the event, the timeline items and, on success with a payer email, the receipt;
// 4. a lost race (another writer changed either item) goes back to 1, so that racing
//    reports, expiry and cancel produce exactly one transition.
//
// When a payment becomes `failed`: a failed attempt leaves the payment pending, so that the
// payer can try again (with another provider); the payment fails when its last allowed
// attempt has been used and no attempt is still open. Otherwise it expires at `expiresAt`.
// A success always wins the attempt (money moved), even one closed before; on a payment
// that is no longer pending it is recorded and raised as `attempt.duplicate_success`.
import type { AttemptOutcome } from '../connectors/payment-connector.js';
import type { AttemptStatus, FailureCode } from '../domain/payments.js';
import { getProvider } from '../connectors/registry.js';
import { logger } from '../log/logger.js';
import { count } from '../log/metrics.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import { countLinkSuccess, linkCountingAtStart, linkCountingOf, type LinkCounting } from '../store/payment-links-repository.js';
import { summaryWrites } from '../store/payment-summary-repository.js';
import { attemptWrites, paymentWrites, attemptUpdate, paymentUpdate, WHILE_PENDING, type ItemChange } from '../store/payment-writes.js';
import type { TransactItem } from '../store/client.js';
import { getPaymentAndAttempt, attemptCheckIndex } from '../store/payments-repository.js';
import { isOpenAttempt, type AttemptEventSource, type AttemptRecord, type PaymentRecord, type PaymentStatus } from '../domain/records/payment.js';
import { commit, CONFIRMATION_DUE, eventWrites, MAX_TRANSITION_ROUNDS, tooManyRaces, type QueuedOutboxEvent } from './payment-writes.js';
import { endOpenAttemptsNow } from './end-attempts.js';
import { endAttemptsEvent } from './end-attempts-event.js';
import { refundLateSuccessEvent } from './refund-late-success.js';
import { receiptEmail } from './receipt.js';
import { nextCheckDelaySeconds, paymentSettings } from './settings.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { SYSTEM_ACTOR } from '../domain/timeline.js';

export type Verdict =
  /** Nothing new: a repeated report, or a report about an attempt that already ended. */
  | { kind: 'ignored'; reason: string }
  /** The provider still waits for the payer. */
  | { kind: 'still_open' }
  | { kind: 'attempt_ended'; paymentPending: boolean; paymentFails: boolean }
  | { kind: 'success'; paymentSucceeds: boolean; amountMismatch: boolean };

/** What a report means for an attempt and its payment, as read. Pure. */
export function judgeReport(
  payment: Pick<PaymentRecord, 'status' | 'attemptsCount' | 'openAttemptsCount'>,
  attempt: Pick<AttemptRecord, 'status' | 'amount'>,
  outcome: Pick<AttemptOutcome, 'status' | 'paidAmount'>,
  maxAttempts: number,
): Verdict {
  const wasOpen = isOpenAttempt(attempt.status);
  if (isOpenAttempt(outcome.status)) return wasOpen ? { kind: 'still_open' } : { kind: 'ignored', reason: `attempt already ${attempt.status}` };
  if (outcome.status === attempt.status) return { kind: 'ignored', reason: 'already recorded' };
  if (outcome.status === 'succeeded') {
    const amountMismatch = outcome.paidAmount !== null && outcome.paidAmount !== attempt.amount;
    return { kind: 'success', paymentSucceeds: payment.status === 'pending' && !amountMismatch, amountMismatch };
  }
  if (!wasOpen) return { kind: 'ignored', reason: `attempt already ${attempt.status}; provider now says ${outcome.status}` };
  const paymentPending = payment.status === 'pending';
  return {
    kind: 'attempt_ended',
    paymentPending,
    paymentFails: paymentPending && payment.attemptsCount >= maxAttempts && payment.openAttemptsCount <= 1,
  };
}

export interface Report {
  reference: string;
  attemptId: string;
  outcome: AttemptOutcome;
  source: AttemptEventSource;
  /** Added to the attempt event (e.g. why the poller closed an attempt). */
  details?: Record<string, unknown>;
  now?: Date;
  /** The payment and attempt as just read, to decide from in the first round instead of reading again. */
  read?: { payment: PaymentRecord; attempt: AttemptRecord };
}

export interface Applied {
  verdict: Verdict;
  payment: PaymentRecord;
  attempt: AttemptRecord;
}

export async function applyAttemptOutcome(report: Report): Promise<Applied> {
  for (let round = 0; round < MAX_TRANSITION_ROUNDS; round += 1) {
    const now = report.now ?? new Date();
    const { payment, attempt } = round === 0 && report.read ? report.read : await getPaymentAndAttempt(report.reference, report.attemptId);
    if (!payment || !attempt) throw new Error(`No attempt ${report.attemptId} on payment ${report.reference}`);
    const verdict = judgeReport(payment, attempt, report.outcome, paymentSettings().PAYMENTS_MAX_ATTEMPTS);
    if (verdict.kind === 'ignored') {
      if (report.outcome.status !== attempt.status && !isOpenAttempt(report.outcome.status)) {
        logger.warn('attempt report ignored', { reference: payment.reference, attemptId: attempt.id, reason: verdict.reason });
      }
      return { verdict, payment, attempt };
    }
    // A success of a link's payment counts where its start counted (kept on the payment, no read); if
    // the link gained a cap since, the counter's condition fails, and the next round reads where the
    // link counts now (its item, or its counter items).
    const linkCounting =
      verdict.kind === 'success' && payment.paymentLinkId
        ? ((round === 0 ? linkCountingAtStart(payment) : undefined) ?? (await linkCountingOf(payment.paymentLinkId)))
        : undefined;
    const plan = planWrites(verdict, payment, attempt, report, now, linkCounting);
    if (await commit(plan.writes, plan.outboxIds)) {
      if (verdict.kind === 'success' && !verdict.paymentSucceeds && !verdict.amountMismatch) {
        logger.warn('duplicate success', { reference: payment.reference, attemptId: attempt.id, paymentStatus: payment.status });
      }
      if (verdict.kind !== 'still_open') count('Settlements', { provider: attempt.provider, outcome: settlementOutcome(verdict, plan.attempt) });
      // The other attempts still open are ended now, in this request (the outbox event queued with
      // the success is the retry): a payer on another provider's page is refused at once.
      if (verdict.kind === 'success' && verdict.paymentSucceeds && othersOpen(payment, attempt)) {
        await endOpenAttemptsNow({ reference: payment.reference, keepAttemptId: attempt.id, reason: 'payment_succeeded' }, plan.payment);
      }
      return { verdict, payment: plan.payment, attempt: plan.attempt };
    }
  }
  throw tooManyRaces();
}

const withoutKeptCredentials = ({ keptCredentials: _kept, ...attempt }: AttemptRecord): AttemptRecord => attempt;

/** Attempts of the payment other than this one were open when it was read. */
const othersOpen = (payment: PaymentRecord, attempt: AttemptRecord) => payment.openAttemptsCount > (isOpenAttempt(attempt.status) ? 1 : 0);

/** How an attempt ended, for the Settlements metric. */
function settlementOutcome(verdict: Exclude<Verdict, { kind: 'ignored' | 'still_open' }>, attempt: AttemptRecord): string {
  if (verdict.kind !== 'success') return attempt.status;
  if (verdict.amountMismatch) return 'amount_mismatch';
  return verdict.paymentSucceeds ? 'succeeded' : 'duplicate_success';
}

interface Plan {
  writes: TransactItem[];
  outboxIds: QueuedOutboxEvent[];
  payment: PaymentRecord;
  attempt: AttemptRecord;
}

/** The plan of a round: what the report changes, in the order it is written. */
function planWrites(
  verdict: Exclude<Verdict, { kind: 'ignored' }>,
  payment: PaymentRecord,
  attempt: AttemptRecord,
  report: Report,
  now: Date,
  linkCounting: LinkCounting | undefined,
): Plan {
  if (verdict.kind === 'still_open') return planStillOpen(payment, attempt, report, now);
  const draft = closeAttempt(payment, attempt, report, now);
  if (verdict.kind === 'success') {
    recordAttemptSuccess(draft, !verdict.paymentSucceeds);
    if (verdict.paymentSucceeds) succeedPayment(draft, linkCounting);
    else if (verdict.amountMismatch) recordAmountMismatch(draft);
    else recordDuplicateSuccess(draft, linkCounting);
  } else {
    recordAttemptEnded(draft);
    if (verdict.paymentPending) countFailedAttempt(draft, verdict.paymentFails);
  }
  return draft.finish();
}

/** The provider still waits: bookkeeping only (no version change), the next check moves with the back-off. */
function planStillOpen(payment: PaymentRecord, attempt: AttemptRecord, report: Report, now: Date): Plan {
  const nextCheckAt = new Date(now.getTime() + nextCheckDelaySeconds(attempt.checksCount + 1) * 1000).toISOString();
  const set = {
    ...checksOf(attempt, report, now),
    nextCheckAt,
    ...attemptCheckIndex(attempt.reference, attempt.id, nextCheckAt),
    raw: { ...attempt.raw, status: report.outcome.raw },
  };
  const updated = { ...attempt, ...set } as AttemptRecord;
  return { writes: [attemptWrites.whileOpen(attempt, set)], outboxIds: [], payment, attempt: updated };
}

/** A callback or a poll counts as a check of the attempt. */
function checksOf(attempt: AttemptRecord, report: Report, now: Date) {
  const checked = report.source === 'callback' || report.source === 'poll';
  return checked ? { checksCount: attempt.checksCount + 1, lastCheckedAt: now.toISOString(), lastCheckError: null } : {};
}

/** A plan being built for an attempt that ends: the writes so far, and the payment and attempt as they will be. */
interface Draft {
  payment: PaymentRecord;
  attempt: AttemptRecord;
  report: Report;
  now: Date;
  at: string;
  status: AttemptStatus;
  failureCode: FailureCode | null;
  wasOpen: boolean;
  writes: TransactItem[];
  outboxIds: QueuedOutboxEvent[];
  timeline: TimelineBatch;
  paymentAfter: PaymentRecord;
  attemptAfter: AttemptRecord;
  /** Updates the payment (while it is pending) and keeps what it becomes. */
  changePayment(change: ItemChange & { set: Record<string, unknown> }): void;
  /** Raises a payment event on the payment as it becomes; returns the event's id. */
  raise(type: Parameters<typeof eventWrites>[0]): string;
  /** Queues an outbox event written in the same transaction. */
  queue(event: { put: NonNullable<TransactItem['Put']>; id: string; delaySeconds?: number }): void;
  finish(): Plan;
}

/** Step 1 of an ending attempt: its closing write (status, result, completion), and the draft the next steps add to. */
function closeAttempt(payment: PaymentRecord, attempt: AttemptRecord, report: Report, now: Date): Draft {
  const { outcome } = report;
  const at = now.toISOString();
  const status = outcome.status as AttemptStatus;
  const failureCode: FailureCode | null =
    status === 'succeeded' ? null : (outcome.failureCode ?? (status === 'expired' ? 'session_expired' : status === 'canceled' ? null : 'unknown'));
  const attemptSet: Record<string, unknown> = {
    ...checksOf(attempt, report, now),
    status,
    result: {
      failureCode,
      providerResultCode: outcome.providerResultCode,
      providerMessage: outcome.providerMessage,
      authorizationCode: outcome.authorizationCode,
      instrument: outcome.instrument,
    },
    completedAt: at,
    nextCheckAt: null,
    raw: { ...attempt.raw, status: outcome.raw },
    ...(status === 'succeeded' ? { authorizedAt: at, providerFee: outcome.providerFee, paidAmount: outcome.paidAmount } : {}),
  };
  const draft: Draft = {
    payment,
    attempt,
    report,
    now,
    at,
    status,
    failureCode,
    wasOpen: isOpenAttempt(attempt.status),
    // An attempt that ends destroys the credentials it kept (decisions.md).
    writes: [attemptUpdate(attempt, { set: attemptSet, remove: ['GSI2PK', 'GSI2SK', 'keptCredentials'] }, now)],
    outboxIds: [],
    timeline: new TimelineBatch(payment.reference, now),
    paymentAfter: payment,
    attemptAfter: { ...withoutKeptCredentials(attempt), ...attemptSet, version: attempt.version + 1, updatedAt: at } as AttemptRecord,
    changePayment(change) {
      draft.writes.push(paymentUpdate(payment, { ...change, condition: WHILE_PENDING }, now));
      // A payment that ends moves in the overview's figures in the same transaction (conditioned on it being pending).
      const to = change.set.status as PaymentStatus | undefined;
      if (to && to !== 'pending') draft.writes.push(summaryWrites.ended(payment, to, (change.set.provider as string | undefined) ?? null));
      const added = Object.fromEntries(Object.entries(change.add ?? {}).map(([f, n]) => [f, (payment[f as keyof PaymentRecord] as number) + n]));
      draft.paymentAfter = { ...payment, ...change.set, ...added, version: payment.version + 1, updatedAt: at } as PaymentRecord;
    },
    raise(type) {
      const event = eventWrites(type, draft.paymentAfter, draft.attemptAfter, now);
      draft.writes.push(...event.writes);
      draft.outboxIds.push(event.outboxEventId);
      return event.event.id;
    },
    queue(event) {
      draft.writes.push({ Put: event.put });
      draft.outboxIds.push(event.delaySeconds ? { id: event.id, delaySeconds: event.delaySeconds } : event.id);
    },
    finish() {
      draft.writes.push(...draft.timeline.writes());
      return { writes: draft.writes, outboxIds: draft.outboxIds, payment: draft.paymentAfter, attempt: draft.attemptAfter };
    },
  };
  return draft;
}

/** The attempt's success on the timeline (an anomaly when the payment does not succeed on it). */
function recordAttemptSuccess({ attempt, report, timeline }: Draft, anomaly: boolean) {
  const { outcome } = report;
  timeline.attemptEvent({
    type: 'attempt.succeeded',
    attemptId: attempt.id,
    source: report.source,
    fromStatus: attempt.status,
    toStatus: 'succeeded',
    category: anomaly ? 'anomaly' : 'attempt',
    details: { ...report.details, authorizationCode: outcome.authorizationCode, providerResultCode: outcome.providerResultCode, paidAmount: outcome.paidAmount },
  });
}

/** The payment succeeds: its update, the link's count, the other open attempts ended, the event, the receipt. */
function succeedPayment(draft: Draft, linkCounting: LinkCounting | undefined) {
  const { payment, attempt, report, now, at, wasOpen, timeline } = draft;
  const { outcome, source } = report;
  draft.changePayment({
    set: {
      status: 'succeeded',
      succeededAttemptId: attempt.id,
      provider: attempt.provider,
      completedAt: at,
      failureCode: null,
      authorizationCode: outcome.authorizationCode,
      instrument: outcome.instrument,
      ...CONFIRMATION_DUE,
    },
    add: wasOpen ? { openAttemptsCount: -1 } : {},
    remove: ['GSI3PK', 'GSI3SK'],
  });
  // A payment link counts its successful payments in the same transaction.
  if (linkCounting) draft.writes.push(countLinkSuccess(linkCounting, payment.reference, payment.amount));
  // The other attempts still open are ended at their providers: the payer cannot pay twice.
  if (othersOpen(payment, attempt)) {
    draft.queue(endAttemptsEvent({ reference: payment.reference, keepAttemptId: attempt.id, reason: 'payment_succeeded' }, now));
  }
  const eventId = draft.raise('payment.succeeded');
  timeline.paymentEvent({
    type: 'payment.succeeded',
    category: 'payment',
    source: source === 'poll' ? 'poller' : 'provider_callback',
    actor: SYSTEM_ACTOR,
    fromStatus: 'pending',
    toStatus: 'succeeded',
    attemptId: attempt.id,
    details: { eventId },
  });
  if (payment.payer.email) queueReceipt(draft);
}

/** The payer's receipt, sent by the outbox. */
function queueReceipt(draft: Draft) {
  const { attempt, now } = draft;
  const email = newOutboxEvent('email.send', receiptEmail(draft.paymentAfter, draft.attemptAfter, getProvider(attempt.provider).name), now);
  draft.queue(email);
  draft.timeline.paymentEvent({
    type: 'receipt.queued',
    category: 'email',
    source: 'system',
    actor: SYSTEM_ACTOR,
    attemptId: attempt.id,
    details: { outboxEventId: email.id },
  });
}

/** Money moved, but not the amount asked: the payment does not succeed on it. */
function recordAmountMismatch(draft: Draft) {
  const { payment, attempt, report, wasOpen } = draft;
  if (payment.status === 'pending' && wasOpen) draft.changePayment({ set: {}, add: { openAttemptsCount: -1 } });
  draft.timeline.paymentEvent({
    type: 'attempt.amount_mismatch',
    category: 'anomaly',
    source: 'system',
    actor: SYSTEM_ACTOR,
    attemptId: attempt.id,
    details: { expectedAmount: attempt.amount, paidAmount: report.outcome.paidAmount },
  });
}

/** A success on a payment no longer pending: the event, the refund where it applies, and the late success noted once. */
function recordDuplicateSuccess(draft: Draft, linkCounting: LinkCounting | undefined) {
  const { payment, attempt, now } = draft;
  const eventId = draft.raise('attempt.duplicate_success');
  // The money goes back by itself where the merchant chose so and the provider can (the handler decides).
  draft.queue(refundLateSuccessEvent({ reference: payment.reference, attemptId: attempt.id }, now));
  draft.timeline.paymentEvent({
    type: 'attempt.duplicate_success',
    category: 'anomaly',
    source: 'system',
    actor: SYSTEM_ACTOR,
    attemptId: attempt.id,
    fromStatus: payment.status,
    toStatus: payment.status,
    details: { eventId, paymentStatus: payment.status, succeededAttemptId: payment.succeededAttemptId },
  });
  // Conditioned on the payment as read: a payment still pending at read time would have succeeded.
  if (!payment.succeededAttemptId && !payment.lateSuccessAttemptId) {
    // Money collected for a payment that ended without success: the payer's result page says so,
    // and the payment's link (if any) counts it, once.
    draft.writes.push(paymentUpdate(payment, { set: { lateSuccessAttemptId: attempt.id } }, now));
    if (linkCounting) draft.writes.push(countLinkSuccess(linkCounting, payment.reference, payment.amount));
  } else {
    draft.writes.push(paymentWrites.unchangedSince(payment));
  }
}

/** The attempt failed, expired or was canceled: on the timeline. */
function recordAttemptEnded({ attempt, report, status, failureCode, timeline }: Draft) {
  const { outcome } = report;
  timeline.attemptEvent({
    type: `attempt.${status}`,
    attemptId: attempt.id,
    source: report.source,
    fromStatus: attempt.status,
    toStatus: status,
    details: { ...report.details, failureCode, providerResultCode: outcome.providerResultCode, providerMessage: outcome.providerMessage },
  });
}

/** A pending payment counts the failed attempt; with its last allowed attempt used, it fails. */
function countFailedAttempt(draft: Draft, paymentFails: boolean) {
  const { payment, attempt, at, failureCode } = draft;
  draft.changePayment({
    set: paymentFails ? { status: 'failed', completedAt: at, failureCode, ...CONFIRMATION_DUE } : { failureCode },
    add: { failedAttemptsCount: 1, openAttemptsCount: -1 },
    ...(paymentFails ? { remove: ['GSI3PK', 'GSI3SK'] } : {}),
  });
  if (!paymentFails) return;
  const eventId = draft.raise('payment.failed');
  draft.timeline.paymentEvent({
    type: 'payment.failed',
    category: 'payment',
    source: 'system',
    actor: SYSTEM_ACTOR,
    fromStatus: 'pending',
    toStatus: 'failed',
    attemptId: attempt.id,
    details: { eventId, reason: 'last_attempt_failed', failureCode, attemptsCount: payment.attemptsCount },
  });
}
