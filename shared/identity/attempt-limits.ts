// Limits on guesses (passwords, TOTP codes), counted before the guess is checked: one
// conditional write per counter refuses the attempt once the window holds its maximum, so
// parallel guesses can never outnumber the limit. An attempt that turns out not to be a
// failure gives its count back; a window ends on its own, so nobody is locked out for good.
import { AppError } from '../domain/errors.js';
import { takeAll, type Allowance } from '../store/rate-limits.js';

/** When to retry, in words: "in 40 seconds", "in 14 minutes". */
export function retryDelayText(seconds: number): string {
  if (seconds < 60) return `in ${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429 `too_many_attempts` with `Retry-After`, the same delay as `retryAfterSeconds` and in the message. */
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(
    'too_many_attempts',
    `Too many failed attempts. Try again ${retryDelayText(retryAfterSeconds)}.`,
    { retryAfterSeconds },
    { 'retry-after': String(retryAfterSeconds) },
  );

/** Counts one attempt in every counter or throws 429; `giveBack` uncounts it (not a failure after all). */
export async function countAttempt(
  allowances: readonly Allowance[],
  windowSeconds: number,
  now = new Date(),
): Promise<{ counts: number[]; giveBack(): Promise<void> }> {
  const taken = await takeAll(allowances, windowSeconds, now);
  if (!taken.allowed) throw tooManyAttempts(taken.retryAfterSeconds);
  return taken;
}

/** Wrong TOTP codes at enable and disable, per user and 15-minute window. */
export const TOTP_CODE_LIMITS = { windowSeconds: 15 * 60, perUser: 5 } as const;

/** Checks a code against the user's limit: counted first, given back when the code is good. */
export async function withTotpAttempt(userId: string, check: () => Promise<boolean>): Promise<boolean> {
  const attempt = await countAttempt([{ bucket: `totp:user:${userId}`, max: TOTP_CODE_LIMITS.perUser }], TOTP_CODE_LIMITS.windowSeconds);
  const ok = await check();
  if (ok) await attempt.giveBack();
  return ok;
}
