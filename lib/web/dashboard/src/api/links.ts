// The payment-link calls of the dashboard, typed by the generated client (lib/web/client): list,
// read, create, change, disable and enable; the QR code's address for an <img> or a download.
import type { Schema, paths } from '../../../client/index.js';
import { answer, organisationClient } from '../api.js';
import { organisationId } from '../session.js';

export type PaymentLink = Schema<'PaymentLink'>;
export type LinkFilters = NonNullable<paths['/payment-links']['get']['parameters']['query']>;
export type NewLink = paths['/payment-links']['post']['requestBody']['content']['application/json'];
// The body is optional (an absent body changes nothing), so its type may be undefined.
export type LinkChange = NonNullable<paths['/payment-links/{linkId}']['patch']['requestBody']>['content']['application/json'];

const client = organisationClient(() => organisationId.get());

export const linksApi = {
  list: (filters: LinkFilters) => answer(client.GET('/payment-links', { params: { query: filters } })),
  get: (linkId: string) => answer(client.GET('/payment-links/{linkId}', { params: { path: { linkId } } })),
  create: (body: NewLink, idempotencyKey: string) =>
    answer(client.POST('/payment-links', { params: { header: { 'Idempotency-Key': idempotencyKey } }, body })),
  change: (linkId: string, body: LinkChange) => answer(client.PATCH('/payment-links/{linkId}', { params: { path: { linkId } }, body })),
  disable: (linkId: string) => answer(client.POST('/payment-links/{linkId}/disable', { params: { path: { linkId } } })),
  enable: (linkId: string) => answer(client.POST('/payment-links/{linkId}/enable', { params: { path: { linkId } } })),
  /** The link's QR code (same origin, session cookie): an image the page shows or the browser downloads. */
  qrUrl: (linkId: string, format: 'svg' | 'png') =>
    `/payment-links/${encodeURIComponent(linkId)}/qr.${format}?organisationId=${encodeURIComponent(organisationId.get() ?? '')}`,
};
