// GET /payments: newest first, keyset paginated; filters from (inclusive), to (exclusive),
// account, provider, status; `q` (a reference, orderId, payer email or phone) or `link` (a payment
// link's payments), each one index read. A member scoped to accounts sees the payments of those only.
import { accessOf, listScope } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { toPayment } from '../../../shared/payments/payment-view.js';
import { listPayments } from '../../../shared/payments/payment-reads.js';
import { listPaymentsQuery } from './schemas.js';
import { linkPayments, searchPayments } from '../../../shared/payments/find-payments.js';

export const listPaymentsAction: Action = async (request) => {
  const access = accessOf(request);
  const query = parseQuery(listPaymentsQuery, request);
  const scope = listScope(access, query.account);
  if (!scope) return json(200, { items: [], nextCursor: null });
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
  const page = query.q ? await searchPayments(query.q, filters) : query.link ? await linkPayments(query.link, filters) : await listPayments(filters);
  return json(200, { items: page.items.map(toPayment), nextCursor: page.nextCursor });
};
