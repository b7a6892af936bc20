// The payment timeline (GET /payments/{reference}/timeline and the admin console's): the
// payment, its attempts with durations, the webhook deliveries with every try, and the
// timeline items oldest first (keyset paginated, filtered by category).
import { listAttempts, listTimelineItems } from '../store/payments-repository.js';
import { type PaymentRecord, type TimelineCategory } from '../domain/records/payment.js';
import { listDeliveriesOfPayment, listTriesOfPayment } from '../webhooks/payment-webhooks.js';
import { checkoutOpenItems } from './checkout-opens.js';
import { toAttempt, toPayment } from './payment-view.js';

/** The webhook deliveries of a payment's events and every HTTP try made for them. */
export async function loadWebhookHistory(paymentId: string) {
  const [deliveries, tries] = await Promise.all([listDeliveriesOfPayment(paymentId), listTriesOfPayment(paymentId)]);
  return { deliveries, tries };
}

export async function paymentTimeline(
  payment: PaymentRecord,
  options: { categories?: TimelineCategory[]; cursor?: string | null; limit?: number; admin?: boolean },
) {
  const [page, attempts, webhooks] = await Promise.all([
    // The checkout opens are kept on the payment (one write each), and shown among the stored items.
    listTimelineItems(payment.reference, { ...options, alsoKept: checkoutOpenItems(payment) }),
    listAttempts(payment.reference),
    loadWebhookHistory(payment.id),
  ]);
  return {
    payment: toPayment(payment),
    attempts: attempts.map((attempt) => toAttempt(attempt, { raw: options.admin })),
    webhooks,
    items: page.items,
    nextCursor: page.nextCursor,
  };
}
