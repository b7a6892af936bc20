// Whether the merchant has been told of a payment's outcome: the payment result's
// `merchantConfirmation` and `merchantConfirmationReason`. It is recomputed from the
// deliveries of the payment's ending event after each try, and written on the payment, so
// that reading a payment (or a page of them) costs nothing more.
import type { PaymentEventType } from '../events/payment-events.js';
import { logger } from '../log/logger.js';
import { paymentWrites } from '../store/payment-writes.js';
import type { MerchantConfirmation } from '../store/payments-repository.js';
import { writeIfStill } from '../store/transact.js';
import { deliveriesOfPayment, type WebhookDeliveryRecord } from '../store/webhook-deliveries-repository.js';
import { WEBHOOK_TIMEOUT_MS } from './outbound-request.js';

export type { MerchantConfirmation };

/** Events that end a payment: the merchant's confirmation is about these, not duplicate successes. */
const ENDING_EVENTS: readonly PaymentEventType[] = ['payment.succeeded', 'payment.failed', 'payment.expired', 'payment.canceled'];
export const isEndingEvent = (type: string) => (ENDING_EVENTS as readonly string[]).includes(type);

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

/**
 * Recomputes and records the confirmation of a payment. `fresh` are deliveries just written:
 * they replace their possibly stale copies read from the index.
 */
export async function recordMerchantConfirmation(
  payment: { id: string; reference: string },
  fresh: readonly WebhookDeliveryRecord[] = [],
): Promise<void> {
  const byId = new Map((await deliveriesOfPayment(payment.id)).map((d) => [d.id, d]));
  for (const delivery of fresh) byId.set(delivery.id, delivery);
  const confirmation = merchantConfirmationOf([...byId.values()]);
  // A projection onto the payment: with no payment item there is nothing to project onto.
  if (!(await writeIfStill(paymentWrites.merchantConfirmation(payment.reference, confirmation)))) {
    logger.warn('merchant confirmation for a payment that does not exist', { paymentId: payment.id });
  }
}
