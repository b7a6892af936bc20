// Where payment events are kept: one item per event, indexed by its payment (GSI1) for the
// timeline, written in the transaction of the change that caused it.
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { PaymentEvent } from '../domain/payment-events.js';
import { db, tableName, type TransactItem } from './client.js';
import { keys } from './keys.js';

export const eventKeys = keys.event;

/** The event's write, for the transaction of the change that caused it. */
export const paymentEventPut = (event: PaymentEvent): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...eventKeys.item(event.id),
      GSI1PK: eventKeys.byPayment(event.data.payment.reference),
      GSI1SK: `${event.createdAt}#${event.id}`,
      ...event,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  },
});

export async function getPaymentEvent(eventId: string): Promise<PaymentEvent | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: eventKeys.item(eventId), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, ...event } = out.Item;
  return event as PaymentEvent;
}
