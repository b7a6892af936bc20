import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const healthRoutes = defineRouteGroup({
  name: 'health',
  uses: { table: ['describe'] },
  routes: [{ method: 'GET', path: '/health', auth: 'public' }],
});
