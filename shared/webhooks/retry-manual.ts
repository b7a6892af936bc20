// Manual tries of a webhook delivery, made on request (automatic tries are in deliver-automatic.ts):
// - a retry (POST .../webhooks/deliveries/{deliveryId}/retry): one immediate try, answered to the caller;
// - a recovery's try (recover-deliveries.ts queues them; the webhook worker makes each);
// - the one try of a test event (test-event.ts).
//
// Primary course of a manual try:
// 1. the delivery is not pending, and has no recovery try queued unless this is that try
//    (409 `webhook_delivery_pending`); its endpoint (or an endpoint on the origin of its URL) is
//    active (409 `webhook_endpoint_disabled`);
// 2. the next manual try number is taken (`manualTries` + 1; the automatic count is untouched),
//    in the same conditional write that checks step 1, so two requests never take one number and
//    a recovery's try is taken once;
// 3. the try is written, then sent at once;
// 4. one transaction: the answer on the try, the delivery's `last*` fields (`delivered` on a
//    2xx; a recovery's marker cleared), the endpoint's health count, and for a retry an audit
//    entry naming who asked.
import { AppError, notFound } from '../domain/errors.js';
import { logger } from '../log/logger.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import type { TransactItem } from '../store/client.js';
import { writeIfStill } from '../store/transact.js';
import {
  claimManualTryNumber,
  claimTry,
  deliveryAfterManualTry,
  dropRecoveryUpdate,
  getDelivery,
  getTry,
  manualTrySk,
  tryResultUpdate,
  type TryResult,
} from '../store/webhook-deliveries-repository.js';
import type { WebhookDeliveryRecord, WebhookTryRecord } from '../domain/records/webhook-delivery.js';
import { SYSTEM_ACTOR, type Actor as TimelineActor } from '../domain/timeline.js';
import type { TimelineSource } from '../domain/records/payment.js';
import {
  afterTry,
  buildRequest,
  clockOf,
  healthWrites,
  INTERRUPTED_TRY,
  newTry,
  requestOf,
  signingPlan,
  tryOnTimeline,
  type DeliveryDeps,
} from './delivery-attempt.js';
import { transactWithConfirmation } from './merchant-confirmation.js';
import { sendOutbound, type OutboundResult } from './outbound-request.js';

/** A claimed manual try with no answer after this long belongs to a worker that stopped (as for automatic tries). */
const STALE_MANUAL_CLAIM_MS = 45_000;

/** Who asked for a manual try, in the timeline's words. */
function whoAsked(actor: Pick<Actor, 'type' | 'id'>): { actor: TimelineActor; source: TimelineSource } {
  if (actor.type === 'api_key') return { actor: { type: 'api_key', id: actor.id }, source: 'merchant_api' };
  if (actor.type === 'user') return { actor: { type: 'merchant_user', id: actor.id }, source: 'dashboard' };
  if (actor.type === 'staff') return { actor: { type: 'admin', id: actor.id }, source: 'admin_console' };
  return { actor: SYSTEM_ACTOR, source: 'system' };
}

/** A request for a manual try made at once: who asks, from where, and what the try runs with. */
export interface ManualTryRequest {
  actor: Actor;
  clientIp: string | null;
  deps?: DeliveryDeps;
}

const pendingError = () =>
  new AppError('webhook_delivery_pending', 'This delivery is still being tried (automatically, or by a recovery); retry it once it has ended.');

export async function retryDeliveryNow(input: ManualTryRequest & { delivery: WebhookDeliveryRecord }): Promise<{ delivery: WebhookDeliveryRecord; try: WebhookTryRecord }> {
  const { delivery } = input;
  if (delivery.status === 'pending' || delivery.recovery) throw pendingError();
  const made = await manualTry({
    delivery,
    actor: input.actor,
    deps: input.deps,
    audit: (tryNumber, answer, at) =>
      auditPut(
        {
          organisationId: delivery.organisationId,
          actor: input.actor,
          action: 'webhook_delivery.retried',
          target: { type: 'webhook_delivery', id: delivery.id },
          accountId: delivery.paymentAccountId,
          clientIp: input.clientIp,
          details: { tryNumber, outcome: answer.outcome, statusCode: answer.statusCode, eventId: delivery.eventId },
        },
        at,
      ),
  });
  if (made.kind === 'stopped') throw new AppError('webhook_endpoint_disabled', 'The webhook endpoint of this delivery is disabled.');
  if (made.kind === 'taken') throw pendingError();
  return made;
}

/**
 * A recovery's try of a delivery (one queue message): made once, whatever the number of times
 * the message arrives. Throws to have the message come back later when another worker holds
 * the try and may still be sending it.
 */
export async function runRecoveryTry(
  message: { deliveryId: string; recoveryId: string },
  deps: DeliveryDeps = {},
): Promise<{ kind: 'tried'; outcome: string } | { kind: 'skipped' | 'stopped'; reason: string }> {
  const delivery = await getDelivery(message.deliveryId);
  if (!delivery) throw new Error(`webhook delivery ${message.deliveryId} does not exist`);
  const recovery = delivery.recovery;
  if (!recovery || recovery.id !== message.recoveryId) return { kind: 'skipped', reason: 'the recovery of this try has ended' };
  const made = await manualTry({ delivery, actor: recovery.requestedBy, deps, recoveryId: recovery.id, claimed: recovery.tryNumber });
  if (made.kind === 'stopped') {
    // Its endpoint was disabled since: the recovery ends without a try, the delivery stays failed.
    await writeIfStill(dropRecoveryUpdate(delivery.id, recovery.id));
    return { kind: 'stopped', reason: made.reason };
  }
  if (made.kind === 'taken') return { kind: 'skipped', reason: 'the try of this recovery is made already' };
  return { kind: 'tried', outcome: made.try.outcome ?? 'other' };
}

type ManualTry =
  | { kind: 'tried'; delivery: WebhookDeliveryRecord; try: WebhookTryRecord }
  | { kind: 'stopped'; reason: string }
  | { kind: 'taken' };

/** One manual try of a delivery, recorded. For a recovery, `claimed` is the try number a previous run of its message took. */
export async function manualTry(input: {
  delivery: WebhookDeliveryRecord;
  actor: Pick<Actor, 'type' | 'id'>;
  deps?: DeliveryDeps;
  recoveryId?: string;
  claimed?: number;
  audit?: (tryNumber: number, answer: OutboundResult, at: Date) => TransactItem;
}): Promise<ManualTry> {
  const deps = input.deps ?? {};
  const now = clockOf(deps);
  const { delivery } = input;
  const plan = await signingPlan(delivery, now());
  if ('stop' in plan) return { kind: 'stopped', reason: plan.stop };

  let tryNumber = await claimManualTryNumber(delivery.id, now(), input.recoveryId);
  let resumed: WebhookTryRecord | undefined;
  if (tryNumber === undefined) {
    // A recovery's try claimed by an earlier run of its message: finish it unless its worker may still be at it.
    if (!input.recoveryId || input.claimed === undefined) return { kind: 'taken' };
    tryNumber = input.claimed;
    resumed = await getTry(delivery.id, manualTrySk(tryNumber));
    if (resumed?.state === 'done') return { kind: 'taken' };
    if (resumed && Date.parse(resumed.startedAt) > now().getTime() - STALE_MANUAL_CLAIM_MS) {
      throw new Error(`recovery try ${tryNumber} of ${delivery.id} is being made by another worker`);
    }
  }
  const startedAt = now();
  let record =
    resumed ??
    newTry(delivery, buildRequest(delivery, plan, startedAt), startedAt, {
      sk: manualTrySk(tryNumber),
      tryNumber,
      trigger: 'manual',
      requestedBy: input.actor.id,
    });
  let answer: OutboundResult;
  if (resumed) {
    answer = INTERRUPTED_TRY;
  } else if (await claimTry(record)) {
    answer = await sendOutbound(requestOf(record), deps.outbound);
  } else {
    // Only a recovery's message run twice gets here (a retry's number is its own): the other run sends it.
    if (!input.recoveryId) throw new Error(`manual try ${tryNumber} of ${delivery.id} already exists`);
    return { kind: 'taken' };
  }
  const finishedAt = now();
  const result: TryResult = { ...answer, nextRetryAt: null };
  const health = healthWrites(plan, delivery.id, answer, finishedAt);
  const writes: TransactItem[] = [
    tryResultUpdate(record, result),
    deliveryAfterManualTry(delivery, result, finishedAt, input.recoveryId),
    ...tryOnTimeline(delivery, { ...record, ...result, state: 'done' }, whoAsked(input.actor), finishedAt),
    ...health.inTransaction,
    ...(input.audit ? [input.audit(tryNumber, answer, finishedAt)] : []),
  ];
  const status = answer.outcome === 'delivered' ? 'delivered' : delivery.status;
  await transactWithConfirmation(
    { ...afterTry(delivery, result, finishedAt, { manualTries: tryNumber, status }), recovery: null },
    writes,
  );
  await health.after();
  logger.info('webhook manual try', { deliveryId: delivery.id, tryNumber, outcome: answer.outcome, recovery: input.recoveryId ?? null });
  const updated = await getDelivery(delivery.id);
  if (!updated) throw notFound('webhook_delivery_not_found', 'Webhook delivery');
  record = { ...record, ...result, state: 'done' };
  return { kind: 'tried', delivery: updated, try: record };
}
