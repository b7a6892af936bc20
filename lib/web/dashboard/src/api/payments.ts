// The payments calls of the dashboard, typed by the generated client (lib/web/client): list with
// the API's filters and keyset paging, one payment, its timeline, cancel, create by hand.
import type { Schema, paths } from '../../../client/index.js';
import { answer, organisationClient } from '../api.js';
import { organisationId } from '../session.js';

export type Payment = Schema<'Payment'>;
export type PaymentTimeline = Schema<'PaymentTimeline'>;
export type PaymentFilters = NonNullable<paths['/payments']['get']['parameters']['query']>;
export type NewPayment = paths['/payments']['post']['requestBody']['content']['application/json'];

const client = organisationClient(() => organisationId.get());

export const paymentsApi = {
  list: (filters: PaymentFilters) => answer(client.GET('/payments', { params: { query: filters } })),
  get: (reference: string) => answer(client.GET('/payments/{reference}', { params: { path: { reference } } })),
  /** The whole timeline: its pages of items joined (attempts and webhooks come with each page). */
  async timeline(reference: string): Promise<PaymentTimeline> {
    const page = (cursor?: string) =>
      answer(client.GET('/payments/{reference}/timeline', { params: { path: { reference }, query: { limit: 200, ...(cursor ? { cursor } : {}) } } }));
    const first = await page();
    let cursor = first.nextCursor;
    for (let pages = 1; cursor && pages < 20; pages++) {
      const next = await page(cursor);
      first.items.push(...next.items);
      cursor = next.nextCursor;
    }
    return first;
  },
  cancel: (reference: string, reason: string) =>
    answer(client.POST('/payments/{reference}/cancel', { params: { path: { reference } }, body: reason ? { reason } : {} })),
  /** A payment by hand; the Idempotency-Key makes a double submission create one payment. */
  create: (body: NewPayment, idempotencyKey: string) =>
    answer(client.POST('/payments', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })),
};
