import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

const base = '/organisations/{id}/affiliations';
const one = `${base}/{affiliationId}`;

export const affiliationsRoutes = defineRouteGroup({
  name: 'affiliations',
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'] },
  // Create, verify, resume and rotate ask the provider (8 s per try, one repeat).
  timeoutSeconds: 30,
  routes: [
    { method: 'GET', path: base, auth: 'key+session', permission: 'affiliations.view' },
    { method: 'POST', path: base, auth: 'key+session', permission: 'affiliations.manage', success: 201 },
    { method: 'GET', path: one, auth: 'key+session', permission: 'affiliations.view' },
    { method: 'POST', path: `${one}/verify`, auth: 'key+session', permission: 'affiliations.manage', body: 'none' },
    { method: 'PUT', path: `${one}/credentials`, auth: 'key+session', permission: 'affiliations.manage' },
    { method: 'POST', path: `${one}/suspend`, auth: 'key+session', permission: 'affiliations.manage', body: 'none' },
    { method: 'POST', path: `${one}/resume`, auth: 'key+session', permission: 'affiliations.manage', body: 'none' },
    { method: 'POST', path: `${one}/revoke`, auth: 'key+session', permission: 'affiliations.manage', body: 'none' },
    { method: 'GET', path: `${one}/audit`, auth: 'key+session', permission: 'affiliations.view' },
  ],
});
