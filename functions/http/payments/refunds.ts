// Refunds: POST /payments/{reference}/refunds (Idempotency-Key honoured by the handler's wrapper),
// GET /payments/{reference}/refunds, GET /refunds, GET /refunds/{refundId}.
import { notFound } from '../../../shared/domain/errors.js';
import { accessOf, actorOf, canSeeAccount, listScope, requireAccountInScope } from '../../../shared/http/guard.js';
import { IDEMPOTENCY_HEADER } from '../../../shared/http/idempotency.js';
import { json, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { parseBody, parseQuery } from '../../../shared/http/validation.js';
import { getRefundById, listOrganisationRefunds, refundsOfPayment } from '../../../shared/payments/refund-reads.js';
import { createRefund } from '../../../shared/payments/refunds.js';
import { toRefund } from '../../../shared/payments/refund-view.js';
import { createRefundBody, listRefundsQuery, paymentQuery, requirePaymentOf, timelineActorOf } from './schemas.js';
import { uuidFromName } from '../../../shared/domain/uuid.js';

/**
 * The refund's id when the request carries an Idempotency-Key: derived from the organisation and
 * the key, so that a retry after a failure past the claim finds the refund already written.
 */
function refundIdFor(request: HttpRequest, organisationId: string): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (!key) return undefined;
  return uuidFromName(`refund\n${organisationId}\n${key}`, 4);
}

export const createRefundAction: Action = async (request) => {
  const access = accessOf(request);
  const { organisationId: _ignored, ...body } = parseBody(createRefundBody, request);
  const payment = await requirePaymentOf(request, access);
  const { refund } = await createRefund({
    reference: payment.reference,
    organisationId: access.organisation.id,
    checkAccount: (accountId) => requireAccountInScope(access, accountId),
    amount: body.amount,
    reason: body.reason,
    description: body.description ?? null,
    refundId: refundIdFor(request, access.organisation.id),
    ...timelineActorOf(request),
    audit: { actor: actorOf(request), clientIp: request.sourceIp },
  });
  return json(201, toRefund(refund));
};

export const listPaymentRefundsAction: Action = async (request) => {
  parseQuery(paymentQuery, request);
  const payment = await requirePaymentOf(request);
  return json(200, { items: (await refundsOfPayment(payment.reference)).map(toRefund) });
};

export const listRefundsAction: Action = async (request) => {
  const access = accessOf(request);
  const query = parseQuery(listRefundsQuery, request);
  const scope = listScope(access, query.account);
  if (!scope) return json(200, { items: [], nextCursor: null });
  const page = await listOrganisationRefunds({
    organisationId: access.organisation.id,
    ...scope,
    status: query.status,
    provider: query.provider,
    from: query.from,
    to: query.to,
    cursor: query.cursor,
    limit: query.limit,
  });
  return json(200, { items: page.items.map(toRefund), nextCursor: page.nextCursor });
};

export const getRefundAction: Action = async (request) => {
  parseQuery(paymentQuery, request);
  const access = accessOf(request);
  const refundId = request.params.refundId ?? '';
  const refund = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(refundId) ? await getRefundById(refundId) : undefined;
  // Another organisation's refund, or one of an account out of the caller's scope, is not found.
  if (!refund || refund.organisationId !== access.organisation.id || !canSeeAccount(access, refund.paymentAccountId)) {
    throw notFound('refund_not_found', 'Refund');
  }
  return json(200, toRefund(refund));
};
