import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const linksRoutes = defineRouteGroup({
  name: 'links',
  routes: [
    { method: 'GET', path: '/links/{slug}', auth: 'public' },
    { method: 'GET', path: '/links/{slug}/logo', auth: 'public' },
    { method: 'POST', path: '/links/{slug}/payments', auth: 'public' },
  ],
});
