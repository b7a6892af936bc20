import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

const link = '/payment-links/{linkId}';

export const paymentLinksRoutes = defineRouteGroup({
  name: 'payment-links',
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'] },
  routes: [
    { method: 'GET', path: '/payment-links', auth: 'key+session', permission: 'links.view' },
    { method: 'POST', path: '/payment-links', auth: 'key+session', permission: 'links.manage', success: 201 },
    { method: 'GET', path: link, auth: 'key+session', permission: 'links.view' },
    { method: 'PATCH', path: link, auth: 'key+session', permission: 'links.manage' },
    { method: 'POST', path: `${link}/disable`, auth: 'key+session', permission: 'links.manage' },
    { method: 'POST', path: `${link}/enable`, auth: 'key+session', permission: 'links.manage' },
    // The link's address as a QR code to print (docs/api-decisions.md).
    { method: 'GET', path: `${link}/qr.svg`, auth: 'key+session', permission: 'links.view', extra: true },
    { method: 'GET', path: `${link}/qr.png`, auth: 'key+session', permission: 'links.view', extra: true },
  ],
});
