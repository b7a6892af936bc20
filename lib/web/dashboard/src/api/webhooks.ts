// The webhook calls of the dashboard, typed by the generated client (lib/web/client): the
// organisation's endpoints (create: the signing secret comes back once; disable), the deliveries
// of an endpoint, newest first with keyset pages, and the manual retry of one delivery.
import { createApiClient, type paths, type Schema } from '../../../client/index.js';
import { answer } from '../api.js';

export type WebhookEndpoint = Schema<'WebhookEndpoint'>;
export type CreatedWebhookEndpoint = Schema<'CreatedWebhookEndpoint'>;

/** A delivery to an endpoint: its automatic tries counted in `attempts`, its last outcome. */
export type WebhookDelivery = Schema<'WebhookDelivery'>;

/** What registering an endpoint sends: the route's request body. */
export type NewWebhookEndpoint = NonNullable<paths['/organisations/{id}/webhooks']['post']['requestBody']>['content']['application/json'];

// The routes carry the organisation in their path: no `organisationId` query to add.
const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });
const org = (id: string) => ({ path: { id } });

export const webhooksApi = {
  list: (organisationId: string) => answer(client.GET('/organisations/{id}/webhooks', { params: org(organisationId) })),
  create: (organisationId: string, body: NewWebhookEndpoint) =>
    answer(client.POST('/organisations/{id}/webhooks', { params: org(organisationId), body })),
  disable: (organisationId: string, endpointId: string) =>
    answer(client.DELETE('/organisations/{id}/webhooks/{endpointId}', { params: { path: { id: organisationId, endpointId } } })),
  /** Newest first, 20 a page; `status` keeps only the deliveries in that state. */
  deliveries: (organisationId: string, endpointId: string, options: { cursor?: string; status?: WebhookDelivery['status'] } = {}) =>
    answer(
      client.GET('/organisations/{id}/webhooks/{endpointId}/deliveries', {
        params: { path: { id: organisationId, endpointId }, query: { limit: 20, ...options } },
      }),
    ),
  retry: (organisationId: string, deliveryId: string) =>
    answer(client.POST('/organisations/{id}/webhooks/deliveries/{deliveryId}/retry', { params: { path: { id: organisationId, deliveryId } } })),
};

/** A delivery's try: the request as sent, the answer as received. */
export type WebhookTry = Schema<'WebhookTry'>;

const endpointPath = (organisationId: string, endpointId: string) => ({ params: { path: { id: organisationId, endpointId } } });

/** What changing an endpoint sends: the PATCH body. */
export type EndpointChanges = NonNullable<paths['/organisations/{id}/webhooks/{endpointId}']['patch']['requestBody']>['content']['application/json'];

/** Issue 32: test, edit, rotate, recover, enable, and the tries of a delivery. */
export const endpointActions = {
  test: (organisationId: string, endpointId: string) =>
    answer(client.POST('/organisations/{id}/webhooks/{endpointId}/test', endpointPath(organisationId, endpointId))),
  update: (organisationId: string, endpointId: string, body: EndpointChanges) =>
    answer(client.PATCH('/organisations/{id}/webhooks/{endpointId}', { ...endpointPath(organisationId, endpointId), body })),
  rotate: (organisationId: string, endpointId: string, expireOldSecretNow: boolean) =>
    answer(client.POST('/organisations/{id}/webhooks/{endpointId}/rotate-secret', { ...endpointPath(organisationId, endpointId), body: { expireOldSecretNow } })),
  recover: (organisationId: string, endpointId: string, since: string) =>
    answer(client.POST('/organisations/{id}/webhooks/{endpointId}/recover', { ...endpointPath(organisationId, endpointId), body: { since } })),
  enable: (organisationId: string, endpointId: string) =>
    answer(client.POST('/organisations/{id}/webhooks/{endpointId}/enable', endpointPath(organisationId, endpointId))),
  tries: (organisationId: string, deliveryId: string) =>
    answer(client.GET('/organisations/{id}/webhooks/deliveries/{deliveryId}/tries', { params: { path: { id: organisationId, deliveryId } } })),
};
