// The webhook calls of the dashboard, typed by the generated client (lib/api-client): the
// organisation's endpoints (create: the signing secret comes back once; disable), the deliveries
// of an endpoint, newest first with keyset pages, and the manual retry of one delivery.
import { createApiClient, type Schema } from '../../../api-client/index.js';
import { answer } from '../api.js';

export type WebhookEndpoint = Schema<'WebhookEndpoint'>;
export type CreatedWebhookEndpoint = Schema<'CreatedWebhookEndpoint'>;

/** A delivery as the contract lists it ("Webhook delivery"); docs/openapi.json gives the answer no schema yet. */
export interface WebhookDelivery {
  id: string;
  endpointId: string | null;
  paymentId: string;
  eventId: string;
  eventType: string;
  url: string;
  status: 'pending' | 'delivered' | 'failed';
  /** Automatic tries made. */
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  lastAttemptAt: string | null;
  deliveredAt: string | null;
  lastOutcome: string | null;
  nextRetryAt: string | null;
  manualTries: number;
  createdAt: string;
}

export interface NewWebhookEndpoint {
  url: string;
  description?: string;
  paymentAccountId?: string;
  events?: string[];
}

// The routes carry the organisation in their path: no `organisationId` query to add.
const client = createApiClient({ baseUrl: '', credentials: 'same-origin', headers: { accept: 'application/json' } });
const org = (id: string) => ({ path: { id } });

export const webhooksApi = {
  list: (organisationId: string) => answer(client.GET('/organisations/{id}/webhooks', { params: org(organisationId) })),
  create: (organisationId: string, body: NewWebhookEndpoint) =>
    // The generated request body is empty (the manifest declares no body schema): the contract's fields.
    answer(client.POST('/organisations/{id}/webhooks', { params: org(organisationId), body: body as never })),
  disable: (organisationId: string, endpointId: string) =>
    answer(client.DELETE('/organisations/{id}/webhooks/{endpointId}', { params: { path: { id: organisationId, endpointId } } })),
  /** Newest first, 20 a page; `status` keeps only the deliveries in that state. */
  deliveries: (organisationId: string, endpointId: string, options: { cursor?: string; status?: WebhookDelivery['status'] } = {}) =>
    answer<{ items: WebhookDelivery[]; nextCursor: string | null }>(
      client.GET('/organisations/{id}/webhooks/{endpointId}/deliveries', {
        // The route's query (`cursor`, `limit`, `status`) is missing from the generated types.
        params: { path: { id: organisationId, endpointId }, query: { limit: 20, ...options } as never },
      }),
    ),
  retry: (organisationId: string, deliveryId: string) =>
    answer<WebhookDelivery>(
      client.POST('/organisations/{id}/webhooks/deliveries/{deliveryId}/retry', { params: { path: { id: organisationId, deliveryId } } }),
    ),
};
