// POST /organisations/{id}/payment-accounts
import { createPaymentAccount } from '../../../shared/accounts/create-payment-account.js';
import { toPaymentAccountView } from '../../../shared/accounts/payment-account-view.js';
import { AppError } from '../../../shared/domain/errors.js';
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { createAccountBody } from './schemas.js';

export const createAccount: Action = async (request) => {
  const access = accessOf(request);
  // A member limited to some accounts could not even see the account it created.
  if (access.scope !== 'all') {
    throw new AppError('account_out_of_scope', 'Members limited to some payment accounts cannot create accounts.');
  }
  const { name, slug, ...settings } = parseBody(createAccountBody, request);
  const account = await createPaymentAccount({
    organisationId: access.organisation.id,
    name,
    slug,
    settings,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(201, await toPaymentAccountView(account));
};
