import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const checkoutRoutes = defineRouteGroup({
  name: 'checkout',
  uses: {
    // Reads and writes; deletes nothing and batch-writes nothing, so IAM grants neither.
    table: ['read', 'write'],
    // Public: the payer's page reaches the payment, its attempts and what settles them, never users, sessions or keys.
    partitions: ['PAY#', 'ATTEMPT#', 'ORG#', 'LINK#', 'EVENT#', 'OUTBOX#', 'RATE#'],
    key: ['decrypt'],
    bucket: ['read'],
    queues: ['outbox'],
  },
  // Opening an attempt waits for the provider (10 s per try): within API Gateway's 30 s.
  timeoutSeconds: 29,
  routes: [
    { method: 'GET', path: '/checkout/{reference}', auth: 'public' },
    { method: 'GET', path: '/checkout/{reference}/status', auth: 'public' },
    { method: 'GET', path: '/checkout/{reference}/logo', auth: 'public' },
    { method: 'GET', path: '/checkout/{reference}/return', auth: 'public', success: 302 },
    { method: 'POST', path: '/checkout/{reference}/attempts', auth: 'public', success: 201 },
    { method: 'GET', path: '/checkout/{reference}/attempts/{attemptId}', auth: 'public' },
  ],
});
