// For merchants: checks the `Svc-Signature` header of a webhook (docs/webhooks.md). It needs
// only node:crypto, so it can be copied into a receiver as is.
//
// 1. use the raw body, as received, before any JSON decoding;
// 2. the header is `t=<unix seconds>,v1=<hex>[,v1=<hex>...]`;
// 3. refuse when `t` is more than the tolerance (5 minutes) away from this server's clock;
// 4. recompute HMAC-SHA256(secret, "<t>.<raw body>") for each secret you hold and accept when
//    any `v1` matches, compared in constant time (several secrets and values: rotation).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_TOLERANCE_SECONDS = 300;

export type SignatureFailure = 'missing_header' | 'malformed_header' | 'timestamp_out_of_tolerance' | 'no_matching_signature';

export class WebhookSignatureError extends Error {
  constructor(readonly reason: SignatureFailure, message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface VerifyOptions {
  /** Seconds `t` may differ from now, either way (default 300). */
  toleranceSeconds?: number;
  now?: Date;
}

/** Returns the signed timestamp (unix seconds) when the signature is valid; throws WebhookSignatureError otherwise. */
export function verifyWebhookSignature(
  rawBody: string | Buffer,
  header: string | undefined | null,
  secrets: string | readonly string[],
  options: VerifyOptions = {},
): number {
  if (!header) throw new WebhookSignatureError('missing_header', 'No Svc-Signature header.');
  let timestamp: number | undefined;
  const candidates: Buffer[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) candidates.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || !candidates.length) {
    throw new WebhookSignatureError('malformed_header', 'The Svc-Signature header has no t or no v1 value.');
  }
  const tolerance = options.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS;
  const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
  if (Math.abs(now - timestamp) > tolerance) {
    throw new WebhookSignatureError('timestamp_out_of_tolerance', `The signature timestamp is more than ${tolerance} s away.`);
  }
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  let matched = false;
  for (const secret of typeof secrets === 'string' ? [secrets] : secrets) {
    const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest();
    // Every candidate is compared, in constant time, whatever matched before.
    for (const candidate of candidates) if (timingSafeEqual(candidate, expected)) matched = true;
  }
  if (!matched) throw new WebhookSignatureError('no_matching_signature', 'No v1 signature matches the body.');
  return timestamp;
}

/** The same check, of the same arguments, as a boolean. */
export function isValidWebhookSignature(...args: Parameters<typeof verifyWebhookSignature>): boolean {
  try {
    verifyWebhookSignature(...args);
    return true;
  } catch (error) {
    if (error instanceof WebhookSignatureError) return false;
    throw error;
  }
}
