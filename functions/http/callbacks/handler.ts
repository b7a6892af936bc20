import { routeGroup } from '../../../shared/http/route-group.js';
import { browserReturn, serverCallback } from './callbacks.js';
import { callbacksRoutes } from './routes.js';

export const handler = routeGroup(callbacksRoutes, {
  'GET /callbacks/{provider}/{attemptId}': browserReturn,
  'POST /callbacks/{provider}/{attemptId}': serverCallback,
});
