// GET /organisations/{id}/payment-accounts: the accounts within the caller's scope, oldest
// first; archived ones only with includeArchived=true.
import { toPaymentAccounts } from '../../../shared/accounts/payment-account-view.js';
import { accessOf, canSeeAccount } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { listPaymentAccounts } from '../../../shared/accounts/account-reads.js';
import { listAccountsQuery } from './schemas.js';

export const listAccounts: Action = async (request) => {
  const access = accessOf(request);
  const { includeArchived } = parseQuery(listAccountsQuery, request);
  const accounts = (await listPaymentAccounts(access.organisation.id))
    .filter((a) => canSeeAccount(access, a.id) && (includeArchived || a.status !== 'archived'))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  return json(200, await toPaymentAccounts(access.organisation.id, accounts));
};
