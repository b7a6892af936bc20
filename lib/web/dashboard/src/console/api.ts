// Every call of the staff console, typed by the generated client (lib/web/client): the admin
// routes (organisations, their members, documents, audit trail and payments, onboarding, status,
// contract, v2 mode, owner invitation, payment timelines, affiliations, outbox) and the KYB
// decision routes. Same origin, session cookie; errors as the dashboard's (answer()).
import { createApiClient, type paths, type Schema } from '../../../client/index.js';
import { answer, wholeTimeline } from '../api.js';

export type AdminOrganisation = Schema<'AdminOrganisationItem'>;
export type StaffOrganisation = Schema<'OrganisationDetail'>;
export type Onboarded = Schema<'OnboardedOrganisation'>;
export type OnboardBody = NonNullable<paths['/admin/organisations']['post']['requestBody']>['content']['application/json'];
export type Member = Schema<'Member'>;
export type Invitation = Schema<'Invitation'>;
export type CreatedInvitation = Schema<'CreatedInvitation'>;
export type StaffFile = Schema<'File'>;
export type AuditItem = Schema<'AuditItem'>;
export type Payment = Schema<'Payment'>;
export type PaymentTimeline = Schema<'PaymentTimeline'>;
export type AdminAffiliation = Schema<'AdminAffiliation'>;
export type OutboxEvent = Schema<'OutboxEvent'>;
export type AffiliationFilters = NonNullable<paths['/admin/affiliations']['get']['parameters']['query']>;
export type OutboxFilters = NonNullable<paths['/admin/outbox']['get']['parameters']['query']>;

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });
const org = (id: string) => ({ params: { path: { id } } });

export const consoleApi = {
  organisations: (query: { q?: string; kybStatus?: 'pending' | 'verified' | 'refused' }) =>
    answer(client.GET('/admin/organisations', { params: { query } })),
  organisation: (id: string) => answer(client.GET('/admin/organisations/{id}', org(id))),
  onboard: (body: OnboardBody) => answer(client.POST('/admin/organisations', { body })),
  members: (id: string) => answer(client.GET('/admin/organisations/{id}/members', org(id))),
  inviteOwner: (id: string, email?: string) =>
    answer(client.POST('/admin/organisations/{id}/owner-invitation', { ...org(id), body: email ? { email } : {} })),
  setStatus: (id: string, status: 'active' | 'suspended', reason: string) =>
    answer(client.POST('/admin/organisations/{id}/status', { ...org(id), body: { status, reason } })),
  recordContract: (id: string, signedAt?: string) =>
    answer(client.POST('/admin/organisations/{id}/contract', { ...org(id), body: signedAt ? { signedAt } : {} })),
  setV2Mode: (id: string, v2Mode: 'served' | 'relayed', reason: string) =>
    answer(client.POST('/admin/organisations/{id}/v2-migration', { ...org(id), body: { v2Mode, reason } })),
  files: (id: string) => answer(client.GET('/admin/organisations/{id}/files', org(id))),
  openFile: (id: string, fileId: string, disposition: 'inline' | 'attachment') =>
    answer(client.GET('/admin/organisations/{id}/files/{fileId}/download', { params: { path: { id, fileId }, query: { disposition } } })),
  reviewFile: (id: string, fileId: string) =>
    answer(client.POST('/admin/organisations/{id}/files/{fileId}/review', { params: { path: { id, fileId } } })),
  decideKyb: (id: string, decision: 'verify' | 'refuse', reason: string) =>
    answer<void>(
      decision === 'verify'
        ? client.POST('/organisations/{id}/kyb/verify', { ...org(id), body: { reason } })
        : client.POST('/organisations/{id}/kyb/refuse', { ...org(id), body: { reason } }),
    ),
  audit: (id: string, cursor?: string) =>
    answer(client.GET('/admin/organisations/{id}/audit', { params: { path: { id }, query: { limit: 50, ...(cursor ? { cursor } : {}) } } })),
  payments: (id: string, q?: string) =>
    answer(client.GET('/admin/organisations/{id}/payments', { params: { path: { id }, query: { limit: 10, ...(q ? { q } : {}) } } })),
  /** The whole timeline of a payment: its pages of items joined. */
  timeline: (reference: string): Promise<PaymentTimeline> =>
    wholeTimeline((cursor) =>
      answer(client.GET('/admin/payments/{reference}/timeline', { params: { path: { reference }, query: { limit: 200, ...(cursor ? { cursor } : {}) } } })),
    ),
  affiliations: (query: AffiliationFilters) => answer(client.GET('/admin/affiliations', { params: { query } })),
  outbox: (query: OutboxFilters) => answer(client.GET('/admin/outbox', { params: { query } })),
  retryOutbox: (id: string) => answer(client.POST('/admin/outbox/{id}/retry', { params: { path: { id } } })),
};
