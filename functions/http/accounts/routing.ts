// GET and PUT /organisations/{id}/payment-accounts/{accountId}/routing: which affiliation
// collects for each provider on an account. PUT replaces the whole routing.
import { toPaymentAccountView } from '../../../shared/accounts/payment-account-view.js';
import { notFound } from '../../../shared/domain/errors.js';
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { setAccountRouting } from '../../../shared/routing/set-account-routing.js';
import { getPaymentAccount } from '../../../shared/accounts/account-reads.js';
import { accountIdOf, routingBody } from './schemas.js';

export const getRouting: Action = async (request) => {
  const access = accessOf(request);
  const account = await getPaymentAccount(access.organisation.id, accountIdOf(request, access));
  if (!account) throw notFound('payment_account_not_found', 'Payment account');
  return json(200, { routes: (await toPaymentAccountView(account)).routes });
};

export const putRouting: Action = async (request) => {
  const access = accessOf(request);
  const accountId = accountIdOf(request, access);
  const { routes } = parseBody(routingBody, request);
  const account = await setAccountRouting({
    organisationId: access.organisation.id,
    accountId,
    routes,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(200, { routes: (await toPaymentAccountView(account)).routes });
};
