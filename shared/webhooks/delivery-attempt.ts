// What an automatic try (deliver-automatic.ts) and a manual try (retry-manual.ts) share: the
// options a try runs with, the signing secrets, the signed request, the try record before it is
// sent, the answer of a try interrupted, and the delivery and timeline as a try's answer leaves them.
import { randomUUID } from 'node:crypto';
import { env } from '../config/env.js';
import type { TryResult } from '../store/webhook-deliveries-repository.js';
import type { WebhookDeliveryRecord, WebhookTryRecord } from '../domain/records/webhook-delivery.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import type { Actor as TimelineActor } from '../domain/timeline.js';
import type { TimelineSource } from '../domain/records/payment.js';
import type { TransactItem } from '../store/client.js';
import { shardOf } from '../store/shards.js';
import { writeIfStill } from '../store/transact.js';
import {
  endpointFailingUpdate,
  endpointHealthyUpdate,
  endpointTryCount,
  HEALTH_SHARDS,
  listWebhookEndpoints,
} from '../store/webhook-endpoints-repository.js';
import type { WebhookEndpointRecord, WebhookFormat } from '../domain/records/webhook-endpoint.js';
import type { WebhookOutcome } from '../domain/webhooks.js';
import { openEndpointSecret } from './endpoint-secret.js';
import { normalisedUrl } from './fan-out.js';
import type { OutboundOptions, OutboundRequest, OutboundResult } from './outbound-request.js';
import { signatureHeader, standardHeaders } from './sign-webhook.js';
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
  /** The queue message's id, the same on each delivery of that message: it names the try the message claims. */
  messageId?: string;
}

export const USER_AGENT = () => `Svc-Webhooks/${env().SERVICE_VERSION}`;

export const clockOf = (deps: DeliveryDeps) => deps.now ?? (() => new Date());

/** The answer recorded for a try whose worker stopped between sending it and recording its answer. */
export const INTERRUPTED_TRY: Readonly<OutboundResult> = Object.freeze({
  outcome: 'other',
  statusCode: null,
  responseHeaders: null,
  responseExcerpt: null,
  errorMessage: 'The try was interrupted before its answer was recorded.',
  durationMs: 0,
});

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
  // A test event is about no payment: it has no timeline.
  if (!delivery.paymentReference) return [];
  return new TimelineBatch(delivery.paymentReference, at).webhookTry({ webhookTry: toTryView(recorded), ...by }).writes();
}

/** Who signs a try and where it goes, decided when the try is made. */
export interface SigningPlan {
  /** Every secret that signs (one `v1` value each): those of the signing endpoints, with a rotated secret's previous one during its overlap. */
  secrets: string[];
  format: WebhookFormat;
  /** Where the try goes: the endpoint's URL as it is now (an edited URL takes effect on the next try). */
  url: string;
  /** The endpoint whose health the try counts in (null for v2 calls). */
  endpoint: WebhookEndpointRecord | null;
}

const isActive = (e: WebhookEndpointRecord) => e.status === 'active';
const newestFirst = (a: WebhookEndpointRecord, b: WebhookEndpointRecord) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** An endpoint's secrets at `at`: its own, and the previous one until its overlap ends. */
async function secretsOf(endpoint: WebhookEndpointRecord, at: Date): Promise<string[]> {
  const current = await openEndpointSecret(endpoint);
  const { previousSealedSecret, previousSecretExpiresAt } = endpoint;
  if (!previousSealedSecret || !previousSecretExpiresAt || Date.parse(previousSecretExpiresAt) <= at.getTime()) return [current];
  return [current, await openEndpointSecret({ id: endpoint.id, organisationId: endpoint.organisationId, sealedSecret: previousSealedSecret })];
}

/**
 * The plan of a try at `at`, from one read of the organisation's endpoints:
 * - a delivery to an endpoint goes to that endpoint's URL as it is now, signed with its secrets;
 *   other active endpoints registered on the same URL sign it too (the rotation of before
 *   rotation in place: a second endpoint on the URL, then the first deleted, which leaves the
 *   second signing the first's deliveries);
 * - a payment's own URL is signed by the active endpoints on its origin;
 * - a test event goes to its endpoint only.
 * None left active: the delivery stops. v2 calls are not signed.
 */
export async function signingPlan(delivery: WebhookDeliveryRecord, at: Date): Promise<SigningPlan | { stop: string }> {
  if (delivery.kind === 'v2') return { secrets: [], format: 'svc', url: delivery.url, endpoint: null };
  const endpoints = (await listWebhookEndpoints(delivery.organisationId)).filter(isActive).sort(newestFirst);
  let signers: WebhookEndpointRecord[];
  let url = delivery.url;
  if (delivery.kind === 'payment_url') {
    const origin = originOf(delivery.url);
    signers = endpoints.filter((e) => e.origin === origin);
    // The endpoint the delivery was attached to leads (its format, its health), if still there.
    signers.sort((a, b) => Number(b.id === delivery.endpointId) - Number(a.id === delivery.endpointId));
    if (!signers.length) return { stop: 'No active webhook endpoint is left on the origin of this URL; no further tries.' };
  } else {
    const own = endpoints.find((e) => e.id === delivery.endpointId);
    if (own) url = own.url;
    if (delivery.kind === 'test') signers = own ? [own] : [];
    else {
      const sameUrl = endpoints.filter((e) => e !== own && normalisedUrl(e.url) === normalisedUrl(url));
      signers = own ? [own, ...sameUrl] : sameUrl;
    }
    if (!signers.length) return { stop: 'The webhook endpoint was disabled; no further tries.' };
  }
  const secrets = (await Promise.all(signers.map((e) => secretsOf(e, at)))).flat();
  return { secrets, format: signers[0]!.format ?? 'svc', url, endpoint: signers[0]! };
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
};

/** The signed request of a try, in the format of the endpoint that leads its plan. */
export function buildRequest(delivery: WebhookDeliveryRecord, plan: Pick<SigningPlan, 'secrets' | 'format' | 'url'>, at: Date): OutboundRequest {
  if (delivery.kind === 'v2') {
    return { method: 'GET', url: delivery.url, headers: { 'User-Agent': USER_AGENT(), Accept: '*/*' } };
  }
  const body = delivery.body ?? '';
  const common = {
    'Content-Type': 'application/json',
    'Content-Length': String(Buffer.byteLength(body)),
    'User-Agent': USER_AGENT(),
  };
  const signed =
    plan.format === 'standard'
      ? standardHeaders(plan.secrets, delivery.eventId, body, at)
      : {
          'Svc-Event-Id': delivery.eventId,
          'Svc-Event-Type': delivery.eventType,
          'Svc-Signature': signatureHeader(plan.secrets, body, at),
        };
  return { method: 'POST', url: plan.url, headers: { ...common, ...signed }, body };
}

/**
 * What a try's answer changes of its endpoint's health: its hour's count, in the try's own
 * transaction; and, apart, the start or the end of a failing streak (written only when the
 * endpoint as read says the streak starts or ends: a run of failures writes it once).
 */
export function healthWrites(plan: { endpoint: WebhookEndpointRecord | null }, deliveryId: string, answer: { outcome: WebhookOutcome; statusCode: number | null }, at: Date) {
  const endpoint = plan.endpoint;
  if (!endpoint) return { inTransaction: [] as TransactItem[], after: async () => {} };
  const delivered = answer.outcome === 'delivered';
  const inTransaction = [endpointTryCount(endpoint.id, shardOf(deliveryId, HEALTH_SHARDS), at, { delivered, ...answer })];
  const after = async () => {
    const streak = delivered
      ? endpoint.failingSince ? endpointHealthyUpdate(endpoint.organisationId, endpoint.id) : undefined
      : endpoint.failingSince ? undefined : endpointFailingUpdate(endpoint.organisationId, endpoint.id, at);
    // Another try got there first: the streak is as it should be.
    if (streak) await writeIfStill(streak);
  };
  return { inTransaction, after };
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
  { id, ...which }: Pick<WebhookTryRecord, 'sk' | 'tryNumber' | 'trigger' | 'requestedBy'> & { id?: string },
): WebhookTryRecord {
  return {
    id: id ?? randomUUID(),
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
