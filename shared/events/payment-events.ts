// Payment events: what happened to a payment that merchants are told about (v3 signed
// webhooks, v2 signal calls). An event is written in the same transaction as the state
// change that caused it, with an outbox entry that fans it out to webhook deliveries. The
// vocabulary is in shared/domain/payment-events.ts, the storage in
// shared/store/payment-events-repository.ts.
import { randomUUID } from 'node:crypto';
import type { PaymentEvent } from '../domain/payment-events.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import type { TransactItem } from '../store/client.js';
import { paymentEventPut } from '../store/payment-events-repository.js';


/** The outbox type whose handler creates the deliveries of an event. */
export const FAN_OUT_OUTBOX_TYPE = 'webhooks.fan_out';

/** The event and its fan-out entry, for the transaction of the change that caused it. */
export function paymentEventWrites(
  input: Omit<PaymentEvent, 'id' | 'createdAt'>,
  now = new Date(),
): { event: PaymentEvent; outboxEventId: string; writes: TransactItem[] } {
  const event: PaymentEvent = { id: randomUUID(), createdAt: now.toISOString(), ...input };
  const fanOut = newOutboxEvent(FAN_OUT_OUTBOX_TYPE, { eventId: event.id }, now);
  return { event, outboxEventId: fanOut.id, writes: [paymentEventPut(event), { Put: fanOut.put }] };
}

/** The v3 webhook body: `{id, type, createdAt, data}` (the contract's shape). */
export const webhookBody = (event: PaymentEvent) => ({
  id: event.id,
  type: event.type,
  createdAt: event.createdAt,
  data: event.data,
});
