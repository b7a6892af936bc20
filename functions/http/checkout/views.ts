// GET /checkout/{reference} (views `payment`, `result`, `attempt`) and GET .../status.
// Only the `payment` view counts as a checkout open. `result` adds the outcome for the
// result page; `attempt` adds the last attempt, so that a reloaded page shows it again.
import { json, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import {
  checkoutPaymentView,
  checkoutResultView,
  checkoutStatusView,
  loadCheckout,
  openCheckoutPage,
  requireCheckoutPayment,
} from '../../../shared/payments/checkout.js';
import { toCheckoutAttempt } from '../../../shared/payments/payment-view.js';
import { getAttempt } from '../../../shared/payments/payment-reads.js';
import { referenceOf } from './reference.js';
import { viewQuery } from './schemas.js';

export const getCheckout: Action = async (request) => {
  const reference = referenceOf(request);
  const { view } = parseQuery(viewQuery, request);
  // Only the payment view counts an open: one write, which also answers the payment.
  if (view === 'payment') return json(200, checkoutPaymentView(await openCheckoutPage(reference)));
  const checkout = await loadCheckout(reference);
  const body = checkoutPaymentView(checkout);
  const { payment } = checkout;
  if (view === 'result') return json(200, { ...body, result: await checkoutResultView(payment) });
  const attempt = payment.lastAttemptId ? await getAttempt(reference, payment.lastAttemptId) : undefined;
  return json(200, { ...body, attempt: attempt ? toCheckoutAttempt(attempt, payment) : null });
};

export const getCheckoutStatus: Action = async (request) => {
  const reference = referenceOf(request);
  return json(200, checkoutStatusView(await requireCheckoutPayment(reference)));
};
