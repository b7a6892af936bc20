import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const providersRoutes = defineRouteGroup({
  name: 'providers',
  // The catalogue is code: no resource at all.
  uses: {},
  routes: [
    { method: 'GET', path: '/providers', auth: 'public' },
    { method: 'GET', path: '/providers/{code}', auth: 'public' },
  ],
});
