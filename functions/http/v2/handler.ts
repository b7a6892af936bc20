import { routeGroup } from '../../../shared/http/route-group.js';
import { getV2PaymentAction, initPaymentAction } from './payments.js';
import { v2Guard } from './guard.js';
import { v2Routes } from './routes.js';

export const handler = routeGroup(
  v2Routes,
  {
    'POST /api/v2/payments/init-payment': initPaymentAction,
    'GET /api/v2/payments/{paymentId}': getV2PaymentAction,
  },
  v2Guard,
);
