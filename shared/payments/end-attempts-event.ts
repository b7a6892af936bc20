// The outbox event that ends, at their providers, the attempts of a payment the payer can no
// longer need: written in the same transaction as what makes them useless (a new attempt, the
// payment's success, its cancel), so that it cannot be lost; run by end-attempts.ts. The request
// ends them first; this event, run a few seconds later, retries what the request could not end.
import { newOutboxEvent } from '../store/outbox-repository.js';
import { paymentSettings } from './settings.js';

export const END_ATTEMPTS_OUTBOX_TYPE = 'attempts.end';

export const END_REASONS = ['new_attempt', 'payment_succeeded', 'payment_canceled'] as const;
export type EndReason = (typeof END_REASONS)[number];

export interface EndAttempts {
  reference: string;
  /** The attempt that stays open (the new one, or the one that succeeded). */
  keepAttemptId: string | null;
  reason: EndReason;
}

/**
 * The request that makes the attempts useless ends them itself (end-attempts.ts,
 * `endOpenAttemptsNow`, within PAYMENTS_ENDING_BUDGET_MS); the outbox event is the retry, run
 * 2 s after that budget (5 s by default), when the request's own ending is over: it ends only
 * what is still open, and for a new attempt only what was opened before it.
 */
export const endingRetryDelaySeconds = () => Math.ceil(paymentSettings().PAYMENTS_ENDING_BUDGET_MS / 1000) + 2;

export const endAttemptsEvent = (request: EndAttempts, now?: Date) =>
  newOutboxEvent(END_ATTEMPTS_OUTBOX_TYPE, { ...request }, now, { delaySeconds: endingRetryDelaySeconds() });
