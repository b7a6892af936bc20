// POST /api/v2/payments/init-payment and GET /api/v2/payments/{paymentId}, served here for
// migrated organisations (the default) or relayed to the previous platform (shared/v2/relay.ts).
import { AppError, notFound } from '../../../shared/domain/errors.js';
import { accessOf, principalOf, requireAccountInScope } from '../../../shared/http/guard.js';
import { json, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { withExpiryApplied } from '../../../shared/payments/expire-payment.js';
import { getPayment, listAttempts } from '../../../shared/payments/payment-reads.js';
import { initV2Payment } from '../../../shared/v2/init-payment.js';
import { toV2Payment } from '../../../shared/v2/payment-view.js';
import { relayToPreviousPlatform } from '../../../shared/http/v2-relay.js';
import { isRelayed } from './guard.js';
import { PAYMENT_REF, readInitPayment } from './schemas.js';

function apiKeyActor(request: HttpRequest) {
  const principal = principalOf(request);
  if (principal.kind !== 'api_key') throw new AppError('unauthenticated', 'An API key is required (x-api-key header).');
  return { type: 'api_key' as const, id: principal.apiKey.id };
}

export const initPaymentAction: Action = async (request) => {
  if (isRelayed(request)) return relayToPreviousPlatform(request);
  const body = readInitPayment(request.rawBody, request.headers['content-type']);
  const access = accessOf(request);
  const created = await initV2Payment({
    ...body,
    organisation: access.organisation,
    // A key limited to some accounts collects only on those, as on POST /payments.
    checkAccount: (accountId) => requireAccountInScope(access, accountId),
    actor: apiKeyActor(request),
  });
  return json(200, created);
};

export const getV2PaymentAction: Action = async (request) => {
  if (isRelayed(request)) return relayToPreviousPlatform(request);
  const access = accessOf(request);
  const paymentId = request.params.paymentId ?? '';
  const found = PAYMENT_REF.test(paymentId) ? await getPayment(paymentId) : undefined;
  // Another organisation's payment is not found, as an unknown or malformed id.
  if (!found || found.organisationId !== access.organisation.id) throw notFound('payment_not_found', 'Payment');
  // A key limited to some accounts reads only their payments, as GET /payments/{reference}.
  requireAccountInScope(access, found.paymentAccountId);
  const payment = await withExpiryApplied(found);
  return json(200, toV2Payment(payment, await listAttempts(payment.reference)));
};
