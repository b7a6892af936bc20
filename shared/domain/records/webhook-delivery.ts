// A webhook delivery and its tries as the service keeps them.
import type { WebhookOutcome } from '../webhooks.js';

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

/**
 * `endpoint`: a registered endpoint; `payment_url`: a payment's own webhookUrl; `v2`: the v2 signal
 * call; `test`: a `webhook.test` event a member sent to an endpoint (no payment).
 */
export type WebhookDeliveryKind = 'endpoint' | 'payment_url' | 'v2' | 'test';

export interface WebhookDeliveryRecord {
  id: string;
  organisationId: string;
  /** null for a test event sent to an every-account endpoint. */
  paymentAccountId: string | null;
  /** null for a test event (`kind: 'test'`): it is about no payment. */
  paymentId: string | null;
  paymentReference: string | null;
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
  /**
   * A recovery's try queued and not yet made: its id, who asked and when. While it is set the
   * delivery takes no other manual try (a second recovery skips it, a retry answers 409).
   */
  recovery?: WebhookRecovery | null;
  createdAt: string;
  updatedAt: string;
}

/** The try fields of a delivery before its first try: none made, no answer, none planned. */
export const NOT_TRIED_YET = Object.freeze({
  attempts: 0,
  manualTries: 0,
  lastStatusCode: null,
  lastError: null,
  lastAttemptAt: null,
  deliveredAt: null,
  lastOutcome: null,
  nextRetryAt: null,
} as const satisfies Partial<WebhookDeliveryRecord>);

export interface WebhookRecovery {
  id: string;
  /** Who asked (the audit actor's type and id): the try is recorded as a manual try of theirs. */
  requestedBy: { type: 'user' | 'api_key' | 'staff' | 'system' | 'anonymous'; id: string | null };
  queuedAt: string;
  /** The manual try number, once a worker has claimed it. */
  tryNumber?: number;
}

export type WebhookTryTrigger = 'automatic' | 'manual';

export interface WebhookTryRecord {
  id: string;
  /** `TRY#A#<nn>` or `TRY#M#<nnnn>`: the sort key, which also claims the try's number. */
  sk: string;
  deliveryId: string;
  organisationId: string;
  paymentId: string | null;
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
