// What an automatic try (deliver-automatic.ts) and a manual try (retry-manual.ts) share: the
// options a try runs with, the signing secrets, the signed request, the try record before it is
// sent, and the delivery and timeline as a try's answer leaves them.
import { randomUUID } from 'node:crypto';
import { env } from '../config/env.js';
import type { TryResult } from '../store/webhook-deliveries-repository.js';
import type { WebhookDeliveryRecord, WebhookTryRecord } from '../domain/records/webhook-delivery.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import type { Actor as TimelineActor } from '../domain/timeline.js';
import type { TimelineSource } from '../domain/records/payment.js';
import { openEndpointSecret } from './endpoint-secret.js';
import { activeEndpointsOnOrigin, activeEndpointsOnUrl } from './endpoints.js';
import type { OutboundOptions, OutboundRequest } from './outbound-request.js';
import { signatureHeader } from './sign-webhook.js';
import { toTryView } from './views.js';

/** The queue message of an automatic try. */
export interface DeliveryMessage {
  deliveryId: string;
  tryNumber: number;
  /** Not to be tried before (ISO time); absent for first tries. */
  notBefore?: string;
}

export interface DeliveryDeps {
  /** The clock (tests run the retry schedule on a fake one). */
  now?: () => Date;
  /** Queues a message with a delay in seconds (0 to 900). */
  enqueue?: (message: DeliveryMessage, delaySeconds: number) => Promise<void>;
  /** Time-out, loopback policy, resolver of the outbound call. */
  outbound?: OutboundOptions;
}

export const USER_AGENT = () => `Svc-Webhooks/${env().SERVICE_VERSION}`;

export const clockOf = (deps: DeliveryDeps) => deps.now ?? (() => new Date());

/** The delivery as a try's transaction leaves it (what `deliveryAfterAutomaticTry` and `deliveryAfterManualTry` write). */
export function afterTry(
  delivery: WebhookDeliveryRecord,
  result: TryResult,
  at: Date,
  change: Partial<Pick<WebhookDeliveryRecord, 'attempts' | 'manualTries' | 'status'>>,
): WebhookDeliveryRecord {
  const status = change.status ?? delivery.status;
  return {
    ...delivery,
    ...change,
    status,
    lastOutcome: result.outcome,
    lastStatusCode: result.statusCode,
    lastError: result.errorMessage,
    lastAttemptAt: at.toISOString(),
    nextRetryAt: change.status ? result.nextRetryAt : delivery.nextRetryAt,
    deliveredAt: status === 'delivered' ? (delivery.deliveredAt ?? at.toISOString()) : delivery.deliveredAt,
    updatedAt: at.toISOString(),
  };
}

/** The try's item on the payment timeline (category `notification`), written with the try's answer. */
export function tryOnTimeline(
  delivery: WebhookDeliveryRecord,
  recorded: WebhookTryRecord,
  by: { actor: TimelineActor; source: TimelineSource },
  at: Date,
) {
  return new TimelineBatch(delivery.paymentReference, at).webhookTry({ webhookTry: toTryView(recorded), ...by }).writes();
}

/**
 * The secrets that sign a delivery, now: those of the active endpoints registered on its URL,
 * or for a payment's own URL those of the active endpoints on its origin; several secrets give
 * several `v1` values (rotation: a second endpoint on the same URL, then the first disabled).
 * None left active: the delivery stops. v2 calls are not signed.
 */
export async function signingSecrets(delivery: WebhookDeliveryRecord): Promise<{ secrets: string[] } | { stop: string }> {
  if (delivery.kind === 'v2') return { secrets: [] };
  if (delivery.kind === 'endpoint') {
    const onUrl = await activeEndpointsOnUrl(delivery.organisationId, delivery.url);
    if (!onUrl.length) return { stop: 'The webhook endpoint was disabled; no further tries.' };
    return { secrets: await Promise.all(onUrl.map((e) => openEndpointSecret(e))) };
  }
  const endpoints = await activeEndpointsOnOrigin(delivery.organisationId, delivery.url);
  if (!endpoints.length) return { stop: 'No active webhook endpoint is left on the origin of this URL; no further tries.' };
  return { secrets: await Promise.all(endpoints.map((e) => openEndpointSecret(e))) };
}

export function buildRequest(delivery: WebhookDeliveryRecord, secrets: string[], at: Date): OutboundRequest {
  if (delivery.kind === 'v2') {
    return { method: 'GET', url: delivery.url, headers: { 'User-Agent': USER_AGENT(), Accept: '*/*' } };
  }
  const body = delivery.body ?? '';
  return {
    method: 'POST',
    url: delivery.url,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'User-Agent': USER_AGENT(),
      'Svc-Event-Id': delivery.eventId,
      'Svc-Event-Type': delivery.eventType,
      'Svc-Signature': signatureHeader(secrets, body, at),
    },
    body,
  };
}

export const requestOf = (record: WebhookTryRecord): OutboundRequest => ({
  method: record.method,
  url: record.url,
  headers: record.requestHeaders,
  ...(record.method === 'POST' ? { body: record.requestBody } : {}),
});

export function newTry(
  delivery: WebhookDeliveryRecord,
  request: OutboundRequest,
  startedAt: Date,
  which: Pick<WebhookTryRecord, 'sk' | 'tryNumber' | 'trigger' | 'requestedBy'>,
): WebhookTryRecord {
  return {
    id: randomUUID(),
    ...which,
    deliveryId: delivery.id,
    organisationId: delivery.organisationId,
    paymentId: delivery.paymentId,
    endpointId: delivery.endpointId,
    eventId: delivery.eventId,
    eventType: delivery.eventType,
    url: request.url,
    method: request.method,
    requestHeaders: request.headers,
    requestBody: request.body ?? '',
    startedAt: startedAt.toISOString(),
    state: 'sending',
    durationMs: null,
    outcome: null,
    statusCode: null,
    responseHeaders: null,
    responseExcerpt: null,
    errorMessage: null,
    nextRetryAt: null,
  };
}
