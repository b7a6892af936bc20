// Payment and checkout settings the contract leaves to the platform, read once from the
// environment (defaults below are the documented values). Tests shorten the delays.
import * as z from 'zod';
import { environmentSettings } from '../config/env.js';

const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const secondsList = (fallback: string) =>
  z
    .string()
    .regex(/^\d+(,\d+)*$/, 'comma-separated seconds')
    .default(fallback)
    .transform((text) => text.split(',').map(Number));
const seconds = secondsList('10,20,30,60,120,300,600,900');

const schema = z.object({
  /** Attempts a payment may have (behind 409 `too_many_attempts`). */
  PAYMENTS_MAX_ATTEMPTS: positiveInt(10),
  /** Delays between status checks of an open attempt: the n-th check waits the n-th delay, the last one repeats. */
  PAYMENTS_POLL_DELAYS_SECONDS: seconds,
  /** An open attempt is followed this long after its payment's expiry, then closed as expired. */
  PAYMENTS_FOLLOW_UP_HOURS: positiveInt(24),
  /**
   * What the request that makes open attempts useless (a cancel, a new attempt, a success) may spend
   * ending them at their providers before it answers; each provider is asked once, all at once, with
   * a time-out 500 ms shorter. What is not ended by then is the outbox's (end-attempts.ts).
   */
  // At most 6 s: the payments function that cancels has 10 s in all.
  PAYMENTS_ENDING_BUDGET_MS: z.coerce.number().int().min(1_000).max(6_000).default(3_000),
  /** An attempt whose initiation never completed (a crash mid-way) is closed as failed after this. */
  PAYMENTS_INIT_GRACE_SECONDS: positiveInt(120),
  /**
   * Minutes a payment started from a payment link stays payable. Short, because a single-use
   * link takes no second payment while one is pending (409 `link_busy`).
   */
  LINK_PAYMENTS_EXPIRY_MINUTES: positiveInt(30),
  /** Time-out of a refund request to a provider (one try: a refund is never sent twice). */
  REFUNDS_PROVIDER_TIMEOUT_MS: positiveInt(10_000),
  /** Delays between checks of a refund left pending at its provider (as PAYMENTS_POLL_DELAYS_SECONDS). */
  REFUNDS_CHECK_DELAYS_SECONDS: secondsList('30,60,120,300,600,1800,3600'),
  /**
   * A refund its provider has not confirmed this long after it was asked for fails as `unconfirmed`
   * and its amount is released (the provider's own answer, when it comes, is what the checks read first).
   */
  REFUNDS_CONFIRM_HOURS: positiveInt(72),
});

export type PaymentSettings = z.infer<typeof schema>;

const settings = environmentSettings(schema);

export const paymentSettings: () => PaymentSettings = settings.read;

/** Tests that change these variables in-process call this between set-ups. */
export const resetPaymentSettings: () => void = settings.reset;

/** Seconds to wait before the check that follows `checksDone` checks. */
export function nextCheckDelaySeconds(checksDone: number): number {
  const delays = paymentSettings().PAYMENTS_POLL_DELAYS_SECONDS;
  return delays[Math.min(checksDone, delays.length - 1)]!;
}

/** Seconds to wait before the check of a pending refund that follows `checksDone` checks. */
export function nextRefundCheckDelaySeconds(checksDone: number): number {
  const delays = paymentSettings().REFUNDS_CHECK_DELAYS_SECONDS;
  return delays[Math.min(checksDone, delays.length - 1)]!;
}
