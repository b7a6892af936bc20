import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const callbacksRoutes = defineRouteGroup({
  name: 'callbacks',
  routes: [
    { method: 'GET', path: '/callbacks/{provider}/{attemptId}', auth: 'provider' },
    { method: 'POST', path: '/callbacks/{provider}/{attemptId}', auth: 'provider', body: 'form' },
  ],
});
