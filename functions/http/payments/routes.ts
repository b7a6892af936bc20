import { defineRouteGroup } from '../../../shared/http/route-manifest.js';

export const paymentsRoutes = defineRouteGroup({
  name: 'payments',
  uses: { table: ['read', 'write', 'delete'], key: ['decrypt', 'generateDataKey'], queues: ['outbox'], bucket: ['read'] },
  routes: [
    { method: 'GET', path: '/payments', auth: 'key+session', permission: 'payments.view' },
    { method: 'POST', path: '/payments', auth: 'key+session', permission: 'payments.create', success: 201, readsWithOrganisation: 'collectingAccount' },
    { method: 'GET', path: '/payments/{reference}', auth: 'key+session', permission: 'payments.view' },
    { method: 'POST', path: '/payments/{reference}/cancel', auth: 'key+session', permission: 'payments.cancel' },
    { method: 'GET', path: '/payments/{reference}/attempts', auth: 'key+session', permission: 'payments.view' },
    { method: 'GET', path: '/payments/{reference}/timeline', auth: 'key+session', permission: 'payments.view' },
    // Refunds: an extension of the contract (docs/api-decisions.md, "Refunds").
    { method: 'POST', path: '/payments/{reference}/refunds', auth: 'key+session', permission: 'payments.refund', success: 201, extra: true },
    { method: 'GET', path: '/payments/{reference}/refunds', auth: 'key+session', permission: 'payments.view', extra: true },
    { method: 'GET', path: '/refunds', auth: 'key+session', permission: 'payments.view', extra: true },
    { method: 'GET', path: '/refunds/{refundId}', auth: 'key+session', permission: 'payments.view', extra: true },
    // Sending a payment to its payer (issue 29): an extension of the contract (docs/api-decisions.md, "Sending a payment to its payer").
    { method: 'POST', path: '/payments/{reference}/send', auth: 'key+session', permission: 'payments.create', success: 202, extra: true },
    // The overview's figures (issue 29): an extension of the contract (docs/api-decisions.md, "The payments overview").
    { method: 'GET', path: '/organisations/{id}/payments/summary', auth: 'key+session', permission: 'payments.view', extra: true },
    // CSV exports (issue 29): an extension of the contract (docs/api-decisions.md, "Payment exports"). The contract's own
    // `payments.export` (finance and administrator), not `payments.view`: a file of every payer's email and phone is more than a look.
    { method: 'POST', path: '/organisations/{id}/payments/exports', auth: 'key+session', permission: 'payments.export', success: 202, extra: true },
    { method: 'GET', path: '/organisations/{id}/payments/exports/{exportId}', auth: 'key+session', permission: 'payments.export', extra: true },
  ],
});
