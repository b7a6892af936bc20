// POST /payments (Idempotency-Key honoured by the handler's wrapper).
import { accessOf, accountReadOf, principalOf, requireAccountInScope } from '../../../shared/http/guard.js';
import { idempotencyOf } from '../../../shared/http/idempotency.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { createPayment } from '../../../shared/payments/create-payment.js';
import { toPayment } from '../../../shared/payments/payment-view.js';
import { createPaymentBody, timelineActorOf } from './schemas.js';

export const createPaymentAction: Action = async (request) => {
  const access = accessOf(request);
  const { organisationId: _ignored, ...body } = parseBody(createPaymentBody, request);
  const payment = await createPayment({
    ...body,
    // Made in the merchant's own space (the dashboard) rather than by their software: the contract's `svc_me`.
    channel: principalOf(request).kind === 'api_key' ? body.channel : 'svc_me',
    organisation: access.organisation,
    // With a key, the organisation and the account were read together when the key was checked.
    accountRead: accountReadOf(request),
    checkAccount: (accountId) => requireAccountInScope(access, accountId),
    ...timelineActorOf(request),
    // With an Idempotency-Key, the answer is kept in the creation's transaction: a retry after any
    // later failure gets this payment back, never a second one.
    alsoWrite: (drawn) => {
      const idempotency = idempotencyOf(request);
      return idempotency ? [idempotency.answerWrite(201, toPayment(drawn))] : [];
    },
  });
  return json(201, toPayment(payment));
};
