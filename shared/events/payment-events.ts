// Payment events: what happened to a payment that merchants are told about (v3 signed
// webhooks, v2 signal calls). An event is written in the same transaction as the state
// change that caused it, with an outbox entry that fans it out to webhook deliveries.
import { keys } from '../store/keys.js';
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { newOutboxEvent } from '../outbox/outbox.js';
import { db, tableName, type TransactItem } from '../store/client.js';

export const PAYMENT_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.expired',
  'payment.canceled',
  'attempt.duplicate_success',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** The outbox type whose handler creates the deliveries of an event. */
export const FAN_OUT_OUTBOX_TYPE = 'webhooks.fan_out';

/** `data.payment` of a webhook body (the contract's shape; never `result`). */
export interface EventPayment {
  id: string;
  reference: string;
  status: string;
  amount: number;
  currency: string;
  orderId: string | null;
  provider: string | null;
  paymentAccountId: string;
}

export interface EventAttempt {
  id: string;
  provider: string;
  status: string;
  externalRef: string | null;
  authorizationCode: string | null;
  completedAt: string | null;
}

export interface PaymentEvent {
  id: string;
  type: PaymentEventType;
  createdAt: string;
  organisationId: string;
  /** The merchant's per-payment webhook URL (v3), signed with the registered endpoint of its origin. */
  webhookUrl: string | null;
  /** The v2 `webhook` of a v2 payment: called with `GET ?payment_ref=`, unsigned. */
  v2Webhook: string | null;
  data: { payment: EventPayment; attempt?: EventAttempt };
}

export const eventKeys = keys.event;

/** The event and its fan-out entry, for the transaction of the change that caused it. */
export function paymentEventWrites(
  input: Omit<PaymentEvent, 'id' | 'createdAt'>,
  now = new Date(),
): { event: PaymentEvent; outboxEventId: string; writes: TransactItem[] } {
  const event: PaymentEvent = { id: randomUUID(), createdAt: now.toISOString(), ...input };
  const fanOut = newOutboxEvent(FAN_OUT_OUTBOX_TYPE, { eventId: event.id }, now);
  return {
    event,
    outboxEventId: fanOut.id,
    writes: [
      {
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
      },
      { Put: fanOut.put },
    ],
  };
}

export async function getPaymentEvent(eventId: string): Promise<PaymentEvent | undefined> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: eventKeys.item(eventId), ConsistentRead: true }));
  if (!out.Item) return undefined;
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, ...event } = out.Item;
  return event as PaymentEvent;
}

/** The v3 webhook body: `{id, type, createdAt, data}` (the contract's shape). */
export const webhookBody = (event: PaymentEvent) => ({
  id: event.id,
  type: event.type,
  createdAt: event.createdAt,
  data: event.data,
});
