// GET /checkout/{reference}/return?outcome=success|fail|back: the payer goes back to the merchant.
// The destination follows the payment's real status, never the `outcome` the browser sends;
// `back` is a payer leaving before the end: the fail page, and the payment stays payable.
import * as z from 'zod';
import { redirect, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { recordRedirectToMerchant, requireCheckoutPayment, returnDestination } from '../../../shared/payments/checkout.js';
import { referenceOf } from './reference.js';

export const returnQuery = z.object({ outcome: z.enum(['success', 'fail', 'back']).optional() });

export const returnToMerchant: Action = async (request) => {
  const reference = referenceOf(request);
  const { outcome } = parseQuery(returnQuery, request);
  const payment = await requireCheckoutPayment(reference);
  const { destination, location } = returnDestination(payment, { leaving: outcome === 'back' });
  await recordRedirectToMerchant(payment, { outcome: outcome ?? null, destination });
  return redirect(location);
};
