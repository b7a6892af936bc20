// Rate limits a function counts itself, per credential (v2's per API key): fixed-window
// counters in the table, shared by every function instance. Each request is counted first,
// with one conditional write per bucket, so parallel requests cannot pass more than the limit.
// The public routes (checkout, links, callbacks) are not limited here but by WAF in front of
// the API (lib/config/public-rate-rules.ts), with no write per request.
import { AppError } from '../domain/errors.js';
import { takeAll, type Allowance } from '../store/rate-limits.js';

/** A bucket (e.g. `v2:key:<id>`) and the requests it allows per window. */
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
