import { withIdempotency } from '../../../shared/http/idempotency.js';
import { routeGroup } from '../../../shared/http/route-group.js';
import {
  changeLinkAction,
  createLinkAction,
  disableLinkAction,
  enableLinkAction,
  getLinkAction,
  linkQrPngAction,
  linkQrSvgAction,
  listLinksAction,
} from './links.js';
import { paymentLinksRoutes } from './routes.js';

export const handler = routeGroup(paymentLinksRoutes, {
  'GET /payment-links': listLinksAction,
  'POST /payment-links': withIdempotency(createLinkAction),
  'GET /payment-links/{linkId}': getLinkAction,
  'PATCH /payment-links/{linkId}': changeLinkAction,
  'POST /payment-links/{linkId}/disable': disableLinkAction,
  'POST /payment-links/{linkId}/enable': enableLinkAction,
  'GET /payment-links/{linkId}/qr.svg': linkQrSvgAction,
  'GET /payment-links/{linkId}/qr.png': linkQrPngAction,
});
