import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

const base = '/organisations/{id}/webhooks';

export const webhooksRoutes = defineRouteGroup({
  name: 'webhooks',
  // A recovery queues its tries on the webhooks queue.
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'], queues: ['webhooks'] },
  // A manual retry and a test event wait for the merchant's answer (up to 10 s).
  timeoutSeconds: 25,
  routes: [
    { method: 'GET', path: base, auth: 'key+session', permission: 'webhooks.view' },
    { method: 'POST', path: base, auth: 'key+session', permission: 'webhooks.manage', success: 201 },
    { method: 'GET', path: `${base}/{endpointId}`, auth: 'key+session', permission: 'webhooks.view' },
    { method: 'DELETE', path: `${base}/{endpointId}`, auth: 'key+session', permission: 'webhooks.manage' },
    // Issue 32 (docs/api-decisions.md, "Webhooks a merchant can run on").
    { method: 'PATCH', path: `${base}/{endpointId}`, auth: 'key+session', permission: 'webhooks.manage', extra: true },
    { method: 'POST', path: `${base}/{endpointId}/rotate-secret`, auth: 'key+session', permission: 'webhooks.manage', extra: true },
    { method: 'POST', path: `${base}/{endpointId}/enable`, auth: 'key+session', permission: 'webhooks.manage', body: 'none', extra: true },
    { method: 'POST', path: `${base}/{endpointId}/recover`, auth: 'key+session', permission: 'webhooks.manage', success: 202, extra: true },
    { method: 'POST', path: `${base}/{endpointId}/test`, auth: 'key+session', permission: 'webhooks.manage', body: 'none', success: 201, extra: true },
    { method: 'GET', path: `${base}/deliveries/{deliveryId}/tries`, auth: 'key+session', permission: 'webhooks.view', extra: true },
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
