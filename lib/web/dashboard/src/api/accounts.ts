// The payment account calls of the dashboard, typed by the generated client (lib/web/client):
// list (archived ones on demand), create, change (settings, pause and resume, make default),
// archive. A logo is a file of type `logo` uploaded first (api/organisation.ts), then named.
import { createApiClient, type paths, type Schema } from '../../../client/index.js';
import { answer } from '../api.js';

/**
 * An account as the API answers it: `refundLateSuccesses` is sent (docs/api-decisions.md, "Refunding late
 * successes") though the generated response schema does not name it yet.
 */
export type PaymentAccount = Schema<'PaymentAccount'> & { refundLateSuccesses?: boolean };
export type AccountChange = NonNullable<paths['/organisations/{id}/payment-accounts/{accountId}']['patch']['requestBody']>['content']['application/json'];
export type NewAccount = paths['/organisations/{id}/payment-accounts']['post']['requestBody']['content']['application/json'];

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });

export const accountsApi = {
  list: (id: string, includeArchived: boolean): Promise<PaymentAccount[]> =>
    answer(client.GET('/organisations/{id}/payment-accounts', { params: { path: { id }, query: { includeArchived: includeArchived ? 'true' : 'false' } } })),
  create: (id: string, body: NewAccount): Promise<PaymentAccount> => answer(client.POST('/organisations/{id}/payment-accounts', { params: { path: { id } }, body })),
  change: (id: string, accountId: string, body: AccountChange): Promise<PaymentAccount> =>
    answer(client.PATCH('/organisations/{id}/payment-accounts/{accountId}', { params: { path: { id, accountId } }, body })),
  archive: (id: string, accountId: string) =>
    answer(client.POST('/organisations/{id}/payment-accounts/{accountId}/archive', { params: { path: { id, accountId } } })),
};
