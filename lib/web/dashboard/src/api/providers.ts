// The provider catalogue and the organisation's affiliations, typed by the generated client
// (lib/web/client): the catalogue (public), one provider's credential schema, and an
// affiliation's life: create, verify, rotate credentials, suspend, resume, revoke, its audit
// trail; and a payment account's routing (which affiliation collects for each provider).
import { createApiClient, type Schema } from '../../../client/index.js';
import { answer } from '../api.js';

export type Provider = Schema<'Provider'>;
export type CredentialField = Provider['credentialSchema']['fields'][number];
export type Affiliation = Schema<'Affiliation'>;
export type AccountRoute = Schema<'AccountRoute'>;
export type ProviderCode = Provider['code'];

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });

const one = (id: string, affiliationId: string) => ({ params: { path: { id, affiliationId } } });

export const providersApi = {
  catalogue: (): Promise<Provider[]> => answer(client.GET('/providers')),
  provider: (code: string): Promise<Provider> => answer(client.GET('/providers/{code}', { params: { path: { code } } })),
  list: (id: string): Promise<Affiliation[]> => answer(client.GET('/organisations/{id}/affiliations', { params: { path: { id } } })),
  create: (id: string, body: { provider: string; environment: string; credentials: Record<string, string>; label?: string }): Promise<Affiliation> =>
    answer(client.POST('/organisations/{id}/affiliations', { params: { path: { id } }, body })),
  verify: (id: string, affiliationId: string): Promise<Affiliation> =>
    answer(client.POST('/organisations/{id}/affiliations/{affiliationId}/verify', one(id, affiliationId))),
  rotate: (id: string, affiliationId: string, credentials: Record<string, string>): Promise<Affiliation> =>
    answer(client.PUT('/organisations/{id}/affiliations/{affiliationId}/credentials', { ...one(id, affiliationId), body: { credentials } })),
  suspend: (id: string, affiliationId: string): Promise<Affiliation> =>
    answer(client.POST('/organisations/{id}/affiliations/{affiliationId}/suspend', one(id, affiliationId))),
  resume: (id: string, affiliationId: string): Promise<Affiliation> =>
    answer(client.POST('/organisations/{id}/affiliations/{affiliationId}/resume', one(id, affiliationId))),
  revoke: (id: string, affiliationId: string): Promise<Affiliation> =>
    answer(client.POST('/organisations/{id}/affiliations/{affiliationId}/revoke', one(id, affiliationId))),
  audit: (id: string, affiliationId: string) =>
    answer(client.GET('/organisations/{id}/affiliations/{affiliationId}/audit', { params: { path: { id, affiliationId }, query: { limit: 50 } } })),
  routing: (id: string, accountId: string): Promise<{ routes: AccountRoute[] }> =>
    answer(client.GET('/organisations/{id}/payment-accounts/{accountId}/routing', { params: { path: { id, accountId } } })),
  setRouting: (id: string, accountId: string, routes: Array<{ provider: ProviderCode; affiliationId: string }>): Promise<{ routes: AccountRoute[] }> =>
    answer(client.PUT('/organisations/{id}/payment-accounts/{accountId}/routing', { params: { path: { id, accountId } }, body: { routes } })),
};
