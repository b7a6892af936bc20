// POST /payments/{reference}/cancel: pending → canceled (409 `payment_not_pending` otherwise).
import { accessOf, requireAccountInScope } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { cancelPayment } from '../../../shared/payments/cancel-payment.js';
import { toPayment } from '../../../shared/payments/payment-view.js';
import { cancelPaymentBody, requirePaymentOf, timelineActorOf } from './schemas.js';

export const cancelPaymentAction: Action = async (request) => {
  const access = accessOf(request);
  const { reason } = parseBody(cancelPaymentBody, request);
  const payment = await requirePaymentOf(request, access);
  const canceled = await cancelPayment({
    reference: payment.reference,
    organisationId: access.organisation.id,
    checkAccount: (accountId) => requireAccountInScope(access, accountId),
    reason: reason ?? null,
    ...timelineActorOf(request),
  });
  return json(200, toPayment(canceled));
};
