import { routeGroup } from '../../../shared/http/route-group.js';
import { getAttemptView, openAttemptAction } from './attempts.js';
import { getLogo } from './logo.js';
import { returnToMerchant } from './return.js';
import { checkoutRoutes } from './routes.js';
import { getCheckout, getCheckoutStatus } from './views.js';

export const handler = routeGroup(checkoutRoutes, {
  'GET /checkout/{reference}': getCheckout,
  'GET /checkout/{reference}/status': getCheckoutStatus,
  'GET /checkout/{reference}/logo': getLogo,
  'GET /checkout/{reference}/return': returnToMerchant,
  'POST /checkout/{reference}/attempts': openAttemptAction,
  'GET /checkout/{reference}/attempts/{attemptId}': getAttemptView,
});
