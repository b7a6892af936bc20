// GET /organisations/{id}/webhooks/{endpointId}/deliveries: newest first, keyset pages, `status` filter.
import { accessOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseQuery } from '../../../shared/http/validation.js';
import { listDeliveriesOfEndpoint } from '../../../shared/webhooks/webhook-reads.js';
import { toDeliveryView } from '../../../shared/webhooks/views.js';
import { endpointOf, listDeliveriesQuery } from './schemas.js';

export const listDeliveries: Action = async (request) => {
  const access = accessOf(request);
  const endpoint = await endpointOf(request, access);
  const query = parseQuery(listDeliveriesQuery, request);
  const page = await listDeliveriesOfEndpoint(endpoint.id, query);
  return json(200, { items: page.items.map(toDeliveryView), nextCursor: page.nextCursor });
};
