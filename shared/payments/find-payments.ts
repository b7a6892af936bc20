// GET /payments with `q` (a reference, an orderId, a payer's email or phone) or `link` (a payment
// link's payments): each one read of one index (shared/store/payment-search-repository.ts), then the
// payments it names in one batch; paginated like the list, with its other filters.
import { looksLikeReference, searchTerm } from '../domain/search-terms.js';
import type { Page } from '../store/pagination.js';
import { findPaymentsByTerm, listLinkPayments, type PaymentFindQuery } from '../store/payment-search-repository.js';
import { getPayment } from '../store/payments-repository.js';
import type { PaymentRecord } from '../domain/records/payment.js';

/**
 * Payments matching `q`. A reference (24 hex) is read directly, the one payment it names when it is
 * the organisation's, within scope and the filters; otherwise (or when it names none) `q` is looked
 * up among the terms payments are found by.
 */
export async function searchPayments(q: string, query: PaymentFindQuery): Promise<Page<PaymentRecord>> {
  if (looksLikeReference(q) && !query.cursor) {
    const payment = await getPayment(q.trim().toLowerCase());
    if (payment && payment.organisationId === query.organisationId) {
      const visible = query.accountId
        ? payment.paymentAccountId === query.accountId
        : !query.visibleAccountIds || query.visibleAccountIds.includes(payment.paymentAccountId);
      const filtered =
        (!query.status || payment.status === query.status) &&
        (!query.provider || payment.provider === query.provider) &&
        (!query.from || payment.createdAt >= query.from) &&
        (!query.to || payment.createdAt < query.to);
      return { items: visible && filtered ? [payment] : [], nextCursor: null };
    }
  }
  const term = searchTerm(q);
  if (!term) return { items: [], nextCursor: null };
  return findPaymentsByTerm(term, query);
}

export const linkPayments = (linkId: string, query: PaymentFindQuery) => listLinkPayments(linkId, query);
