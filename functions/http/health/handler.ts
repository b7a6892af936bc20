import { routeGroup } from '../../../shared/http/route-group.js';
import { getHealth } from './get-health.js';
import { healthRoutes } from './routes.js';

export const handler = routeGroup(healthRoutes, {
  'GET /health': getHealth,
});
