// What the payments feature uses of webhooks: the webhookUrl rule at creation, and the
// deliveries and tries shown on a payment's timeline (`webhooks {deliveries, tries}`).
import { deliveriesOfPayment, triesOfDelivery, triesOfPayment } from '../store/webhook-deliveries-repository.js';
import { toDeliveryView, toTryView, type WebhookDeliveryView, type WebhookTryView } from './views.js';


/** Every delivery of a payment's events (v3 endpoints, its webhookUrl, the v2 call), oldest first. */
export async function listDeliveriesOfPayment(paymentId: string): Promise<WebhookDeliveryView[]> {
  return (await deliveriesOfPayment(paymentId)).map(toDeliveryView);
}

/** Every HTTP try made for a payment, automatic and manual, oldest first. */
export async function listTriesOfPayment(paymentId: string): Promise<WebhookTryView[]> {
  return (await triesOfPayment(paymentId)).map(toTryView);
}

/** The tries of one delivery, oldest first. */
export async function listTriesOfDelivery(deliveryId: string): Promise<WebhookTryView[]> {
  return (await triesOfDelivery(deliveryId)).map(toTryView);
}
