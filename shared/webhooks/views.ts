// The contract's shapes of the webhook resources: what routes and the payment timeline return.
import type { WebhookDeliveryRecord, WebhookTryRecord } from '../domain/records/webhook-delivery.js';
import type { WebhookDisabledReason, WebhookEndpointRecord, WebhookFormat } from '../domain/records/webhook-endpoint.js';
import type { EndpointHealth } from './endpoints.js';
import type { z } from 'zod';
import type { WebhookDelivery, WebhookEndpoint, WebhookTry } from '../api-schemas/webhooks.js';

export interface WebhookEndpointView {
  id: string;
  organisationId: string;
  paymentAccountId: string | null;
  url: string;
  description: string | null;
  events: string[];
  secretHint: string;
  format: WebhookFormat;
  secretRotatedAt: string | null;
  previousSecretExpiresAt: string | null;
  status: 'active' | 'disabled';
  disabledAt: string | null;
  disabledReason: WebhookDisabledReason | null;
  health: EndpointHealth;
  createdAt: string;
  updatedAt: string;
}

/**
 * Never the secret: the sealed values stay in the store, only the hint is shown. The previous
 * secret's end is shown while it still signs.
 */
export const toEndpointView = (
  e: WebhookEndpointRecord,
  health: EndpointHealth,
  now = new Date(),
): WebhookEndpointView & z.input<typeof WebhookEndpoint> => ({
  id: e.id,
  organisationId: e.organisationId,
  paymentAccountId: e.paymentAccountId,
  url: e.url,
  description: e.description,
  events: e.events,
  secretHint: e.secretHint,
  format: e.format ?? 'svc',
  secretRotatedAt: e.secretRotatedAt ?? null,
  previousSecretExpiresAt:
    e.previousSealedSecret && e.previousSecretExpiresAt && Date.parse(e.previousSecretExpiresAt) > now.getTime() ? e.previousSecretExpiresAt : null,
  status: e.status,
  disabledAt: e.disabledAt,
  // Endpoints disabled before auto-disabling existed were deleted.
  disabledReason: e.status === 'disabled' ? (e.disabledReason ?? 'deleted') : null,
  health,
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});

export interface WebhookDeliveryView {
  id: string;
  endpointId: string | null;
  paymentId: string | null;
  eventId: string;
  eventType: string;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  lastOutcome: string | null;
  nextRetryAt: string | null;
  manualTries: number;
  recoveryQueuedAt: string | null;
  createdAt: string;
}

export const toDeliveryView = (d: WebhookDeliveryRecord): WebhookDeliveryView & z.input<typeof WebhookDelivery> => ({
  id: d.id,
  endpointId: d.endpointId,
  paymentId: d.paymentId,
  eventId: d.eventId,
  eventType: d.eventType,
  url: d.url,
  status: d.status,
  attempts: d.attempts,
  lastStatusCode: d.lastStatusCode,
  lastError: d.lastError,
  lastAttemptAt: d.lastAttemptAt,
  deliveredAt: d.deliveredAt,
  lastOutcome: d.lastOutcome,
  nextRetryAt: d.nextRetryAt,
  manualTries: d.manualTries,
  recoveryQueuedAt: d.recovery?.queuedAt ?? null,
  createdAt: d.createdAt,
});

export interface WebhookTryView {
  id: string;
  deliveryId: string;
  endpointId: string | null;
  eventId: string;
  eventType: string;
  url: string;
  tryNumber: number;
  trigger: 'automatic' | 'manual';
  requestedBy: string | null;
  requestHeaders: Record<string, string>;
  requestBody: string;
  startedAt: string;
  durationMs: number | null;
  outcome: string | null;
  statusCode: number | null;
  responseHeaders: Record<string, unknown> | null;
  responseExcerpt: string | null;
  errorMessage: string | null;
  nextRetryAt: string | null;
}

export const toTryView = (t: WebhookTryRecord): WebhookTryView & z.input<typeof WebhookTry> => ({
  id: t.id,
  deliveryId: t.deliveryId,
  endpointId: t.endpointId,
  eventId: t.eventId,
  eventType: t.eventType,
  url: t.url,
  tryNumber: t.tryNumber,
  trigger: t.trigger,
  requestedBy: t.requestedBy,
  requestHeaders: t.requestHeaders,
  requestBody: t.requestBody,
  startedAt: t.startedAt,
  durationMs: t.durationMs,
  outcome: t.outcome,
  statusCode: t.statusCode,
  responseHeaders: t.responseHeaders,
  responseExcerpt: t.responseExcerpt,
  errorMessage: t.errorMessage,
  nextRetryAt: t.nextRetryAt,
});
