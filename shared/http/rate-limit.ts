// Rate limits of public routes: fixed-window counters in the table (shared by every function
// instance), several buckets per request (client address, payment reference, attempt). The
// client address is API Gateway's source IP, never a header a client can set.
import { AppError } from '../domain/errors.js';
import { hit } from '../store/rate-limits.js';

export interface Limit {
  /** What is counted, e.g. `checkout:ip:<address>`. */
  bucket: string;
  /** Requests allowed per window. */
  max: number;
}

/** Counts the request in every bucket; over any limit: 429 `rate_limited` with `Retry-After`. */
export async function enforceRateLimits(limits: readonly Limit[], windowSeconds: number, now = new Date()): Promise<void> {
  const windows = await Promise.all(limits.map((limit) => hit(limit.bucket, windowSeconds, now)));
  const exceeded = windows.filter((window, i) => window.count > limits[i]!.max);
  if (!exceeded.length) return;
  const retryAfter = Math.max(...exceeded.map((window) => window.retryAfterSeconds));
  throw new AppError(
    'rate_limited',
    `Too many requests; retry in ${retryAfter} seconds.`,
    { retryAfterSeconds: retryAfter },
    { 'retry-after': String(retryAfter) },
  );
}
