// GET /payments: newest first, keyset paginated; filters from (inclusive), to (exclusive),
// account, provider, status; `q` (a reference, orderId, payer email or phone) or `link` (a payment
// link's payments), each one index read. A member scoped to accounts sees the payments of those only.
// A key's read starts beside its authentication (shared/http/read-ahead.ts).
import { listScope } from '../../../shared/http/guard.js';
import { readAheadAction } from '../../../shared/http/read-ahead.js';
import { json } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { toPayment } from '../../../shared/payments/payment-view.js';
import { listPayments } from '../../../shared/payments/payment-reads.js';
import { listPaymentsQuery } from './schemas.js';
import { linkPayments, searchPayments } from '../../../shared/payments/find-payments.js';

export const listPaymentsAction = readAheadAction({
  plan: (request, access) => {
    const query = parseQuery(listPaymentsQuery, request);
    const scope = listScope(access, query.account);
    if (!scope) return null;
    const filters = {
      organisationId: access.organisation.id,
      ...scope,
      from: query.from,
      to: query.to,
      provider: query.provider,
      status: query.status,
      cursor: query.cursor,
      limit: query.limit,
    };
    return { q: query.q, link: query.link, filters };
  },
  // A member scoped to no account sees nothing.
  read: async (plan) =>
    !plan
      ? { items: [], nextCursor: null }
      : plan.q
        ? searchPayments(plan.q, plan.filters)
        : plan.link
          ? linkPayments(plan.link, plan.filters)
          : listPayments(plan.filters),
  answer: (page) => json(200, { items: page.items.map(toPayment), nextCursor: page.nextCursor }),
});
