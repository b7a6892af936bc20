// A manual try of a webhook delivery, on request (automatic tries are in deliver-automatic.ts).
//
// Primary course of a manual retry (POST .../webhooks/deliveries/{deliveryId}/retry):
// 1. the delivery is not pending (409 `webhook_delivery_pending`), and its endpoint (or an
//    endpoint on the origin of its URL) is active (409 `webhook_endpoint_disabled`);
// 2. the next manual try number is taken (`manualTries` + 1; the automatic count is untouched);
// 3. the try is written, then sent at once;
// 4. one transaction: the answer on the try, the delivery's `last*` fields (`delivered` on a
//    2xx), and an audit entry naming who asked.
import { AppError, notFound } from '../domain/errors.js';
import { logger } from '../log/logger.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import type { TransactItem } from '../store/client.js';
import { claimManualTryNumber, claimTry, deliveryAfterManualTry, getDelivery, manualTrySk, tryResultUpdate, type TryResult } from '../store/webhook-deliveries-repository.js';
import type { WebhookDeliveryRecord, WebhookTryRecord } from '../domain/records/webhook-delivery.js';
import { SYSTEM_ACTOR, type Actor as TimelineActor } from '../domain/timeline.js';
import type { TimelineSource } from '../domain/records/payment.js';
import { afterTry, buildRequest, clockOf, newTry, requestOf, signingSecrets, tryOnTimeline, type DeliveryDeps } from './delivery-attempt.js';
import { transactWithConfirmation } from './merchant-confirmation.js';
import { sendOutbound } from './outbound-request.js';

/** Who asked for a manual try, in the timeline's words. */
function whoAsked(actor: Actor): { actor: TimelineActor; source: TimelineSource } {
  if (actor.type === 'api_key') return { actor: { type: 'api_key', id: actor.id }, source: 'merchant_api' };
  if (actor.type === 'user') return { actor: { type: 'merchant_user', id: actor.id }, source: 'dashboard' };
  if (actor.type === 'staff') return { actor: { type: 'admin', id: actor.id }, source: 'admin_console' };
  return { actor: SYSTEM_ACTOR, source: 'system' };
}

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
        accountId: delivery.paymentAccountId,
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
