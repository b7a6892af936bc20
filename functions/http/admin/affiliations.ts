// GET /admin/affiliations: affiliations across organisations for every staff role, newest
// first, keyset paginated, filtered by status, provider, environment and organisation. Each item is the
// Affiliation (masked credentials, every routing account) plus `organisationName`.
import * as z from 'zod';
import { toAffiliation } from '../../../shared/affiliations/affiliation-view.js';
import { PROVIDER_CODES } from '../../../shared/domain/payments.js';
import { json, type Action } from '../../../shared/http/types.js';
import { limitParam, parseQuery, uuid } from '../../../shared/http/validation.js';
import { listAffiliationsForAdmin } from '../../../shared/affiliations/affiliation-reads.js';
import { AFFILIATION_STATUSES } from '../../../shared/domain/records/affiliation.js';
import { getOrganisation } from '../../../shared/organisations/organisation-reads.js';
import { listPaymentAccounts } from '../../../shared/accounts/account-reads.js';

export const adminAffiliationsQuery = z
  .object({
    cursor: z.string().min(1).max(2048).optional(),
    limit: limitParam(),
    status: z.enum(AFFILIATION_STATUSES).optional(),
    provider: z.enum(PROVIDER_CODES).optional(),
    environment: z.enum(['sandbox', 'production']).optional(),
    organisation: uuid.transform((id) => id.toLowerCase()).optional(),
  })
  .strict();

/** Organisations read at once for one page. */
const PARALLEL_READS = 16;

export const listAffiliationsForStaff: Action = async (request) => {
  const query = parseQuery(adminAffiliationsQuery, request);
  const page = await listAffiliationsForAdmin({
    cursor: query.cursor,
    limit: query.limit,
    status: query.status as (typeof AFFILIATION_STATUSES)[number] | undefined,
    provider: query.provider,
    environment: query.environment,
    organisationId: query.organisation,
  });
  const organisationIds = [...new Set(page.items.map((a) => a.organisationId))];
  const context = new Map<string, { name: string | null; accounts: Awaited<ReturnType<typeof listPaymentAccounts>> }>();
  for (let i = 0; i < organisationIds.length; i += PARALLEL_READS) {
    await Promise.all(
      organisationIds.slice(i, i + PARALLEL_READS).map(async (id) => {
        const [organisation, accounts] = await Promise.all([getOrganisation(id), listPaymentAccounts(id)]);
        context.set(id, { name: organisation?.name ?? null, accounts });
      }),
    );
  }
  return json(200, {
    items: page.items.map((record) => {
      const { name, accounts } = context.get(record.organisationId)!;
      return { ...toAffiliation(record, accounts), organisationName: name };
    }),
    nextCursor: page.nextCursor,
  });
};
