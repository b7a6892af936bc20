// Recovery after an outage (POST .../webhooks/{endpointId}/recover): one new try for every
// delivery of the endpoint that failed since a given time, made by the webhook worker as a
// manual try of who asked.
//
// Primary course:
// 1. the endpoint is active (409 `webhook_endpoint_disabled`); `since` is at most 14 days back
//    and not in the future (400 `validation_failed`);
// 2. the endpoint's failed deliveries are read newest first, down to `since` (their creation);
//    those delivered since (by a retry) are not failed any more and are not read;
// 3. each one is marked with the recovery by a conditional write (still failed, no recovery try
//    queued): a delivery taken by a recovery running at the same time, or by an earlier one
//    whose try is still to come, is skipped, so that no delivery is sent twice;
// 4. the marked deliveries are queued (one message each) and the recovery is audited; the answer
//    counts them. At most MAX_RECOVERED_PER_CALL are queued per call: `hasMore` says to call
//    again (the deliveries queued already are skipped then).
// Each marking is its own state move: a recovery of thousands of deliveries cannot be one
// transaction; a marking whose message was never sent is given up after STALE_RECOVERY_MS.
import { randomUUID } from 'node:crypto';
import { sendMessages } from '../aws/sqs.js';
import { AppError, validationFailed } from '../domain/errors.js';
import type { Actor } from '../domain/records/audit.js';
import type { WebhookEndpointRecord } from '../domain/records/webhook-endpoint.js';
import type { WebhookRecovery } from '../domain/records/webhook-delivery.js';
import { logger } from '../log/logger.js';
import { auditPut } from '../store/audit-repository.js';
import { writeOne, writeIfStill } from '../store/transact.js';
import { dropRecoveryUpdate, listDeliveriesOfEndpoint, queueRecovery } from '../store/webhook-deliveries-repository.js';

export const RECOVER_WINDOW_DAYS = 14;
export const MAX_RECOVERED_PER_CALL = 1_000;
const PAGE = 200;
const AT_ONCE = 10;

/** The queue message of a recovery's try. */
export interface RecoveryMessage {
  deliveryId: string;
  recoveryId: string;
}

export interface RecoverInput {
  endpoint: WebhookEndpointRecord;
  since: Date;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
  /** Queues the tries (defaults to the webhooks queue). */
  enqueue?: (messages: RecoveryMessage[]) => Promise<void>;
}

export async function recoverDeliveries(input: RecoverInput): Promise<{ count: number; since: string; hasMore: boolean }> {
  const now = input.now ?? new Date();
  const enqueue = input.enqueue ?? ((messages: RecoveryMessage[]) => sendMessages('webhooks', messages));
  const { endpoint } = input;
  if (endpoint.status !== 'active') {
    throw new AppError('webhook_endpoint_disabled', 'This webhook endpoint is disabled: enable it (if it was disabled for failing) before recovering.');
  }
  const earliest = now.getTime() - RECOVER_WINDOW_DAYS * 86_400_000;
  if (input.since.getTime() < earliest) {
    throw validationFailed([{ field: 'since', message: `must be at most ${RECOVER_WINDOW_DAYS} days back` }]);
  }
  if (input.since.getTime() > now.getTime()) throw validationFailed([{ field: 'since', message: 'must not be in the future' }]);
  const since = input.since.toISOString();

  const recovery: WebhookRecovery = {
    id: randomUUID(),
    requestedBy: { type: input.actor.type, id: input.actor.id },
    queuedAt: now.toISOString(),
  };
  const marked: string[] = [];
  let hasMore = false;
  let cursor: string | null = null;
  pages: do {
    const page = await listDeliveriesOfEndpoint(endpoint.id, { status: 'failed', cursor, limit: PAGE });
    // A delivery with a recovery try queued is refused by the marking's condition (unless that recovery went stale).
    const inWindow = page.items.filter((d) => d.createdAt >= since);
    for (let i = 0; i < inWindow.length; i += AT_ONCE) {
      const group = inWindow.slice(i, i + AT_ONCE);
      const won = await Promise.all(group.map((d) => queueRecovery(d.id, recovery)));
      group.forEach((d, j) => won[j] && marked.push(d.id));
      if (marked.length >= MAX_RECOVERED_PER_CALL) {
        hasMore = i + AT_ONCE < inWindow.length || page.nextCursor !== null;
        break pages;
      }
    }
    // Newest first: a page reaching back before `since` is the last one needed.
    if (page.items.some((d) => d.createdAt < since)) break;
    cursor = page.nextCursor;
  } while (cursor);

  try {
    await enqueue(marked.map((deliveryId) => ({ deliveryId, recoveryId: recovery.id })));
  } catch (error) {
    // Not queued: free the deliveries at once rather than when the marking goes stale.
    await Promise.all(marked.map((id) => writeIfStill(dropRecoveryUpdate(id, recovery.id)).catch(() => false)));
    throw error;
  }
  await writeOne(
    auditPut(
      {
        organisationId: endpoint.organisationId,
        actor: input.actor,
        action: 'webhook_endpoint.recovered',
        target: { type: 'webhook_endpoint', id: endpoint.id },
        accountId: endpoint.paymentAccountId,
        clientIp: input.clientIp,
        details: { since, count: marked.length, recoveryId: recovery.id },
      },
      now,
    ),
  );
  logger.info('webhook recovery queued', { endpointId: endpoint.id, since, count: marked.length, hasMore });
  return { count: marked.length, since, hasMore };
}
