// The outbox handler of `webhooks.fan_out`: turns one payment event into its deliveries.
//
// Primary course:
// 1. load the event;
// 2. one delivery per URL of the active endpoints of the organisation whose scope takes the
//    event (its account, or every account) and whose `events` filter takes its type (empty:
//    all); endpoints registered on one URL (secret rotation) share it, signed with each secret;
// 3. one delivery to the payment's own `webhookUrl`, attached to (and signed with the
//    secret of) the active endpoint on its origin, unless an endpoint of step 2 has that
//    exact URL already;
// 4. the v2 signal call (GET `<webhook>?payment_ref=<reference>`) when the payment has a v2
//    `webhook` and the event ends the payment;
// 5. each delivery is written once (its id derives from the event and the destination, so a
//    repeated fan-out finds it); for an event that ends the payment, the payment's merchant
//    confirmation is recorded from them; then each is queued for its first try unless queued already.
import { sendMessages } from '../aws/sqs.js';
import { webhookBody } from '../events/payment-events.js';
import { getPaymentEvent } from '../store/payment-events-repository.js';
import { PAYMENT_ENDING_EVENTS, type PaymentEvent } from '../domain/payment-events.js';
import { logger } from '../log/logger.js';
import { getDelivery, markScheduled, putDeliveryOnce } from '../store/webhook-deliveries-repository.js';
import { NOT_TRIED_YET, type WebhookDeliveryRecord } from '../domain/records/webhook-delivery.js';
import { isEndingEvent, recordMerchantConfirmation } from './merchant-confirmation.js';
import { listWebhookEndpoints } from '../store/webhook-endpoints-repository.js';
import { type WebhookEndpointRecord } from '../domain/records/webhook-endpoint.js';
import type { DeliveryMessage } from './delivery-attempt.js';
import { withPaymentRef } from '../domain/payment-ref.js';
import { uuidFromName } from '../domain/uuid.js';

/** Event types after which the v2 signal call is made: those that end a payment. */
const V2_SIGNAL_EVENTS: ReadonlySet<string> = new Set(PAYMENT_ENDING_EVENTS);

/** The same event and destination always give the same delivery id. */
export const deliveryIdOf = (eventId: string, destination: string): string => uuidFromName(`webhook-delivery:${eventId}:${destination}`);

export const endpointTakesEvent = (endpoint: WebhookEndpointRecord, event: PaymentEvent) =>
  endpoint.status === 'active' &&
  (endpoint.paymentAccountId === null || endpoint.paymentAccountId === event.data.payment.paymentAccountId) &&
  (endpoint.events.length === 0 || endpoint.events.includes(event.type));

/** A URL as the WHATWG parser writes it (case of scheme and host, default port, percent-encoding). */
export const normalisedUrl = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};
const sameUrl = (a: string, b: string) => normalisedUrl(a) === normalisedUrl(b);

/** The v2 signal URL: the merchant's `webhook` with `payment_ref` appended (its own query kept as written). */
export const v2SignalUrl = (webhook: string, reference: string): string => withPaymentRef(webhook, reference);

export interface FanOutDeps {
  now?: () => Date;
  /** Queues first tries (defaults to the webhooks queue, no delay). */
  enqueue?: (messages: DeliveryMessage[]) => Promise<void>;
}

export async function fanOutPaymentEvent(eventId: string, deps: FanOutDeps = {}): Promise<WebhookDeliveryRecord[]> {
  const now = (deps.now ?? (() => new Date()))();
  const enqueue = deps.enqueue ?? ((messages) => sendMessages('webhooks', messages));
  const event = await getPaymentEvent(eventId);
  // Written in the same transaction as its outbox entry: a missing event is a fault, retried then failed.
  if (!event) throw new Error(`payment event ${eventId} was not found`);

  const payment = event.data.payment;
  const endpoints = (await listWebhookEndpoints(event.organisationId))
    .filter((e) => e.status === 'active')
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  const body = JSON.stringify(webhookBody(event));
  const base = {
    organisationId: event.organisationId,
    paymentAccountId: payment.paymentAccountId,
    paymentId: payment.id,
    paymentReference: payment.reference,
    eventId: event.id,
    eventType: event.type,
    status: 'pending' as const,
    ...NOT_TRIED_YET,
    scheduledTry: 0,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };

  const planned: WebhookDeliveryRecord[] = [];
  const matching = endpoints.filter((e) => endpointTakesEvent(e, event));
  // Endpoints sharing one URL (a secret being rotated) share one delivery, signed with each secret.
  const byUrl = new Map<string, WebhookEndpointRecord>();
  for (const endpoint of matching) if (!byUrl.has(normalisedUrl(endpoint.url))) byUrl.set(normalisedUrl(endpoint.url), endpoint);
  for (const [url, endpoint] of byUrl) {
    planned.push({
      ...base,
      id: deliveryIdOf(event.id, `url:${url}`),
      endpointId: endpoint.id,
      kind: 'endpoint',
      url: endpoint.url,
      method: 'POST',
      body,
    });
  }
  if (event.webhookUrl && !matching.some((e) => sameUrl(e.url, event.webhookUrl!))) {
    const origin = new URL(event.webhookUrl).origin;
    const signer = endpoints.find((e) => e.origin === origin);
    if (signer) {
      planned.push({
        ...base,
        id: deliveryIdOf(event.id, 'payment_url'),
        endpointId: signer.id,
        kind: 'payment_url',
        url: event.webhookUrl,
        method: 'POST',
        body,
      });
    } else {
      // Registered when the payment was created; its endpoint has been disabled since.
      logger.warn('payment webhookUrl has no active endpoint on its origin; not delivered', {
        eventId: event.id,
        paymentId: payment.id,
      });
    }
  }
  if (event.v2Webhook && V2_SIGNAL_EVENTS.has(event.type)) {
    planned.push({
      ...base,
      id: deliveryIdOf(event.id, 'v2'),
      endpointId: null,
      kind: 'v2',
      url: v2SignalUrl(event.v2Webhook, payment.reference),
      method: 'GET',
      body: null,
    });
  }

  const deliveries: WebhookDeliveryRecord[] = [];
  for (const delivery of planned) {
    const created = await putDeliveryOnce(delivery);
    deliveries.push(created ? delivery : ((await getDelivery(delivery.id)) ?? delivery));
  }
  // Before any try is queued: a try's own write of the confirmation then always comes after this one.
  if (isEndingEvent(event.type)) await recordMerchantConfirmation(payment, deliveries);
  // A fan-out run again after a lost hand-off queues what was not queued; duplicates are harmless.
  const toQueue = deliveries.filter((d) => d.status === 'pending' && d.scheduledTry < 1);
  if (toQueue.length) {
    await enqueue(toQueue.map((d) => ({ deliveryId: d.id, tryNumber: 1 })));
    await Promise.all(toQueue.map((d) => markScheduled(d.id, 1)));
  }
  logger.info('webhook fan-out', { eventId: event.id, eventType: event.type, deliveries: deliveries.length });
  return deliveries;
}
