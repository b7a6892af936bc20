import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const callbacksRoutes = defineRouteGroup({
  name: 'callbacks',
  // A callback waits for one status call at the provider.
  timeoutSeconds: 29,
  routes: [
    { method: 'GET', path: '/callbacks/{provider}/{attemptId}', auth: 'provider' },
    { method: 'POST', path: '/callbacks/{provider}/{attemptId}', auth: 'provider', body: 'form' },
  ],
});
