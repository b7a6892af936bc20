// PATCH /organisations/{id}/payment-accounts/{accountId}
import { toPaymentAccountView } from '../../../shared/accounts/payment-account-view.js';
import { updatePaymentAccount } from '../../../shared/accounts/update-payment-account.js';
import { AppError } from '../../../shared/domain/errors.js';
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { accountIdOf, updateAccountBody } from './schemas.js';

export const updateAccount: Action = async (request) => {
  const access = accessOf(request);
  const accountId = accountIdOf(request, access);
  const changes = parseBody(updateAccountBody, request);
  // Moving the default also changes the previous default, which may be outside a limited scope.
  if (changes.isDefault && access.scope !== 'all') {
    throw new AppError('account_out_of_scope', 'Members limited to some payment accounts cannot change the default account.');
  }
  const account = await updatePaymentAccount({
    organisationId: access.organisation.id,
    accountId,
    changes,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(200, await toPaymentAccountView(account));
};
