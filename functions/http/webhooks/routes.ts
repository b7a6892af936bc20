import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

const base = '/organisations/{id}/webhooks';

export const webhooksRoutes = defineRouteGroup({
  name: 'webhooks',
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'] },
  // A manual retry waits for the merchant's answer (up to 10 s).
  timeoutSeconds: 25,
  routes: [
    { method: 'GET', path: base, auth: 'key+session', permission: 'webhooks.view' },
    { method: 'POST', path: base, auth: 'key+session', permission: 'webhooks.manage', success: 201 },
    { method: 'GET', path: `${base}/{endpointId}`, auth: 'key+session', permission: 'webhooks.view' },
    { method: 'DELETE', path: `${base}/{endpointId}`, auth: 'key+session', permission: 'webhooks.manage' },
    { method: 'GET', path: `${base}/{endpointId}/deliveries`, auth: 'key+session', permission: 'webhooks.view' },
    {
      method: 'POST',
      path: `${base}/deliveries/{deliveryId}/retry`,
      auth: 'key+session',
      permission: 'webhooks.manage',
      body: 'none',
    },
  ],
});
