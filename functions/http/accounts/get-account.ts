// GET /organisations/{id}/payment-accounts/{accountId}
import { toPaymentAccountView } from '../../../shared/accounts/payment-account-view.js';
import { notFound } from '../../../shared/domain/errors.js';
import { accessOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { getPaymentAccount } from '../../../shared/accounts/account-reads.js';
import { accountIdOf } from './schemas.js';

export const getAccount: Action = async (request) => {
  const access = accessOf(request);
  const account = await getPaymentAccount(access.organisation.id, accountIdOf(request, access));
  if (!account) throw notFound('payment_account_not_found', 'Payment account');
  return json(200, await toPaymentAccountView(account));
};
