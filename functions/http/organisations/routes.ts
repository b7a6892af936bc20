import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const organisationsRoutes = defineRouteGroup({
  name: 'organisations',
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'] },
  routes: [
    { method: 'GET', path: '/organisations', auth: 'session' },
    // Any member reads the detail; its payment accounts are limited to their scope.
    { method: 'GET', path: '/organisations/{id}', auth: 'session' },
    { method: 'PATCH', path: '/organisations/{id}', auth: 'session', permission: 'organisation.manage' },
    { method: 'GET', path: '/organisations/{id}/contract', auth: 'session', permission: 'organisation.view' },
    { method: 'POST', path: '/organisations/{id}/kyb/verify', auth: 'staff', staffRoles: ['svc_compliance'], success: 204 },
    { method: 'POST', path: '/organisations/{id}/kyb/refuse', auth: 'staff', staffRoles: ['svc_compliance'], success: 204 },
    { method: 'GET', path: '/organisations/{id}/audit', auth: 'session', permission: 'audit.view' },
    { method: 'GET', path: '/organisations/{id}/api-keys', auth: 'session', permission: 'api_keys.view' },
    { method: 'POST', path: '/organisations/{id}/api-keys', auth: 'session', permission: 'api_keys.manage', success: 201 },
    {
      method: 'DELETE',
      path: '/organisations/{id}/api-keys/{apiKeyId}',
      auth: 'session',
      permission: 'api_keys.manage',
      success: 204,
    },
  ],
});
