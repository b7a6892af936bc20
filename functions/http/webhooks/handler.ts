import { routeGroup } from '../../../shared/http/route-group.js';
import { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints } from './endpoints.js';
import { listDeliveries } from './list-deliveries.js';
import { retryDelivery } from './retry-delivery.js';
import { webhooksRoutes } from './routes.js';

export const handler = routeGroup(webhooksRoutes, {
  'GET /organisations/{id}/webhooks': listEndpoints,
  'POST /organisations/{id}/webhooks': createEndpoint,
  'GET /organisations/{id}/webhooks/{endpointId}': getEndpoint,
  'DELETE /organisations/{id}/webhooks/{endpointId}': deleteEndpoint,
  'GET /organisations/{id}/webhooks/{endpointId}/deliveries': listDeliveries,
  'POST /organisations/{id}/webhooks/deliveries/{deliveryId}/retry': retryDelivery,
});
