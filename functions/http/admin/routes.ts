import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const adminRoutes = defineRouteGroup({
  name: 'admin',
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'], queues: ['outbox'] },
  routes: [
    { method: 'GET', path: '/admin/organisations', auth: 'staff' },
    { method: 'GET', path: '/admin/organisations/{id}', auth: 'staff' },
    { method: 'POST', path: '/admin/organisations', auth: 'staff', staffRoles: ['svc_admin'], success: 201 },
    { method: 'POST', path: '/admin/organisations/{id}/status', auth: 'staff', staffRoles: ['svc_admin', 'svc_support'] },
    { method: 'POST', path: '/admin/organisations/{id}/contract', auth: 'staff', staffRoles: ['svc_admin'] },
    // Not in routes.tsv: staff decide who answers an organisation's v2 calls (docs/v2-compatibility.md).
    { method: 'POST', path: '/admin/organisations/{id}/v2-migration', auth: 'staff', staffRoles: ['svc_admin'], extra: true },
    { method: 'GET', path: '/admin/outbox', auth: 'staff', staffRoles: ['svc_support', 'svc_admin'] },
    { method: 'GET', path: '/admin/payments/{reference}/timeline', auth: 'staff' },
    { method: 'GET', path: '/admin/affiliations', auth: 'staff' },
    {
      method: 'POST',
      path: '/admin/organisations/{id}/files/{fileId}/review',
      auth: 'staff',
      staffRoles: ['svc_compliance'],
      body: 'none',
    },
  ],
});
