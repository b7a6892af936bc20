// GET /checkout/{reference}/logo: the payment account's logo (PNG or JPEG) from the files bucket.
import { accountLogo } from '../../../shared/accounts/account-logo.js';
import { publicImage, type Action } from '../../../shared/http/types.js';
import { requireCheckoutPayment } from '../../../shared/payments/checkout.js';
import { referenceOf } from './reference.js';

export const getLogo: Action = async (request) => {
  const reference = referenceOf(request);
  const payment = await requireCheckoutPayment(reference);
  return publicImage(await accountLogo(payment.organisationId, payment.paymentAccountId));
};
