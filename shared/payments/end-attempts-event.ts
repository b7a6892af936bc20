// The outbox event that ends, at their providers, the attempts of a payment the payer can no
// longer need: written in the same transaction as what makes them useless (a new attempt, the
// payment's success, its cancel), so that it cannot be lost; run by end-attempts.ts.
import { newOutboxEvent } from '../store/outbox-repository.js';

export const END_ATTEMPTS_OUTBOX_TYPE = 'attempts.end';

export const END_REASONS = ['new_attempt', 'payment_succeeded', 'payment_canceled'] as const;
export type EndReason = (typeof END_REASONS)[number];

export interface EndAttempts {
  reference: string;
  /** The attempt that stays open (the new one, or the one that succeeded). */
  keepAttemptId: string | null;
  reason: EndReason;
}

export const endAttemptsEvent = (request: EndAttempts, now?: Date) => newOutboxEvent(END_ATTEMPTS_OUTBOX_TYPE, { ...request }, now);
