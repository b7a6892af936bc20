// POST /organisations/{id}/payment-accounts/{accountId}/archive
import { archivePaymentAccount } from '../../../shared/accounts/archive-payment-account.js';
import { toPaymentAccountView } from '../../../shared/accounts/payment-account-view.js';
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { accountIdOf } from './schemas.js';

export const archiveAccount: Action = async (request) => {
  const access = accessOf(request);
  const account = await archivePaymentAccount({
    organisationId: access.organisation.id,
    accountId: accountIdOf(request, access),
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(200, await toPaymentAccountView(account));
};
