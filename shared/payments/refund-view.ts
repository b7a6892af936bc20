// The Refund resource of the API (and of the refund events' `data.refund`), from the stored record.
import type { EventRefund } from '../domain/payment-events.js';
import type { RefundRecord } from '../domain/records/refund.js';

export const toRefund = (refund: RefundRecord) => ({
  id: refund.id,
  paymentId: refund.paymentId,
  reference: refund.reference,
  attemptId: refund.attemptId,
  provider: refund.provider,
  amount: refund.amount,
  currency: refund.currency,
  status: refund.status,
  reason: refund.reason,
  description: refund.description,
  failureCode: refund.failureCode,
  providerReference: refund.providerReference,
  requestedBy: refund.requestedBy,
  paymentAccountId: refund.paymentAccountId,
  createdAt: refund.createdAt,
  completedAt: refund.completedAt,
});

export const toEventRefund = (refund: RefundRecord): EventRefund => {
  const { paymentAccountId: _account, ...view } = toRefund(refund);
  return view;
};
