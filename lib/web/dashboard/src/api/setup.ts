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

/** Pages of 200 read to learn whether a payment has succeeded: the checklist concerns new organisations. */
const PAID_PAGES_READ = 5;

export const setupApi = {
  /** The organisation's documents (needs `files.view`). */
  files: (id: string) => answer(client.GET('/organisations/{id}/files', { params: { path: { id } } })),
  /** The payment accounts within the member's scope (needs `accounts.view`). */
  accounts: (id: string) => answer(client.GET('/organisations/{id}/payment-accounts', { params: { path: { id } } })),
  /**
   * Whether one payment has succeeded (needs `payments.view`); undefined when the pages read did not say. A
   * filtered page may hold fewer items than asked, even none, and still name a next page (each shard of the
   * list is read down to the page's size before the filter applies): an empty page is not an answer.
   */
  async anyPaid(): Promise<boolean | undefined> {
    let cursor: string | undefined;
    for (let pages = 0; pages < PAID_PAGES_READ; pages += 1) {
      const page = await answer(scoped.GET('/payments', { params: { query: { status: 'succeeded', limit: 200, ...(cursor ? { cursor } : {}) } } }));
      if (page.items.length > 0) return true;
      if (!page.nextCursor) return false;
      cursor = page.nextCursor;
    }
    return undefined;
  },
};
