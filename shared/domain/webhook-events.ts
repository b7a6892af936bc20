// The catalogue of webhook events: every type an endpoint can receive, what it means and what its
// `data` carries. docs/generated/openapi.json (its `webhooks`) and docs/generated/webhook-events.md
// are written from it, and the dashboard's event picker lists it.
import { PAYMENT_EVENT_TYPES, type PaymentEventType } from './payment-events.js';

/** The event a member sends on request to see their handler answer (never fanned out, never filtered). */
export const TEST_EVENT_TYPE = 'webhook.test';
export type TestEventType = typeof TEST_EVENT_TYPE;

export interface WebhookEventDoc {
  type: PaymentEventType | TestEventType;
  /** One sentence, in English (the dashboard has its own words in each language). */
  summary: string;
  /** `data.attempt`: always, never, or `null` when the event has no payment at all (`data.refund` is on the refund events only). */
  attempt: 'always' | 'never' | null;
}

const PAYMENT_EVENTS: Record<PaymentEventType, Omit<WebhookEventDoc, 'type'>> = {
  'payment.succeeded': { summary: 'The payment was collected: deliver the order (check the amount).', attempt: 'always' },
  'payment.failed': { summary: 'The payment failed at the provider and can no longer be paid.', attempt: 'always' },
  'payment.expired': { summary: 'The payment reached its `expiresAt` without being paid.', attempt: 'never' },
  'payment.canceled': { summary: 'The payment was canceled by the merchant before being paid.', attempt: 'never' },
  'attempt.duplicate_success': {
    summary: 'The amount was collected a second time (`data.attempt` names the attempt); whether to refund is the merchant\'s decision.',
    attempt: 'always',
  },
  'refund.succeeded': {
    summary: 'A refund succeeded: the amount in `data.refund` is on its way back to the payer.',
    attempt: 'never',
  },
  'refund.failed': {
    summary: 'A refund failed (`data.refund.failureCode`); its amount can be refunded again.',
    attempt: 'never',
  },
};

/** Every event type endpoints can subscribe to (the `events` filter), in the catalogue's order. */
export const SUBSCRIBABLE_EVENT_TYPES: readonly PaymentEventType[] = PAYMENT_EVENT_TYPES;

export const WEBHOOK_EVENT_CATALOGUE: readonly WebhookEventDoc[] = [
  ...PAYMENT_EVENT_TYPES.map((type) => ({ type, ...PAYMENT_EVENTS[type] })),
  {
    type: TEST_EVENT_TYPE,
    summary: 'Sent on request (`POST .../webhooks/{endpointId}/test`) to check a handler; signed like any other, about no payment.',
    attempt: null,
  },
];
