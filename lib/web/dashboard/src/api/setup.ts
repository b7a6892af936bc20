// What the getting-started checklist reads, typed by the generated client (lib/web/client): the
// organisation's documents, its payment accounts with their branding, and whether a payment has
// succeeded yet. Each read needs its own permission; the checklist asks only what the member may read.
import { createApiClient, type Schema } from '../../../client/index.js';
import { answer, organisationClient } from '../api.js';
import { organisationId } from '../session.js';

export type OrganisationFile = Schema<'File'>;
export type PaymentAccount = Schema<'PaymentAccount'>;

const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });
const scoped = organisationClient(() => organisationId.get());

export const setupApi = {
  /** The organisation's documents (needs `files.view`). */
  files: (id: string) => answer(client.GET('/organisations/{id}/files', { params: { path: { id } } })),
  /** The payment accounts within the member's scope (needs `accounts.view`). */
  accounts: (id: string) => answer(client.GET('/organisations/{id}/payment-accounts', { params: { path: { id } } })),
  /**
   * Whether one payment has succeeded (needs `payments.view`); undefined when the page did not say. The API
   * already reads on past filtered reads that found nothing (a few, `pageWithItems`): a page still empty but
   * naming a next one means no succeeded payment among the most recent, not none at all.
   */
  async anyPaid(): Promise<boolean | undefined> {
    const page = await answer(scoped.GET('/payments', { params: { query: { status: 'succeeded', limit: 200 } } }));
    if (page.items.length > 0) return true;
    return page.nextCursor ? undefined : false;
  },
};
