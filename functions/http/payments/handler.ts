import { routeGroup } from '../../../shared/http/route-group.js';
import { withIdempotency } from '../../../shared/http/idempotency.js';
import { cancelPaymentAction } from './cancel-payment.js';
import { createPaymentAction } from './create-payment.js';
import { getPaymentAction } from './get-payment.js';
import { listPaymentsAction } from './list-payments.js';
import { listAttemptsAction, paymentTimelineAction } from './payment-history.js';
import { createRefundAction, getRefundAction, listPaymentRefundsAction, listRefundsAction } from './refunds.js';
import { paymentsRoutes } from './routes.js';
import { paymentSummaryAction } from './payment-summary.js';
import { sendPaymentAction } from './send-payment.js';
import { getPaymentExportAction, startPaymentExportAction } from './payment-exports.js';

export const handler = routeGroup(paymentsRoutes, {
  'GET /payments': listPaymentsAction,
  'POST /payments': withIdempotency(createPaymentAction),
  'GET /payments/{reference}': getPaymentAction,
  'POST /payments/{reference}/cancel': withIdempotency(cancelPaymentAction),
  'GET /payments/{reference}/attempts': listAttemptsAction,
  'GET /payments/{reference}/timeline': paymentTimelineAction,
  'POST /payments/{reference}/refunds': withIdempotency(createRefundAction),
  'GET /payments/{reference}/refunds': listPaymentRefundsAction,
  'GET /refunds': listRefundsAction,
  'GET /refunds/{refundId}': getRefundAction,
  'GET /organisations/{id}/payments/summary': paymentSummaryAction,
  'POST /payments/{reference}/send': sendPaymentAction,
  'POST /organisations/{id}/payments/exports': withIdempotency(startPaymentExportAction),
  'GET /organisations/{id}/payments/exports/{exportId}': getPaymentExportAction,
});
