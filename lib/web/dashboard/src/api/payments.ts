// The payments calls of the dashboard, typed by the generated client (lib/web/client): list with
// the API's filters and keyset paging (a link's payments with `link`), one payment, its timeline, cancel,
// create by hand, send to the payer by email; the overview's figures (summary).
import type { Schema, paths } from '../../../client/index.js';
import { answer, organisationClient, wholeTimeline } from '../api.js';
import { organisationId } from '../session.js';

export type Payment = Schema<'Payment'>;
export type PaymentTimeline = Schema<'PaymentTimeline'>;
export type PaymentSummary = Schema<'PaymentSummary'>;
export type PaymentFigures = PaymentSummary['current'];
export type PaymentSent = Schema<'PaymentSent'>;
export type SummaryQuery = NonNullable<paths['/organisations/{id}/payments/summary']['get']['parameters']['query']>;
export type PaymentFilters = NonNullable<paths['/payments']['get']['parameters']['query']>;
export type NewPayment = paths['/payments']['post']['requestBody']['content']['application/json'];

const client = organisationClient(() => organisationId.get());

export const paymentsApi = {
  list: (filters: PaymentFilters) => answer(client.GET('/payments', { params: { query: filters } })),
  get: (reference: string) => answer(client.GET('/payments/{reference}', { params: { path: { reference } } })),
  /** The whole timeline: its pages of items joined (attempts and webhooks come with each page). */
  timeline: (reference: string): Promise<PaymentTimeline> =>
    wholeTimeline((cursor) =>
      answer(client.GET('/payments/{reference}/timeline', { params: { path: { reference }, query: { limit: 200, ...(cursor ? { cursor } : {}) } } })),
    ),
  cancel: (reference: string, reason: string) =>
    answer(client.POST('/payments/{reference}/cancel', { params: { path: { reference } }, body: reason ? { reason } : {} })),
  /** Emails the pending payment's payUrl to its payer (at most 3 sends an hour: a 429 says when to retry). */
  send: (reference: string) => answer(client.POST('/payments/{reference}/send', { params: { path: { reference } }, body: { channel: 'email' } })),
  /** The overview's figures of a period of Tunis days and of the period of equal length before it. */
  summary: (organisationId: string, query: SummaryQuery) =>
    answer(client.GET('/organisations/{id}/payments/summary', { params: { path: { id: organisationId }, query } })),
  /** A payment by hand; the Idempotency-Key makes a double submission create one payment. */
  create: (body: NewPayment, idempotencyKey: string) =>
    answer(client.POST('/payments', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })),
};
