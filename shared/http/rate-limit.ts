// Rate limits of public routes: fixed-window counters in the table (shared by every function
// instance), several buckets per request (client address, payment reference, attempt). The
// client address is API Gateway's source IP, never a header a client can set. Each request
// is counted first, with one conditional write per bucket, so parallel requests cannot pass
// more than the limit.
import { AppError } from '../domain/errors.js';
import { takeAll, type Allowance } from '../store/rate-limits.js';

/** A bucket (e.g. `checkout:ip:<address>`) and the requests it allows per window. */
export type Limit = Allowance;

/** Counts the request in every bucket; over any limit: 429 `rate_limited` with `Retry-After`. */
export async function enforceRateLimits(limits: readonly Limit[], windowSeconds: number, now = new Date()): Promise<void> {
  const taken = await takeAll(limits, windowSeconds, now);
  if (taken.allowed) return;
  const retryAfter = taken.retryAfterSeconds;
  throw new AppError(
    'rate_limited',
    `Too many requests; retry in ${retryAfter} seconds.`,
    { retryAfterSeconds: retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}
