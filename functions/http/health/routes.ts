import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const healthRoutes = defineRouteGroup({
  name: 'health',
  routes: [{ method: 'GET', path: '/health', auth: 'public' }],
});
