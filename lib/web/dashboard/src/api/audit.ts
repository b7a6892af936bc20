// The organisation's audit log, typed by the generated client (lib/web/client): newest first, by
// pages of the keyset cursor (needs `audit.view`).
import { createApiClient, type Schema } from '../../../client/index.js';
import { answer } from '../api.js';

export type AuditItem = Schema<'AuditItem'>;

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });

export const auditApi = {
  page: (id: string, cursor?: string) =>
    answer(client.GET('/organisations/{id}/audit', { params: { path: { id }, query: { limit: 100, ...(cursor ? { cursor } : {}) } } })),
};
