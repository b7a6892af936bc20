// The reads of refunds the routes need, named in the capability's words.
import { getRefund, listPaymentRefunds, listRefunds, type RefundListQuery } from '../store/refunds-repository.js';

export const refundsOfPayment = (reference: string) => listPaymentRefunds(reference);
export const getRefundById = (refundId: string) => getRefund(refundId);
export const listOrganisationRefunds = (query: RefundListQuery) => listRefunds(query);
