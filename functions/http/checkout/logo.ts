// GET /checkout/{reference}/logo: the payment account's logo (PNG or JPEG) from the files bucket.
import { getObject } from '../../../shared/aws/s3.js';
import { notFound } from '../../../shared/domain/errors.js';
import type { Action } from '../../../shared/http/types.js';
import { requireCheckoutPayment } from '../../../shared/payments/checkout.js';
import { getFile } from '../../../shared/store/files-repository.js';
import { getPaymentAccount } from '../../../shared/store/payment-accounts-repository.js';
import { limitCheckout, referenceOf } from './limits.js';

const IMAGE_TYPES = ['image/png', 'image/jpeg'];

export const getLogo: Action = async (request) => {
  const reference = referenceOf(request);
  await limitCheckout(request, reference);
  const payment = await requireCheckoutPayment(reference);
  const account = await getPaymentAccount(payment.organisationId, payment.paymentAccountId);
  const file = account?.logoFileId ? await getFile(payment.organisationId, account.logoFileId) : undefined;
  const object = file && IMAGE_TYPES.includes(file.mimeType) ? await getObject(file.objectKey) : undefined;
  if (!file || !object) throw notFound('logo_not_found', 'Logo');
  return {
    status: 200,
    rawBody: object.body,
    // The type detected at upload, never the one stored with the object.
    headers: { 'content-type': file.mimeType, 'cache-control': 'public, max-age=300' },
  };
};
