import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const callbacksRoutes = defineRouteGroup({
  name: 'callbacks',
  uses: {
    // Reads and writes; deletes nothing and batch-writes nothing, so IAM grants neither.
    table: ['read', 'write'],
    // Public: a forged callback reaches payments and what settles them, never users, sessions or keys.
    partitions: ['PAY#', 'ATTEMPT#', 'ORG#', 'LINK#', 'EVENT#', 'OUTBOX#', 'RATE#'],
    key: ['decrypt'],
    queues: ['outbox'],
  },
  // A callback waits for one status call at the provider.
  timeoutSeconds: 29,
  routes: [
    { method: 'GET', path: '/callbacks/{provider}/{attemptId}', auth: 'provider', success: 302 },
    { method: 'POST', path: '/callbacks/{provider}/{attemptId}', auth: 'provider', body: 'form' },
  ],
});
