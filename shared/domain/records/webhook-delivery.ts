// A webhook delivery and its tries as the service keeps them.
import type { WebhookOutcome } from '../webhooks.js';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/** `endpoint`: a registered endpoint; `payment_url`: a payment's own webhookUrl; `v2`: the v2 signal call. */
export type WebhookDeliveryKind = 'endpoint' | 'payment_url' | 'v2';

export interface WebhookDeliveryRecord {
  id: string;
  organisationId: string;
  paymentAccountId: string;
  paymentId: string;
  paymentReference: string;
  /** The endpoint it belongs to (for `payment_url`, the endpoint of its origin); null for v2 calls. */
  endpointId: string | null;
  kind: WebhookDeliveryKind;
  eventId: string;
  eventType: string;
  url: string;
  method: 'POST' | 'GET';
  /** The exact body sent on every try (null for the v2 GET). */
  body: string | null;
  status: WebhookDeliveryStatus;
  /** Automatic tries made (at most six). */
  attempts: number;
  manualTries: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  lastOutcome: WebhookOutcome | null;
  nextRetryAt: string | null;
  /** The highest automatic try number already queued (lost hand-offs are made again). */
  scheduledTry: number;
  createdAt: string;
  updatedAt: string;
}

export type WebhookTryTrigger = 'automatic' | 'manual';

export interface WebhookTryRecord {
  id: string;
  /** `TRY#A#<nn>` or `TRY#M#<nnnn>`: the sort key, which also claims the try's number. */
  sk: string;
  deliveryId: string;
  organisationId: string;
  paymentId: string;
  endpointId: string | null;
  eventId: string;
  eventType: string;
  url: string;
  method: 'POST' | 'GET';
  /** Within its trigger: automatic 1 to 6, manual 1, 2... */
  tryNumber: number;
  trigger: WebhookTryTrigger;
  requestedBy: string | null;
  requestHeaders: Record<string, string>;
  requestBody: string;
  startedAt: string;
  /** `sending` from the claim until the answer is recorded. */
  state: 'sending' | 'done';
  durationMs: number | null;
  outcome: WebhookOutcome | null;
  statusCode: number | null;
  responseHeaders: Record<string, unknown> | null;
  responseExcerpt: string | null;
  errorMessage: string | null;
  nextRetryAt: string | null;
}
