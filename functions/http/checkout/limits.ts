// The checkout's rate limits (per client address and per payment reference) and the
// reference of the path: a malformed one names no payment (404).
import { notFound } from '../../../shared/domain/errors.js';
import { enforceRateLimits } from '../../../shared/http/rate-limit.js';
import type { HttpRequest } from '../../../shared/http/types.js';
import { paymentSettings } from '../../../shared/payments/settings.js';

const REFERENCE = /^[0-9a-f]{24}$/;

export function referenceOf(request: HttpRequest): string {
  const reference = request.params.reference ?? '';
  if (!REFERENCE.test(reference)) throw notFound('payment_not_found', 'Payment');
  return reference;
}

/** Every checkout request counts per address and per reference; opening attempts also in its own bucket. */
export async function limitCheckout(request: HttpRequest, reference: string, options: { opensAttempt?: boolean } = {}): Promise<void> {
  const settings = paymentSettings();
  await enforceRateLimits(
    [
      { bucket: `checkout:ip:${request.sourceIp}`, max: settings.CHECKOUT_RATE_LIMIT_PER_IP },
      { bucket: `checkout:ref:${reference}`, max: settings.CHECKOUT_RATE_LIMIT_PER_REFERENCE },
      ...(options.opensAttempt
        ? [{ bucket: `checkout:attempts:${reference}`, max: settings.CHECKOUT_ATTEMPTS_LIMIT_PER_REFERENCE }]
        : []),
    ],
    settings.PUBLIC_RATE_LIMIT_WINDOW_SECONDS,
  );
}
