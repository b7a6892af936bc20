import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const linksRoutes = defineRouteGroup({
  name: 'links',
  uses: {
    // Reads and writes; deletes nothing and batch-writes nothing, so IAM grants neither.
    table: ['read', 'write'],
    // Public: a link, its account's branding and the payments it starts, never users, sessions or keys.
    partitions: ['LINK#', 'ORG#', 'PAY#', 'RATE#'],
    bucket: ['read'],
  },
  routes: [
    { method: 'GET', path: '/links/{slug}', auth: 'public' },
    { method: 'GET', path: '/links/{slug}/logo', auth: 'public' },
    { method: 'POST', path: '/links/{slug}/payments', auth: 'public', success: 201 },
  ],
});
