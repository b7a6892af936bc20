// The payment reference of a checkout path: a malformed one names no payment (404). The
// checkout's rate limits are not counted here: WAF applies them in front of the API
// (lib/config/public-rate-rules.ts), so a checkout request makes no write of its own.
import { notFound } from '../../../shared/domain/errors.js';
import type { HttpRequest } from '../../../shared/http/types.js';

const REFERENCE = /^[0-9a-f]{24}$/;

export function referenceOf(request: HttpRequest): string {
  const reference = request.params.reference ?? '';
  if (!REFERENCE.test(reference)) throw notFound('payment_not_found', 'Payment');
  return reference;
}
