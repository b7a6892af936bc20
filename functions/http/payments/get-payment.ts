// GET /payments/{reference}: the Payment with its `result` (expired first when due).
import { json, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { withExpiryApplied } from '../../../shared/payments/expire-payment.js';
import { toPayment } from '../../../shared/payments/payment-view.js';
import { paymentQuery, requirePaymentOf } from './schemas.js';

export const getPaymentAction: Action = async (request) => {
  parseQuery(paymentQuery, request);
  const payment = await withExpiryApplied(await requirePaymentOf(request));
  return json(200, toPayment(payment));
};
