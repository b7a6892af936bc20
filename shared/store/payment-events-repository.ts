// Where payment events are kept: one item per event, indexed by its payment (GSI1) for the
// timeline, written in the transaction of the change that caused it.
import type { PaymentEvent } from '../domain/payment-events.js';
import { getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { newItemPut } from './item-writes.js';
import { keys } from './keys.js';

export const eventKeys = keys.event;

/** The event's write, for the transaction of the change that caused it. */
export const paymentEventPut = (event: PaymentEvent): TransactItem =>
  newItemPut({
    ...eventKeys.item(event.id),
    GSI1PK: eventKeys.byPayment(event.data.payment.reference),
    GSI1SK: `${event.createdAt}#${event.id}`,
    ...event,
  });

export async function getPaymentEvent(eventId: string): Promise<PaymentEvent | undefined> {
  const item = await getItem(eventKeys.item(eventId));
  if (!item) return undefined;
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, ...event } = item;
  return event as PaymentEvent;
}
