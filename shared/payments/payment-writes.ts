// What every payment transition is made of: the versioned updates of the payment and its
// attempts (built by shared/store/payment-writes.ts), the event with its fan-out entry, and the
// commit that tells a lost race from a failure; and the writes of a pending payment that ends
// without a success (canceled, expired).
import { AppError } from '../domain/errors.js';
import { paymentEventWrites } from '../events/payment-events.js';
import { type PaymentEventType } from '../domain/payment-events.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import type { AttemptRecord, PaymentRecord, TimelineSource } from '../domain/records/payment.js';
import type { Actor } from '../domain/timeline.js';
import { paymentUpdate, WHILE_PENDING } from '../store/payment-writes.js';
import { summaryWrites } from '../store/payment-summary-repository.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { transactUnlessRaced } from '../store/transact.js';
import { storageFailureOf, type TransactItem } from '../store/client.js';
import { toEventAttempt, toEventPayment } from './payment-view.js';


/** The event (for webhooks) of a change, built from the payment as it is after the change. */
export function eventWrites(type: PaymentEventType, payment: PaymentRecord, attempt: AttemptRecord | undefined, now: Date) {
  return paymentEventWrites(
    {
      type,
      organisationId: payment.organisationId,
      webhookUrl: payment.webhookUrl,
      v2Webhook: payment.v2Webhook,
      data: { payment: toEventPayment(payment), ...(attempt ? { attempt: toEventAttempt(attempt) } : {}) },
    },
    now,
  );
}

/**
 * What a payment that ends says of its merchant's confirmation until the fan-out of its event writes the exact one
 * (`not_configured` when no endpoint takes the event, `pending` once its deliveries are made): the merchant's webhook
 * is due. Without it, the answer to a cancel said `not_configured` for a merchant with endpoints.
 */
export const CONFIRMATION_DUE = { merchantConfirmation: 'pending', merchantConfirmationReason: null } as const satisfies Partial<PaymentRecord>;

/**
 * A pending payment ends as `status` with the fields of `set`: the payment (out of the expiry
 * index; conditioned on the version read and on `pending`), the summary's counters, the event and
 * the timeline item, whose details name the event and the attempts still open. Answers the payment
 * as it is afterwards, the writes and the event's outbox id.
 */
export function endPendingPayment(
  payment: PaymentRecord,
  end: {
    status: 'canceled' | 'expired';
    set: Partial<Pick<PaymentRecord, 'cancelReason' | 'failureCode'>>;
    by: { source: TimelineSource; actor: Actor };
    details: Record<string, unknown>;
  },
  now: Date,
): { after: PaymentRecord; writes: TransactItem[]; outboxEventId: string } {
  const at = now.toISOString();
  // What the ending writes, on the item and in the record answered: the same fields.
  const set = { status: end.status, completedAt: at, ...end.set, ...CONFIRMATION_DUE };
  const after: PaymentRecord = { ...payment, ...set, version: payment.version + 1, updatedAt: at };
  const type = `payment.${end.status}` as const;
  const event = eventWrites(type, after, undefined, now);
  const timeline = new TimelineBatch(payment.reference, now).paymentEvent({
    type,
    category: 'payment',
    source: end.by.source,
    actor: end.by.actor,
    fromStatus: 'pending',
    toStatus: end.status,
    details: { eventId: event.event.id, ...end.details, openAttempts: payment.openAttemptsCount },
  });
  const writes: TransactItem[] = [
    paymentUpdate(payment, { set, remove: ['GSI3PK', 'GSI3SK'], condition: WHILE_PENDING }, now),
    summaryWrites.ended(payment, end.status),
    ...event.writes,
    ...timeline.writes(),
  ];
  return { after, writes, outboxEventId: event.outboxEventId };
}

/** An outbox event written in a transition: its id, or its id and the delay it was written with. */
export type QueuedOutboxEvent = string | { id: string; delaySeconds: number };

/**
 * Commits a transition. Returns false when another writer changed an item first (a condition
 * failed or the transaction conflicted): the caller reads again and decides again.
 *
 * When the table may have applied the transaction but its answer was lost (`outcome_unknown`), its
 * events are handed over all the same before the error goes on: an applied transition's webhook then
 * leaves at once, where the relay would hand its event over only after REDISPATCH_AFTER_MS (the event
 * is written as handed over). Had nothing been written, the outbox worker finds no such event and
 * skips the message.
 */
export async function commit(writes: TransactItem[], outbox: readonly QueuedOutboxEvent[] = []): Promise<boolean> {
  let committed: boolean;
  try {
    committed = await transactUnlessRaced(writes);
  } catch (error) {
    if (storageFailureOf(error) === 'outcome_unknown') await handOver(outbox);
    throw error;
  }
  if (!committed) return false;
  await handOver(outbox);
  return true;
}

/** Hands a transition's events to the outbox queue, grouped by the delay each was written with. */
async function handOver(outbox: readonly QueuedOutboxEvent[]): Promise<void> {
  const byDelay = new Map<number, string[]>();
  for (const event of outbox) {
    const [id, delay] = typeof event === 'string' ? [event, 0] : [event.id, event.delaySeconds];
    byDelay.set(delay, [...(byDelay.get(delay) ?? []), id]);
  }
  await Promise.all([...byDelay].map(([delay, ids]) => dispatchOutbox(ids, delay)));
}

/** Rounds of read-decide-write before a transition gives up on a payment changing under it. */
export const MAX_TRANSITION_ROUNDS = 8;

export const tooManyRaces = () => new AppError('conflict', 'This payment is being changed by another request; retry.');
