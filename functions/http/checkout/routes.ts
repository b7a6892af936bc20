import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const checkoutRoutes = defineRouteGroup({
  name: 'checkout',
  // Opening an attempt waits for the provider (10 s per try): within API Gateway's 30 s.
  timeoutSeconds: 29,
  routes: [
    { method: 'GET', path: '/checkout/{reference}', auth: 'public' },
    { method: 'GET', path: '/checkout/{reference}/status', auth: 'public' },
    { method: 'GET', path: '/checkout/{reference}/logo', auth: 'public' },
    { method: 'GET', path: '/checkout/{reference}/return', auth: 'public' },
    { method: 'POST', path: '/checkout/{reference}/attempts', auth: 'public' },
    { method: 'GET', path: '/checkout/{reference}/attempts/{attemptId}', auth: 'public' },
  ],
});
