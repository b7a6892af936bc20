// GET /organisations/{id}/payments/summary: the overview's figures (by status, provider and
// Africa/Tunis day, conversion) of a period and of the one before it, within the caller's scope:
// a member scoped to accounts adds up the counters of those accounts only.
import { accessOf, listScope } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { paymentSummary } from '../../../shared/payments/payment-summary.js';
import { paymentSummaryQuery } from './schemas.js';

export const paymentSummaryAction: Action = async (request) => {
  const access = accessOf(request);
  const query = parseQuery(paymentSummaryQuery, request);
  const scope = listScope(access, query.account);
  // A member scoped to no account sees the period with nothing in it.
  return json(200, await paymentSummary({ organisationId: access.organisation.id, from: query.from, to: query.to, ...(scope ?? { visibleAccountIds: [] }) }));
};
