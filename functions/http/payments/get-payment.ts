// GET /payments/{reference}: the Payment with its `result` (expired first when due). A key's read
// of the payment starts beside its authentication (shared/http/read-ahead.ts): merchants poll this.
import { readAheadAction } from '../../../shared/http/read-ahead.js';
import { json } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { withExpiryApplied } from '../../../shared/payments/expire-payment.js';
import { toPayment } from '../../../shared/payments/payment-view.js';
import { paymentQuery, readPaymentNamed, requireVisible } from './schemas.js';

export const getPaymentAction = readAheadAction({
  plan: (request) => {
    parseQuery(paymentQuery, request);
    return request.params.reference ?? '';
  },
  read: readPaymentNamed,
  answer: async (payment, access) => json(200, toPayment(await withExpiryApplied(requireVisible(payment, access)))),
});
