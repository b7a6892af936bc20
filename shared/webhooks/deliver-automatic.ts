// The automatic delivery: one try per queue message (manual tries are in retry-manual.ts).
//
// Primary course of an automatic try (one message `{deliveryId, tryNumber, notBefore?}`):
// 1. before `notBefore`, the message goes back to the queue for the rest of the wait (SQS
//    delays stop at 15 minutes; the 30 and 60 minute waits take two or more hops);
// 2. a delivery no longer pending, or whose try of that number is recorded, is left alone
//    (at-least-once delivery: duplicates are expected);
// 3. the try number is claimed with a conditional write of the try record, request included,
//    before anything is sent: a duplicate message cannot send the same try twice; the try is
//    named after the message, so that the same message delivered again after its run failed
//    before recording an answer sends the try it claimed, instead of waiting for the claim to go
//    stale;
// 4. the request is signed (v3) and sent; the answer is classified;
// 5. one transaction records the answer on the try and the delivery: `delivered` on a 2xx,
//    `failed` after the sixth automatic try, else `pending` with `nextRetryAt`; for the event
//    that ended the payment, the payment's merchant confirmation is written with it;
// 6. the next try is queued with its delay, and the delivery notes it as queued.
import { MAX_DELAY_SECONDS, sendMessage } from '../aws/sqs.js';
import { logger } from '../log/logger.js';
import { count } from '../log/metrics.js';
import { isConditionFailure } from '../store/client.js';
import { automaticTrySk, claimTry, deliveryAfterAutomaticTry, getDelivery, getTry, markScheduled, stopPendingDeliveryUpdate, tryResultUpdate, type TryResult } from '../store/webhook-deliveries-repository.js';
import type { WebhookDeliveryRecord, WebhookDeliveryStatus, WebhookTryRecord } from '../domain/records/webhook-delivery.js';
import { SYSTEM_ACTOR } from '../domain/timeline.js';
import { afterTry, buildRequest, clockOf, healthWrites, INTERRUPTED_TRY, newTry, requestOf, signingPlan, tryOnTimeline, type DeliveryDeps, type DeliveryMessage } from './delivery-attempt.js';
import { transactWithConfirmation } from './merchant-confirmation.js';
import { uuidFromName } from '../domain/uuid.js';
import { sendOutbound, type OutboundResult } from './outbound-request.js';

/** Waits before automatic tries 2 to 6, after the previous one failed. */
export const RETRY_DELAYS_MINUTES = [1, 5, 15, 30, 60] as const;
export const MAX_AUTOMATIC_TRIES = RETRY_DELAYS_MINUTES.length + 1;
/**
 * A claimed try with no recorded answer after this long belongs to a worker that stopped
 * (a live one answers within the 10 s time-out): the message's redelivery records it as
 * interrupted and carries on.
 */
export const STALE_CLAIM_MS = 45_000;

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

  const plan = await signingPlan(delivery, now());
  if ('stop' in plan) {
    const at = now();
    const stopped: WebhookDeliveryRecord = { ...delivery, status: 'failed', lastError: plan.stop, nextRetryAt: null, updatedAt: at.toISOString() };
    try {
      await transactWithConfirmation(stopped, [stopPendingDeliveryUpdate(delivery, plan.stop, at)]);
    } catch (error) {
      // No longer pending: whoever changed it recorded what it means.
      if (!isConditionFailure(error)) throw error;
    }
    return { kind: 'stopped', reason: plan.stop };
  }

  const startedAt = now();
  const record = newTry(delivery, buildRequest(delivery, plan, startedAt), startedAt, {
    // Named after the message when its id is known: a delivery of the same message again knows the claim for its own.
    ...(deps.messageId ? { id: uuidFromName(`webhook-try:${delivery.id}:${n}:${deps.messageId}`) } : {}),
    sk: automaticTrySk(n),
    tryNumber: n,
    trigger: 'automatic',
    requestedBy: null,
  });
  let tryRecord = record;
  let answer: OutboundResult;
  const won = await claimOrFindOwn(record);
  const claimed = won ? undefined : await getTry(delivery.id, record.sk);
  if (won) {
    answer = await sendOutbound(requestOf(record), deps.outbound);
  } else if (claimed?.state === 'sending' && claimed.id === record.id) {
    // Our own claim, left unanswered: an earlier delivery of this message claimed the try, then failed before it
    // recorded an answer (its claim's answer was lost, the table went away). Whether it sent is unknown: it is sent
    // now, as claimed, rather than after the claim goes stale and a further retry delay; a merchant may get the
    // event twice, never not at all (webhooks are at least once, deduplicated by event id).
    tryRecord = claimed;
    answer = await sendOutbound(requestOf(claimed), deps.outbound);
  } else {
    if (!claimed || claimed.state !== 'sending') return { kind: 'skipped', reason: `try ${n} is recorded by another worker` };
    const staleAt = new Date(Date.parse(claimed.startedAt) + STALE_CLAIM_MS);
    if (staleAt > now()) {
      // Another worker sends it now, or it stopped (a claim written by a call that then failed, its
      // message redelivered as this one): come back once the claim is stale. If the other worker
      // records the try meanwhile, this message finds it recorded; else it records the interruption.
      const delaySeconds = Math.max(1, delaySecondsUntil(staleAt, now()));
      await enqueue(message, delaySeconds);
      return { kind: 'waiting', delaySeconds, message };
    }
    // Its worker stopped between sending and recording: record what is known, then go on.
    tryRecord = claimed;
    answer = INTERRUPTED_TRY;
  }

  const finishedAt = now();
  const delivered = answer.outcome === 'delivered';
  const status: WebhookDeliveryStatus = delivered ? 'delivered' : n >= MAX_AUTOMATIC_TRIES ? 'failed' : 'pending';
  const nextRetryAt = status === 'pending' ? new Date(finishedAt.getTime() + RETRY_DELAYS_MINUTES[n - 1]! * 60_000) : null;
  const result: TryResult = { ...answer, nextRetryAt: nextRetryAt?.toISOString() ?? null };
  const health = healthWrites(plan, delivery.id, answer, finishedAt);
  try {
    await transactWithConfirmation(afterTry(delivery, result, finishedAt, { attempts: n, status }), [
      tryResultUpdate(tryRecord, result),
      deliveryAfterAutomaticTry(delivery, n, result, status, finishedAt),
      ...tryOnTimeline(delivery, { ...tryRecord, ...result, state: 'done' }, { actor: SYSTEM_ACTOR, source: 'system' }, finishedAt),
      ...health.inTransaction,
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    return { kind: 'skipped', reason: `try ${n} was recorded by another worker` };
  }
  await health.after();
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

/**
 * Claims the try. A claim whose call failed may still have been applied (the table wrote it, every
 * answer was lost): read back, and a claim of this try's id is ours. Otherwise the error stands and
 * the message comes back.
 */
async function claimOrFindOwn(record: WebhookTryRecord): Promise<boolean> {
  try {
    return await claimTry(record);
  } catch (error) {
    const found = await getTry(record.deliveryId, record.sk).catch(() => undefined);
    if (found?.id === record.id) return true;
    throw error;
  }
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
