// What the HTTP layer reads of webhook endpoints and deliveries. Named reads: handlers call these, never the store.
import * as webhook_endpoints_repository from '../store/webhook-endpoints-repository.js';
import * as webhook_deliveries_repository from '../store/webhook-deliveries-repository.js';

export const listWebhookEndpoints: typeof webhook_endpoints_repository.listWebhookEndpoints = (...args) => webhook_endpoints_repository.listWebhookEndpoints(...args);
export const getWebhookEndpoint: typeof webhook_endpoints_repository.getWebhookEndpoint = (...args) => webhook_endpoints_repository.getWebhookEndpoint(...args);
export const listDeliveriesOfEndpoint: typeof webhook_deliveries_repository.listDeliveriesOfEndpoint = (...args) => webhook_deliveries_repository.listDeliveriesOfEndpoint(...args);
export const getDelivery: typeof webhook_deliveries_repository.getDelivery = (...args) => webhook_deliveries_repository.getDelivery(...args);
