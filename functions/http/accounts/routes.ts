import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

const base = '/organisations/{id}/payment-accounts';

export const accountsRoutes = defineRouteGroup({
  name: 'accounts',
  uses: { table: ['read', 'write', 'delete'] },
  routes: [
    { method: 'GET', path: base, auth: 'key+session', permission: 'accounts.view' },
    { method: 'POST', path: base, auth: 'session', permission: 'accounts.manage', success: 201 },
    { method: 'GET', path: `${base}/{accountId}`, auth: 'key+session', permission: 'accounts.view' },
    { method: 'PATCH', path: `${base}/{accountId}`, auth: 'session', permission: 'accounts.manage' },
    { method: 'POST', path: `${base}/{accountId}/archive`, auth: 'session', permission: 'accounts.manage', body: 'none' },
    { method: 'GET', path: `${base}/{accountId}/routing`, auth: 'key+session', permission: 'accounts.view' },
    { method: 'PUT', path: `${base}/{accountId}/routing`, auth: 'session', permission: 'accounts.manage' },
  ],
});
