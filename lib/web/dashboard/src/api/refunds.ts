// The refund calls of the dashboard, typed by the generated client (lib/web/client): refund a
// payment (an Idempotency-Key per confirmation, so a double click makes one refund), a payment's
// refunds, and the organisation's refunds with the API's filters and keyset paging.
import type { Schema, paths } from '../../../client/index.js';
import { answer, organisationClient } from '../api.js';
import { organisationId } from '../session.js';

export type Refund = Schema<'Refund'>;
export type RefundFilters = NonNullable<paths['/refunds']['get']['parameters']['query']>;
export type NewRefund = NonNullable<paths['/payments/{reference}/refunds']['post']['requestBody']>['content']['application/json'];

export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent', 'other'] as const satisfies readonly Refund['reason'][];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const satisfies readonly Refund['status'][];

const client = organisationClient(() => organisationId.get());

export const refundsApi = {
  create: (reference: string, body: NewRefund, idempotencyKey: string) =>
    answer(client.POST('/payments/{reference}/refunds', { params: { path: { reference }, header: { 'Idempotency-Key': idempotencyKey } }, body })),
  ofPayment: (reference: string) => answer(client.GET('/payments/{reference}/refunds', { params: { path: { reference } } })),
  list: (filters: RefundFilters) => answer(client.GET('/refunds', { params: { query: filters } })),
};
