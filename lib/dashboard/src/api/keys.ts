// The API key calls of the dashboard, typed by the generated client (lib/api-client): the
// organisation's keys (revoked ones stay listed), create a v3 or v2 key (the full key comes back
// once), revoke one.
import { createApiClient } from '../../../api-client/index.js';
import { answer } from '../api.js';

/** A key as GET lists it (shared/decisions.md "API keys"); docs/openapi.json gives the answer no schema yet. */
export interface ApiKey {
  id: string;
  name: string;
  kind: 'v3' | 'v2';
  /** The public start of the key (`kpk_…` or `<organisationId>:…`), never its secret. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** The creation answer: `key` is the whole key, shown this once. */
export interface CreatedApiKey extends Omit<ApiKey, 'revokedAt'> {
  key: string;
}

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });

export const keysApi = {
  /** Newest first; the first 100 keys (revoked ones included). */
  list: (organisationId: string) =>
    answer<{ items: ApiKey[]; nextCursor: string | null }>(
      client.GET('/organisations/{id}/api-keys', { params: { path: { id: organisationId }, query: { limit: 100 } as never } }),
    ),
  create: (organisationId: string, body: { name: string; kind: 'v3' | 'v2' }) =>
    answer<CreatedApiKey>(client.POST('/organisations/{id}/api-keys', { params: { path: { id: organisationId } }, body: body as never })),
  revoke: (organisationId: string, apiKeyId: string) =>
    answer<void>(client.DELETE('/organisations/{id}/api-keys/{apiKeyId}', { params: { path: { id: organisationId, apiKeyId } } })),
};
