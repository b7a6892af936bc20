// Whether the merchant has been told of a payment's outcome: the payment result's
// `merchantConfirmation` and `merchantConfirmationReason`, a projection of the deliveries of the
// payment's ending event written on the payment, so that reading a payment (or a page of them)
// costs nothing more.
//
// It is written in the same transaction as the change of a delivery that moves it, from what
// that change tells, without reading the other deliveries when it need not:
// - a delivery now `delivered`: `confirmed`, about it (a delivered delivery stays delivered);
// - a delivery still `pending` after a try: `pending`, about it (the latest tried), unless the
//   payment is `confirmed` already (the write's condition; it then gives way);
// - a delivery now `failed`: it depends on the others, read consistently and held unchanged by
//   condition checks in the same transaction, so that two deliveries of one payment ending at
//   the same moment cannot leave a wrong answer: one of the two transactions is refused and
//   decides again.
import { PAYMENT_ENDING_EVENTS } from '../domain/payment-events.js';
import { logger } from '../log/logger.js';
import { failedConditionIndexes, isConditionFailure, isTransactionConflict, type TransactItem } from '../store/client.js';
import { paymentWrites } from '../store/payment-writes.js';
import type { MerchantConfirmation } from '../domain/records/payment.js';
import { transact } from '../store/transact.js';
import { deliveriesOfPayment, deliveryUnchangedCheck, getDeliveries, unlessMerchantConfirmed } from '../store/webhook-deliveries-repository.js';
import { type WebhookDeliveryRecord } from '../domain/records/webhook-delivery.js';
import { WEBHOOK_TIMEOUT_MS } from './outbound-request.js';


/** Events that end a payment: the merchant's confirmation is about these, not duplicate successes. */
export const isEndingEvent = (type: string) => (PAYMENT_ENDING_EVENTS as readonly string[]).includes(type);

export function merchantConfirmationOf(deliveries: readonly WebhookDeliveryRecord[]): {
  merchantConfirmation: MerchantConfirmation;
  merchantConfirmationReason: Record<string, unknown> | null;
} {
  const ending = deliveries.filter((d) => isEndingEvent(d.eventType));
  if (!ending.length) return { merchantConfirmation: 'not_configured', merchantConfirmationReason: null };
  const chosen =
    ending.find((d) => d.status === 'delivered') ??
    ending.filter((d) => d.status === 'pending').sort((a, b) => (b.lastAttemptAt ?? '').localeCompare(a.lastAttemptAt ?? ''))[0] ??
    ending.sort((a, b) => (b.lastAttemptAt ?? '').localeCompare(a.lastAttemptAt ?? ''))[0]!;
  const merchantConfirmation: MerchantConfirmation =
    chosen.status === 'delivered' ? 'confirmed' : chosen.status === 'pending' ? 'pending' : 'failed';
  return {
    merchantConfirmation,
    merchantConfirmationReason: {
      outcome: chosen.lastOutcome,
      statusCode: chosen.lastStatusCode,
      tries: chosen.attempts + chosen.manualTries,
      timeoutMs: WEBHOOK_TIMEOUT_MS,
      endpointDisabled: chosen.status === 'failed' && chosen.lastOutcome === null,
      nextRetryAt: chosen.nextRetryAt,
      deliveryId: chosen.id,
    },
  };
}

/** Deliveries in the order of the payment's index: oldest first, then by id. */
const inIndexOrder = (deliveries: Iterable<WebhookDeliveryRecord>) =>
  [...deliveries].sort((a, b) => `${a.createdAt}#${a.id}`.localeCompare(`${b.createdAt}#${b.id}`));

/**
 * The payment's write and the checks that keep it right, from the ending deliveries as read
 * now (`known`: deliveries as this change leaves them, which replace their stored copies and
 * are not checked, since the change itself conditions them).
 */
async function exactConfirmationWrites(
  payment: { id: string; reference: string },
  known: readonly WebhookDeliveryRecord[],
): Promise<TransactItem[]> {
  const knownIds = new Set(known.map((d) => d.id));
  // The index gives the ids (all written by the fan-out before any was queued); the items are read consistently.
  const others = (await deliveriesOfPayment(payment.id)).filter((d) => isEndingEvent(d.eventType) && !knownIds.has(d.id));
  const fresh = others.length ? await getDeliveries(others.map((d) => d.id)) : [];
  const confirmation = merchantConfirmationOf(inIndexOrder([...fresh, ...known]));
  const write = paymentWrites.merchantConfirmation(payment.reference, confirmation);
  // A delivered delivery stays delivered: `confirmed` needs no check of the others.
  return confirmation.merchantConfirmation === 'confirmed' ? [write] : [write, ...fresh.map(deliveryUnchangedCheck)];
}

/** The confirmation writes after a change of one delivery, `after` being the delivery as the change leaves it. */
async function confirmationWritesAfter(after: WebhookDeliveryRecord): Promise<TransactItem[]> {
  if (!isEndingEvent(after.eventType)) return [];
  const about = merchantConfirmationOf([after]);
  // An ending event is always about a payment (only test events have none).
  const payment = { id: after.paymentId!, reference: after.paymentReference! };
  if (after.status === 'delivered') return [paymentWrites.merchantConfirmation(payment.reference, about)];
  if (after.status === 'pending') return [unlessMerchantConfirmed(paymentWrites.merchantConfirmation(payment.reference, about))];
  return exactConfirmationWrites(payment, [after]);
}

/**
 * Decisions made again when another delivery of the payment changed meanwhile: each round lets
 * at least one of the deliveries ending together through, and an event has at most 22.
 */
const MAX_DECISIONS = 50;

/** A short random pause before deciding again, so that deliveries ending together spread out. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));

/** Whether a cancelled transaction may be decided again: a condition failed, or it kept conflicting with another. */
const mayDecideAgain = (error: unknown) => isConditionFailure(error) || isTransactionConflict(error);

/**
 * Writes `writes` (a change of one delivery) and, in the same transaction, what it means for
 * the payment's merchant confirmation. A failed condition of `writes` is thrown as it came;
 * when only the confirmation's conditions failed, it is decided again from a fresh read, or
 * left out when the payment is confirmed already or does not exist (a projection needs a
 * payment to project onto).
 */
export async function transactWithConfirmation(after: WebhookDeliveryRecord, writes: readonly TransactItem[]): Promise<void> {
  let confirmation = await confirmationWritesAfter(after);
  for (let decision = 1; ; decision += 1) {
    try {
      await transact([...writes, ...confirmation]);
      return;
    } catch (error) {
      if (!mayDecideAgain(error) || !confirmation.length) throw error;
      const failed = failedConditionIndexes(error);
      if (failed.some((i) => i < writes.length)) throw error;
      if (failed.includes(writes.length)) {
        // The payment's own write: confirmed already (final), or no payment.
        confirmation = [];
      } else if (decision >= MAX_DECISIONS) {
        logger.warn('merchant confirmation left to the next change: the deliveries kept changing', { deliveryId: after.id });
        confirmation = [];
      } else {
        await pause();
        confirmation = await exactConfirmationWrites({ id: after.paymentId!, reference: after.paymentReference! }, [after]);
      }
    }
  }
}

/**
 * Records the confirmation of a payment from all its ending deliveries (the fan-out, once they
 * are written). `fresh` are deliveries just written or read consistently: they fill the gaps
 * of the index, and are checked unchanged like the others.
 */
export async function recordMerchantConfirmation(
  payment: { id: string; reference: string },
  fresh: readonly WebhookDeliveryRecord[] = [],
): Promise<void> {
  const ending = fresh.filter((d) => isEndingEvent(d.eventType));
  for (let decision = 1; decision <= MAX_DECISIONS; decision += 1) {
    const current = ending.length ? await getDeliveries(ending.map((d) => d.id)) : [];
    const [write, ...checks] = await exactConfirmationWrites(payment, current);
    try {
      await transact([write!, ...checks, ...current.map(deliveryUnchangedCheck)]);
      return;
    } catch (error) {
      if (!mayDecideAgain(error)) throw error;
      if (failedConditionIndexes(error).includes(0)) {
        // A projection onto the payment: with no payment item there is nothing to project onto.
        logger.warn('merchant confirmation for a payment that does not exist', { paymentId: payment.id });
        return;
      }
      await pause();
    }
  }
  logger.warn('merchant confirmation left to the next change: the deliveries kept changing', { paymentId: payment.id });
}
