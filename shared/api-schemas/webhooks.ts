// Response schemas of the v3 contract: webhook endpoints, deliveries and tries, and the v3 webhook body.
// (Shared fields and conventions: fields.ts.)
import * as z from 'zod';
import { WEBHOOK_DELIVERY_STATUSES } from '../domain/records/webhook-delivery.js';
import { WEBHOOK_DISABLED_REASONS, WEBHOOK_FORMATS } from '../domain/records/webhook-endpoint.js';
import { TEST_EVENT_TYPE } from '../domain/webhook-events.js';
import { id, dateTime, nullableDateTime, money } from './fields.js';
import { PAYMENT_STATUSES } from '../domain/records/payment.js';
import { PAYMENT_EVENT_TYPES } from '../domain/payment-events.js';
import { Refund } from './refunds.js';

export const WebhookEndpoint = z.object({
  id,
  organisationId: id,
  paymentAccountId: z.string().nullable(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  secretHint: z.string(),
  format: z.enum(WEBHOOK_FORMATS).describe('`svc` (`Svc-Signature`) or `standard` (Standard Webhooks headers)'),
  secretRotatedAt: nullableDateTime,
  previousSecretExpiresAt: nullableDateTime.describe('while the secret before the last rotation still signs beside the current one'),
  status: z.enum(['active', 'disabled']),
  disabledAt: nullableDateTime,
  disabledReason: z
    .enum(WEBHOOK_DISABLED_REASONS)
    .nullable()
    .describe('`deleted` (final) or `failing` (every try failed for 5 days; POST .../enable turns it back on)'),
  health: z
    .object({
      windowHours: z.number().int(),
      delivered: z.number().int(),
      failed: z.number().int(),
      successRate: z.number().min(0).max(1).nullable(),
      lastFailure: z.object({ at: dateTime, outcome: z.string().nullable(), statusCode: z.number().int().nullable() }).nullable(),
      failingSince: nullableDateTime,
    })
    .describe('Tries of the last `windowHours` hours, automatic and manual'),
  createdAt: dateTime,
  updatedAt: dateTime,
});

export const CreatedWebhookEndpoint = WebhookEndpoint.extend({ secret: z.string() });

/** The answer of a rotation: the new secret, shown this once. */
export const RotatedWebhookEndpoint = WebhookEndpoint.extend({ secret: z.string() });

export const WebhookDelivery = z.object({
  id,
  endpointId: z.string().nullable(),
  paymentId: id.nullable().describe('null for a test event'),
  eventId: id,
  eventType: z.string(),
  url: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastAttemptAt: nullableDateTime,
  deliveredAt: nullableDateTime,
  lastOutcome: z.string().nullable(),
  nextRetryAt: nullableDateTime,
  manualTries: z.number().int(),
  recoveryQueuedAt: nullableDateTime.describe('a recovery\'s try of it is queued: no other manual try until it is made'),
  createdAt: dateTime,
});

export const WebhookTry = z.object({
  id,
  deliveryId: id,
  endpointId: z.string().nullable(),
  eventId: id,
  eventType: z.string(),
  url: z.string(),
  tryNumber: z.number().int(),
  trigger: z.enum(['automatic', 'manual']),
  requestedBy: z.string().nullable(),
  requestHeaders: z.record(z.string(), z.string()),
  requestBody: z.string(),
  startedAt: dateTime,
  durationMs: z.number().nullable(),
  outcome: z.string().nullable(),
  statusCode: z.number().int().nullable(),
  responseHeaders: z.record(z.string(), z.unknown()).nullable(),
  responseExcerpt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  nextRetryAt: nullableDateTime,
});

/** v3 webhook body (`data.payment` never carries `result`). */
export const WebhookEvent = z.object({
  id,
  type: z.enum(PAYMENT_EVENT_TYPES),
  createdAt: dateTime,
  data: z.object({
    payment: z.object({
      id,
      reference: z.string(),
      status: z.enum(PAYMENT_STATUSES),
      amount: money,
      currency: z.string(),
      orderId: z.string().nullable(),
      provider: z.string().nullable(),
      paymentAccountId: id,
    }),
    attempt: z
      .object({ id, provider: z.string(), status: z.string(), externalRef: z.string().nullable(), authorizationCode: z.string().nullable(), completedAt: nullableDateTime })
      .optional(),
    refund: Refund.omit({ paymentAccountId: true }).optional().describe('`refund.succeeded` and `refund.failed`: the refund'),
  }),
});

/** The answer of POST .../recover: how many failed deliveries were queued for one more try. */
export const WebhookRecovery = z.object({
  count: z.number().int(),
  since: dateTime,
  hasMore: z.boolean().describe('more failed deliveries are left in the window: call again once these are tried'),
});

/** The answer of POST .../test: the test event's delivery and its one try. */
export const WebhookTestDelivery = z.object({ delivery: WebhookDelivery, try: WebhookTry });

/** The body of a `webhook.test` event. */
export const WebhookTestEvent = z.object({
  id,
  type: z.literal(TEST_EVENT_TYPE),
  createdAt: dateTime,
  data: z.object({ endpointId: id, message: z.string() }),
});
