// The API key calls of the dashboard, typed by the generated client (lib/web/client): the
// organisation's keys (revoked ones stay listed), create a v3 or v2 key with a role and a scope
// (the full key comes back once) or enter the v2 key a shop already uses, revoke one; the roles a key may be given, for members who may
// read the roles.
import { createApiClient, type Schema } from '../../../client/index.js';
import { answer } from '../api.js';

/** A key as GET lists it: its public start (`kpk_…` or `<organisationId>:…`), role and scope, never its secret. */
export type ApiKey = Schema<'ApiKey'>;
/** The creation answer: `key` is the whole key, shown this once (null for a key entered from the previous platform). */
export type CreatedApiKey = Schema<'CreatedApiKey'>;
export type Role = Schema<'Role'>;

/** Each part left out is the maker's own (their role; their scope and accounts). */
export interface NewApiKey {
  name: string;
  kind: 'v3' | 'v2';
  roleId?: string;
  scope?: 'all' | 'accounts';
  accountIds?: string[];
  /** An existing v2 key of the previous platform (`<24 hex>:<secret>`), entered once: the answer's `key` is then null. */
  legacyKey?: string;
}

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });

export const keysApi = {
  /** Newest first; the first 100 keys (revoked ones included). */
  list: (organisationId: string) =>
    answer(client.GET('/organisations/{id}/api-keys', { params: { path: { id: organisationId }, query: { limit: 100 } } })),
  create: (organisationId: string, body: NewApiKey) =>
    answer(client.POST('/organisations/{id}/api-keys', { params: { path: { id: organisationId } }, body })),
  revoke: (organisationId: string, apiKeyId: string) =>
    answer<void>(client.DELETE('/organisations/{id}/api-keys/{apiKeyId}', { params: { path: { id: organisationId, apiKeyId } } })),
  /** The organisation's roles (needs `roles.view`). */
  roles: (organisationId: string) => answer(client.GET('/organisations/{id}/roles', { params: { path: { id: organisationId } } })),
};
