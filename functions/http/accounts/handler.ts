import { routeGroup } from '../../../shared/http/route-group.js';
import { archiveAccount } from './archive-account.js';
import { createAccount } from './create-account.js';
import { getAccount } from './get-account.js';
import { listAccounts } from './list-accounts.js';
import { accountsRoutes } from './routes.js';
import { getRouting, putRouting } from './routing.js';
import { updateAccount } from './update-account.js';

export const handler = routeGroup(accountsRoutes, {
  'GET /organisations/{id}/payment-accounts': listAccounts,
  'POST /organisations/{id}/payment-accounts': createAccount,
  'GET /organisations/{id}/payment-accounts/{accountId}': getAccount,
  'PATCH /organisations/{id}/payment-accounts/{accountId}': updateAccount,
  'POST /organisations/{id}/payment-accounts/{accountId}/archive': archiveAccount,
  'GET /organisations/{id}/payment-accounts/{accountId}/routing': getRouting,
  'PUT /organisations/{id}/payment-accounts/{accountId}/routing': putRouting,
});
