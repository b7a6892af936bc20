// The v2 compatibility API (contract, "v2 compatibility routes"): v2 keys only, v2 error
// formats (both follow from the /api/v2 path: shared/http/api-generation.ts), 100 requests per
// minute per key, and relayed to the previous platform for organisations not yet migrated.
import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const v2Routes = defineRouteGroup({
  name: 'v2',
  // Payments, their timeline and outbox, rate counters, keys and organisations: the whole table.
  uses: { table: ['read', 'write', 'delete'], queues: ['outbox'] },
  // A relayed call waits up to 10 s for the previous platform: within API Gateway's 30 s.
  timeoutSeconds: 20,
  routes: [
    // The body is read by the action, liberally (JSON whatever the content type), or relayed as it came.
    { method: 'POST', path: '/api/v2/payments/init-payment', auth: 'key', permission: 'payments.create', body: 'none' },
    { method: 'GET', path: '/api/v2/payments/{paymentId}', auth: 'key', permission: 'payments.view' },
  ],
});
