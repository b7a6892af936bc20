import { routeGroup } from '../../../shared/http/route-group.js';
import { getLinkLogo, getLinkView, startPayment } from './links.js';
import { linksRoutes } from './routes.js';

export const handler = routeGroup(linksRoutes, {
  'GET /links/{slug}': getLinkView,
  'GET /links/{slug}/logo': getLinkLogo,
  'POST /links/{slug}/payments': startPayment,
});
