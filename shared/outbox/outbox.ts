// The transactional outbox: work that must follow a state change (an email, a webhook) is
// written in the same transaction as the change (`newOutboxEvent`), then handed to SQS. If that
// hand-off is lost, the relay job finds the event still pending and sends it again; workers are
// idempotent, so a second hand-off does no harm. The events are kept by
// shared/store/outbox-repository.ts.
import { sendMessages } from '../aws/sqs.js';
import { logger } from '../log/logger.js';

export * from '../store/outbox-repository.js';

/** Hands committed events to the queue. Failure is logged, not raised: the relay catches up. */
export async function dispatchOutbox(ids: readonly string[]): Promise<void> {
  if (!ids.length) return;
  try {
    await sendMessages('outbox', ids.map((id) => ({ outboxEventId: id })));
  } catch (error) {
    logger.warn('outbox dispatch failed; the relay will retry', { count: ids.length, error });
  }
}
