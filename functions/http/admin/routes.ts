import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const adminRoutes = defineRouteGroup({
  name: 'admin',
  // The bucket's read: compliance opens documents through pre-signed addresses (signed with this function's grant).
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'], queues: ['outbox'], bucket: ['read'] },
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
    // Not in routes.tsv: what the staff console reads of an organisation and does for it
    // (docs/api-decisions.md, "Staff console (issue 31)").
    { method: 'GET', path: '/admin/organisations/{id}/members', auth: 'staff', extra: true },
    { method: 'POST', path: '/admin/organisations/{id}/owner-invitation', auth: 'staff', staffRoles: ['svc_admin'], success: 201, extra: true },
    { method: 'GET', path: '/admin/organisations/{id}/files', auth: 'staff', extra: true },
    { method: 'GET', path: '/admin/organisations/{id}/files/{fileId}/download', auth: 'staff', staffRoles: ['svc_compliance'], extra: true },
    { method: 'GET', path: '/admin/organisations/{id}/audit', auth: 'staff', extra: true },
    { method: 'GET', path: '/admin/organisations/{id}/payments', auth: 'staff', extra: true },
    { method: 'POST', path: '/admin/outbox/{id}/retry', auth: 'staff', staffRoles: ['svc_admin'], body: 'none', extra: true },
    {
      method: 'POST',
      path: '/admin/organisations/{id}/files/{fileId}/review',
      auth: 'staff',
      staffRoles: ['svc_compliance'],
      body: 'none',
    },
  ],
});
