// Payment events as merchants know them: the types the contract names, and the shape of an
// event and of its `data` (v3 signed webhooks, v2 signal calls).
export const PAYMENT_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.expired',
  'payment.canceled',
  'attempt.duplicate_success',
  'refund.succeeded',
  'refund.failed',
] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/** The events that end a payment (not `attempt.duplicate_success`, nor the refunds of a payment that ended). */
export const PAYMENT_ENDING_EVENTS = ['payment.succeeded', 'payment.failed', 'payment.expired', 'payment.canceled'] as const satisfies readonly PaymentEventType[];

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

/** `data.refund` of the refund events: the Refund resource. */
export interface EventRefund {
  id: string;
  paymentId: string;
  reference: string;
  attemptId: string;
  provider: string;
  amount: number;
  currency: string;
  status: string;
  reason: string;
  description: string | null;
  failureCode: string | null;
  providerReference: string | null;
  requestedBy: { type: string; id: string | null };
  createdAt: string;
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
  data: { payment: EventPayment; attempt?: EventAttempt; refund?: EventRefund };
}
