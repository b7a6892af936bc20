import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const teamRoutes = defineRouteGroup({
  name: 'team',
  uses: { table: ['read', 'write', 'delete'], queues: ['outbox'] },
  // Accepting an invitation may hash a new password (scrypt at OWASP parameters).
  memorySize: 512,
  routes: [
    { method: 'GET', path: '/organisations/{id}/members', auth: 'session', permission: 'members.view' },
    { method: 'POST', path: '/organisations/{id}/members', auth: 'session', permission: 'members.manage', success: 201 },
    { method: 'PATCH', path: '/organisations/{id}/members/{userId}', auth: 'session', permission: 'members.manage', success: 204 },
    { method: 'DELETE', path: '/organisations/{id}/members/{userId}', auth: 'session', permission: 'members.manage', success: 204 },
    {
      method: 'DELETE',
      path: '/organisations/{id}/invitations/{invitationId}',
      auth: 'session',
      permission: 'members.manage',
      success: 204,
    },
    { method: 'POST', path: '/invitations/accept', auth: 'public' },
    // The link's page names the organisation before accepting (a POST: the token stays out of access logs).
    { method: 'POST', path: '/invitations/preview', auth: 'public', extra: true },
    { method: 'GET', path: '/organisations/{id}/roles', auth: 'session', permission: 'roles.view' },
    { method: 'POST', path: '/organisations/{id}/roles', auth: 'session', permission: 'roles.manage', success: 201 },
    { method: 'PATCH', path: '/organisations/{id}/roles/{roleId}', auth: 'session', permission: 'roles.manage' },
    { method: 'DELETE', path: '/organisations/{id}/roles/{roleId}', auth: 'session', permission: 'roles.manage', success: 204 },
    // Any member reads; the actions check the owner and the recipient themselves.
    { method: 'GET', path: '/organisations/{id}/ownership-transfer', auth: 'session' },
    { method: 'POST', path: '/organisations/{id}/ownership-transfer', auth: 'session', success: 201 },
    { method: 'POST', path: '/organisations/{id}/ownership-transfer/{transferId}/accept', auth: 'session', body: 'none' },
    { method: 'DELETE', path: '/organisations/{id}/ownership-transfer/{transferId}', auth: 'session' },
  ],
});
