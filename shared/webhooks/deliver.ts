// The delivery engine: one automatic try per queue message, and manual tries on request.
//
// Primary course of an automatic try (one message `{deliveryId, tryNumber, notBefore?}`):
// 1. before `notBefore`, the message goes back to the queue for the rest of the wait (SQS
//    delays stop at 15 minutes; the 30 and 60 minute waits take two or more hops);
// 2. a delivery no longer pending, or whose try of that number is recorded, is left alone
//    (at-least-once delivery: duplicates are expected);
// 3. the try number is claimed with a conditional write of the try record, request included,
//    before anything is sent: a duplicate message cannot send the same try twice;
// 4. the request is signed (v3) and sent; the answer is classified;
// 5. one transaction records the answer on the try and the delivery: `delivered` on a 2xx,
//    `failed` after the sixth automatic try, else `pending` with `nextRetryAt`; for the event
//    that ended the payment, the payment's merchant confirmation is written with it;
// 6. the next try is queued with its delay, and the delivery notes it as queued.
import { randomUUID } from 'node:crypto';
import { MAX_DELAY_SECONDS, sendMessage } from '../aws/sqs.js';
import { env } from '../config/env.js';
import { AppError, notFound } from '../domain/errors.js';
import { logger } from '../log/logger.js';
import { count } from '../log/metrics.js';
import { auditPut, type Actor } from '../store/audit-repository.js';
import { isConditionFailure } from '../store/client.js';
import type { TransactItem } from '../store/client.js';
import { automaticTrySk, claimManualTryNumber, claimTry, deliveryAfterAutomaticTry, deliveryAfterManualTry, getDelivery, getTry, manualTrySk, markScheduled, stopPendingDeliveryUpdate, tryResultUpdate, type TryResult } from '../store/webhook-deliveries-repository.js';
import { type WebhookDeliveryRecord, type WebhookDeliveryStatus, type WebhookTryRecord } from '../domain/records/webhook-delivery.js';
import { TimelineBatch } from '../store/timeline-batch.js';
import { SYSTEM_ACTOR, type Actor as TimelineActor } from '../domain/timeline.js';
import type { TimelineSource } from '../domain/records/payment.js';
import { openEndpointSecret } from './endpoint-secret.js';
import { transactWithConfirmation } from './merchant-confirmation.js';
import { activeEndpointsOnOrigin, activeEndpointsOnUrl } from './endpoints.js';
import { sendOutbound, type OutboundOptions, type OutboundRequest, type OutboundResult } from './outbound-request.js';
import { signatureHeader } from './sign-webhook.js';
import { toTryView } from './views.js';

/** Waits before automatic tries 2 to 6, after the previous one failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 30, 60] as const;
export const MAX_AUTOMATIC_TRIES = RETRY_DELAYS_MINUTES.length + 1;
/**
 * A claimed try with no recorded answer after this long belongs to a worker that stopped
 * (a live one answers within the 10 s time-out): the message's redelivery records it as
 * interrupted and carries on.
 */
export const STALE_CLAIM_MS = 45_000;

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

export type DeliveryStep =
  | { kind: 'waiting'; delaySeconds: number; message: DeliveryMessage }
  | { kind: 'skipped'; reason: string }
  | { kind: 'stopped'; reason: string }
  | {
      kind: 'tried';
      try: WebhookTryRecord;
      status: WebhookDeliveryStatus;
      next: { message: DeliveryMessage; delaySeconds: number } | null;
    };

export const USER_AGENT = () => `Svc-Webhooks/${env().SERVICE_VERSION}`;

const clockOf = (deps: DeliveryDeps) => deps.now ?? (() => new Date());
const enqueueOf = (deps: DeliveryDeps) =>
  deps.enqueue ?? ((message: DeliveryMessage, delaySeconds: number) => sendMessage('webhooks', message, delaySeconds));
/** The SQS delay to reach `at` from `now`: whole seconds, at most the queue's maximum. */
export const delaySecondsUntil = (at: Date, now: Date) =>
  Math.min(MAX_DELAY_SECONDS, Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000)));

export async function runDeliveryStep(message: DeliveryMessage, deps: DeliveryDeps = {}): Promise<DeliveryStep> {
  const now = clockOf(deps);
  const enqueue = enqueueOf(deps);
  const n = message.tryNumber;

  if (message.notBefore) {
    const delaySeconds = delaySecondsUntil(new Date(message.notBefore), now());
    if (delaySeconds > 0) {
      await enqueue(message, delaySeconds);
      return { kind: 'waiting', delaySeconds, message };
    }
  }
  const delivery = await getDelivery(message.deliveryId);
  // Fan-out writes a delivery before queueing it: a message without one is not ours (→ DLQ).
  if (!delivery) throw new Error(`webhook delivery ${message.deliveryId} does not exist`);
  if (delivery.status !== 'pending') return { kind: 'skipped', reason: `delivery is ${delivery.status}` };
  if (delivery.attempts >= n) {
    // This try is recorded; if queueing its successor was lost, queue it now.
    if (delivery.attempts === n && n < MAX_AUTOMATIC_TRIES && delivery.scheduledTry < n + 1 && delivery.nextRetryAt) {
      await queueNext(delivery, n + 1, new Date(delivery.nextRetryAt), now(), enqueue);
    }
    return { kind: 'skipped', reason: `try ${n} is already recorded` };
  }
  if (delivery.attempts < n - 1) {
    logger.warn('webhook try message ahead of the delivery; ignored', { deliveryId: delivery.id, tryNumber: n });
    return { kind: 'skipped', reason: `try ${n - 1} is not recorded yet` };
  }

  const secrets = await signingSecrets(delivery);
  if ('stop' in secrets) {
    const at = now();
    const stopped: WebhookDeliveryRecord = { ...delivery, status: 'failed', lastError: secrets.stop, nextRetryAt: null, updatedAt: at.toISOString() };
    try {
      await transactWithConfirmation(stopped, [stopPendingDeliveryUpdate(delivery, secrets.stop, at)]);
    } catch (error) {
      // No longer pending: whoever changed it recorded what it means.
      if (!isConditionFailure(error)) throw error;
    }
    return { kind: 'stopped', reason: secrets.stop };
  }

  const startedAt = now();
  const record = newTry(delivery, buildRequest(delivery, secrets.secrets, startedAt), startedAt, {
    sk: automaticTrySk(n),
    tryNumber: n,
    trigger: 'automatic',
    requestedBy: null,
  });
  let tryRecord = record;
  let answer: OutboundResult;
  const won = await claimTry(record);
  const claimed = won ? undefined : await getTry(delivery.id, record.sk);
  // Our own claim (the same try id), applied by the table on a first try whose answer was lost,
  // then refused on the SDK's retry: without this, nobody would ever send or record it.
  if (won || (claimed?.state === 'sending' && claimed.id === record.id)) {
    answer = await sendOutbound(requestOf(record), deps.outbound);
  } else {
    if (!claimed || claimed.state !== 'sending' || Date.parse(claimed.startedAt) > now().getTime() - STALE_CLAIM_MS) {
      return { kind: 'skipped', reason: `try ${n} is claimed by another worker` };
    }
    // Its worker stopped between sending and recording: record what is known, then go on.
    tryRecord = claimed;
    answer = {
      outcome: 'other',
      statusCode: null,
      responseHeaders: null,
      responseExcerpt: null,
      errorMessage: 'The try was interrupted before its answer was recorded.',
      durationMs: 0,
    };
  }

  const finishedAt = now();
  const delivered = answer.outcome === 'delivered';
  const status: WebhookDeliveryStatus = delivered ? 'delivered' : n >= MAX_AUTOMATIC_TRIES ? 'failed' : 'pending';
  const nextRetryAt = status === 'pending' ? new Date(finishedAt.getTime() + RETRY_DELAYS_MINUTES[n - 1]! * 60_000) : null;
  const result: TryResult = { ...answer, nextRetryAt: nextRetryAt?.toISOString() ?? null };
  try {
    await transactWithConfirmation(afterTry(delivery, result, finishedAt, { attempts: n, status }), [
      tryResultUpdate(tryRecord, result),
      deliveryAfterAutomaticTry(delivery, n, result, status, finishedAt),
      ...tryOnTimeline(delivery, { ...tryRecord, ...result, state: 'done' }, { actor: SYSTEM_ACTOR, source: 'system' }, finishedAt),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { kind: 'skipped', reason: `try ${n} was recorded by another worker` };
  }
  count('WebhookTries', { outcome: answer.outcome });
  // The last automatic try failed: the merchant will not hear of this event unless someone acts.
  if (status === 'failed') count('WebhookDeliveriesFailed', {});
  logger.info('webhook try', {
    deliveryId: delivery.id,
    tryNumber: n,
    outcome: answer.outcome,
    statusCode: answer.statusCode,
    durationMs: answer.durationMs,
    status,
  });
  const recorded: WebhookTryRecord = { ...tryRecord, ...result, state: 'done' };
  if (!nextRetryAt) return { kind: 'tried', try: recorded, status, next: null };
  const next = await queueNext(delivery, n + 1, nextRetryAt, finishedAt, enqueue);
  return { kind: 'tried', try: recorded, status, next };
}

/** The delivery as a try's transaction leaves it (what `deliveryAfterAutomaticTry` and `deliveryAfterManualTry` write). */
function afterTry(
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
function tryOnTimeline(
  delivery: WebhookDeliveryRecord,
  recorded: WebhookTryRecord,
  by: { actor: TimelineActor; source: TimelineSource },
  at: Date,
) {
  return new TimelineBatch(delivery.paymentReference, at).webhookTry({ webhookTry: toTryView(recorded), ...by }).writes();
}

/** Who asked for a manual try, in the timeline's words. */
function whoAsked(actor: Actor): { actor: TimelineActor; source: TimelineSource } {
  if (actor.type === 'api_key') return { actor: { type: 'api_key', id: actor.id }, source: 'merchant_api' };
  if (actor.type === 'user') return { actor: { type: 'merchant_user', id: actor.id }, source: 'dashboard' };
  if (actor.type === 'staff') return { actor: { type: 'admin', id: actor.id }, source: 'admin_console' };
  return { actor: SYSTEM_ACTOR, source: 'system' };
}

async function queueNext(
  delivery: WebhookDeliveryRecord,
  tryNumber: number,
  at: Date,
  now: Date,
  enqueue: (message: DeliveryMessage, delaySeconds: number) => Promise<void>,
) {
  const message: DeliveryMessage = { deliveryId: delivery.id, tryNumber, notBefore: at.toISOString() };
  const delaySeconds = delaySecondsUntil(at, now);
  await enqueue(message, delaySeconds);
  await markScheduled(delivery.id, tryNumber);
  return { message, delaySeconds };
}

/**
 * The secrets that sign a delivery, now: those of the active endpoints registered on its URL,
 * or for a payment's own URL those of the active endpoints on its origin; several secrets give
 * several `v1` values (rotation: a second endpoint on the same URL, then the first disabled).
 * None left active: the delivery stops. v2 calls are not signed.
 */
async function signingSecrets(delivery: WebhookDeliveryRecord): Promise<{ secrets: string[] } | { stop: string }> {
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

function buildRequest(delivery: WebhookDeliveryRecord, secrets: string[], at: Date): OutboundRequest {
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

const requestOf = (record: WebhookTryRecord): OutboundRequest => ({
  method: record.method,
  url: record.url,
  headers: record.requestHeaders,
  ...(record.method === 'POST' ? { body: record.requestBody } : {}),
});

function newTry(
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

// Primary course of a manual retry (POST .../webhooks/deliveries/{deliveryId}/retry):
// 1. the delivery is not pending (409 `webhook_delivery_pending`), and its endpoint (or an
//    endpoint on the origin of its URL) is active (409 `webhook_endpoint_disabled`);
// 2. the next manual try number is taken (`manualTries` + 1; the automatic count is untouched);
// 3. the try is written, then sent at once;
// 4. one transaction: the answer on the try, the delivery's `last*` fields (`delivered` on a
//    2xx), and an audit entry naming who asked.
export async function retryDeliveryNow(input: {
  delivery: WebhookDeliveryRecord;
  actor: Actor;
  clientIp: string | null;
  deps?: DeliveryDeps;
}): Promise<{ delivery: WebhookDeliveryRecord; try: WebhookTryRecord }> {
  const deps = input.deps ?? {};
  const now = clockOf(deps);
  const { delivery } = input;
  const pending = () =>
    new AppError('webhook_delivery_pending', 'This delivery is still being tried automatically; retry it once it has ended.');
  if (delivery.status === 'pending') throw pending();
  const secrets = await signingSecrets(delivery);
  if ('stop' in secrets) throw new AppError('webhook_endpoint_disabled', 'The webhook endpoint of this delivery is disabled.');

  const tryNumber = await claimManualTryNumber(delivery.id, now());
  if (tryNumber === undefined) throw pending();
  const startedAt = now();
  const record = newTry(delivery, buildRequest(delivery, secrets.secrets, startedAt), startedAt, {
    sk: manualTrySk(tryNumber),
    tryNumber,
    trigger: 'manual',
    requestedBy: input.actor.id,
  });
  if (!(await claimTry(record))) throw new Error(`manual try ${tryNumber} of ${delivery.id} already exists`);
  const answer = await sendOutbound(requestOf(record), deps.outbound);
  const finishedAt = now();
  const result: TryResult = { ...answer, nextRetryAt: null };
  const writes: TransactItem[] = [
    tryResultUpdate(record, result),
    deliveryAfterManualTry(delivery, result, finishedAt),
    ...tryOnTimeline(delivery, { ...record, ...result, state: 'done' }, whoAsked(input.actor), finishedAt),
    auditPut(
      {
        organisationId: delivery.organisationId,
        actor: input.actor,
        action: 'webhook_delivery.retried',
        target: { type: 'webhook_delivery', id: delivery.id },
        clientIp: input.clientIp,
        details: { tryNumber, outcome: answer.outcome, statusCode: answer.statusCode, eventId: delivery.eventId },
      },
      finishedAt,
    ),
  ];
  const status = answer.outcome === 'delivered' ? 'delivered' : delivery.status;
  await transactWithConfirmation(afterTry(delivery, result, finishedAt, { manualTries: tryNumber, status }), writes);
  logger.info('webhook manual try', { deliveryId: delivery.id, tryNumber, outcome: answer.outcome });
  const updated = await getDelivery(delivery.id);
  if (!updated) throw notFound('webhook_delivery_not_found', 'Webhook delivery');
  return { delivery: updated, try: { ...record, ...result, state: 'done' } };
}
