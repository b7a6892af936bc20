// The transactional outbox: work that must follow a state change (an email, a webhook) is
// written in the same transaction as the change (`newOutboxEvent`), then handed to SQS. If that
// hand-off is lost, the relay job finds the event still pending and sends it again; workers are
// idempotent, so a second hand-off does no harm. The events are kept by
// shared/store/outbox-repository.ts.
import { sendMessages } from '../aws/sqs.js';
import { logger } from '../log/logger.js';
import {
  claimOutboxEvent,
  completeOutboxEvent,
  dueOutboxEvents,
  failOutboxEvent,
  listOutboxEvents,
  markDispatched,
  releaseOutboxLease,
  requeueFailedOutboxEvent,
} from '../store/outbox-repository.js';
import { AppError } from '../domain/errors.js';
import type { Actor } from '../domain/records/audit.js';

/** What one outbox event type does (the worker's dispatch table maps types to these). */
export type OutboxHandler = (payload: Record<string, unknown>) => Promise<void>;

/**
 * Hands committed events to the queue (`delaySeconds` late: events written with that delay).
 * Failure is logged, not raised: the relay catches up.
 */
export async function dispatchOutbox(ids: readonly string[], delaySeconds = 0): Promise<void> {
  if (!ids.length) return;
  try {
    await sendMessages('outbox', ids.map((id) => ({ outboxEventId: id })), delaySeconds);
  } catch (error) {
    logger.warn('outbox dispatch failed; the relay will retry', { count: ids.length, error });
  }
}

/** Hands over again the events that are due and were never handed over (or long ago). */
export async function relayDueOutboxEvents(now: Date): Promise<number> {
  const due = await dueOutboxEvents(now);
  const ids = due.map((event) => event.id);
  await markDispatched(ids, now);
  await dispatchOutbox(ids);
  if (ids.length) logger.info('outbox events handed over', { count: ids.length });
  return ids.length;
}

/** Outbox events for support and admins, newest first, payloads redacted. */
export const listOutbox = (query: Parameters<typeof listOutboxEvents>[0]) => listOutboxEvents(query);

/**
 * Staff try a failed event again (POST /admin/outbox/{id}/retry): pending and due now, handed to
 * the queue at once; the relay hands it over again if that hand-off is lost. 404
 * `outbox_event_not_found`; 409 `invalid_transition` (with `status`) unless it is failed.
 */
export async function retryOutboxEvent(id: string, actor: Actor, now = new Date()) {
  const result = await requeueFailedOutboxEvent(id, now);
  if (!result) throw new AppError('outbox_event_not_found', 'Outbox event was not found.');
  if (!result.requeued) {
    throw new AppError('invalid_transition', `Only a failed event can be retried; this one is ${result.event.status}.`, { status: result.event.status });
  }
  logger.info('outbox event retried by staff', { outboxEventId: id, type: result.event.type, staffUserId: actor.id });
  await dispatchOutbox([id]);
  return result.event;
}

/**
 * Runs one handed-over event with the handler of its type: claimed first (so that a second
 * hand-off finds it taken or finished), then completed, or failed to be retried later.
 */
export async function runOutboxEvent(outboxEventId: string, handlers: Readonly<Record<string, OutboxHandler>>): Promise<void> {
  const now = new Date();
  const event = await claimOutboxEvent(outboxEventId, now);
  if (!event) {
    logger.info('outbox event not due, taken or finished; skipped', { outboxEventId });
    return;
  }
  const run = handlers[event.type];
  if (!run) {
    await failOutboxEvent(event, `no handler for ${event.type}`, now, { retryable: false });
    return;
  }
  try {
    await run(event.payload);
  } catch (error) {
    const status = await failOutboxEvent(event, error instanceof Error ? error.message : String(error), new Date());
    logger.warn('outbox event failed', { outboxEventId, type: event.type, status, error });
    return;
  }
  try {
    await completeOutboxEvent(event, new Date());
  } catch (error) {
    // The work is done but not recorded: SQS delivers the message again, which must find the
    // event free. A fan-out run again creates no delivery twice; an email may go twice, which
    // beats losing it.
    await releaseOutboxLease(event);
    throw error;
  }
  logger.info('outbox event done', { outboxEventId, type: event.type });
}
