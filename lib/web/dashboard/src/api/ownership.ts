// Ownership transfer, typed by the generated client (lib/web/client): the pending transfer (or
// null), start one (owner, re-authenticated), accept (recipient), withdraw or decline (DELETE).
import { createApiClient, type Schema } from '../../../client/index.js';
import { answer } from '../api.js';

export type Transfer = NonNullable<Schema<'OwnershipTransfer'>>;

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });

export const ownershipApi = {
  pending: async (id: string): Promise<Transfer | null> =>
    (await answer(client.GET('/organisations/{id}/ownership-transfer', { params: { path: { id } } }))) ?? null,
  start: (id: string, toUserId: string): Promise<Transfer> =>
    answer(client.POST('/organisations/{id}/ownership-transfer', { params: { path: { id } }, body: { toUserId } })) as Promise<Transfer>,
  accept: (id: string, transferId: string): Promise<Transfer> =>
    answer(client.POST('/organisations/{id}/ownership-transfer/{transferId}/accept', { params: { path: { id, transferId } } })) as Promise<Transfer>,
  cancel: (id: string, transferId: string): Promise<Transfer> =>
    answer(client.DELETE('/organisations/{id}/ownership-transfer/{transferId}', { params: { path: { id, transferId } } })) as Promise<Transfer>,
};
