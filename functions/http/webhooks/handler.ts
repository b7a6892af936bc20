import { routeGroup } from '../../../shared/http/route-group.js';
import { createEndpoint, deleteEndpoint, getEndpoint, listEndpoints } from './endpoints.js';
import { listDeliveries } from './list-deliveries.js';
import { listDeliveryTries, retryDelivery } from './retry-delivery.js';
import { enableEndpoint, rotateSecret, updateEndpoint } from './endpoint-changes.js';
import { recoverEndpoint } from './recover.js';
import { testEndpoint } from './test-event.js';
import { webhooksRoutes } from './routes.js';

export const handler = routeGroup(webhooksRoutes, {
  'GET /organisations/{id}/webhooks': listEndpoints,
  'POST /organisations/{id}/webhooks': createEndpoint,
  'GET /organisations/{id}/webhooks/{endpointId}': getEndpoint,
  'DELETE /organisations/{id}/webhooks/{endpointId}': deleteEndpoint,
  'PATCH /organisations/{id}/webhooks/{endpointId}': updateEndpoint,
  'POST /organisations/{id}/webhooks/{endpointId}/rotate-secret': rotateSecret,
  'POST /organisations/{id}/webhooks/{endpointId}/enable': enableEndpoint,
  'POST /organisations/{id}/webhooks/{endpointId}/recover': recoverEndpoint,
  'POST /organisations/{id}/webhooks/{endpointId}/test': testEndpoint,
  'GET /organisations/{id}/webhooks/deliveries/{deliveryId}/tries': listDeliveryTries,
  'GET /organisations/{id}/webhooks/{endpointId}/deliveries': listDeliveries,
  'POST /organisations/{id}/webhooks/deliveries/{deliveryId}/retry': retryDelivery,
});
