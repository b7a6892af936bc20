// POST /organisations/{id}/webhooks/deliveries/{deliveryId}/retry: one immediate manual try;
// GET .../deliveries/{deliveryId}/tries: what each try sent and got.
import { notFound } from '../../../shared/domain/errors.js';
import { accessOf, actorOf, canSeeAccount, type OrganisationAccess } from '../../../shared/http/guard.js';
import { json, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { listTriesOfDelivery } from '../../../shared/webhooks/payment-webhooks.js';
import { getDelivery, getWebhookEndpoint } from '../../../shared/webhooks/webhook-reads.js';
import { retryDeliveryNow } from '../../../shared/webhooks/retry-manual.js';
import { toDeliveryView } from '../../../shared/webhooks/views.js';
import { canSeeEndpoint } from './schemas.js';
import { UUID_PATTERN as UUID } from '../../../shared/domain/uuid.js';

const deliveryNotFound = () => notFound('webhook_delivery_not_found', 'Webhook delivery');

/** The `{deliveryId}` of a path: 404 when malformed, unknown, another organisation's, or outside the caller's scope. */
async function deliveryOf(request: HttpRequest, access: OrganisationAccess) {
  const deliveryId = request.params.deliveryId ?? '';
  if (!UUID.test(deliveryId)) throw deliveryNotFound();
  const delivery = await getDelivery(deliveryId.toLowerCase());
  if (!delivery || delivery.organisationId !== access.organisation.id) throw deliveryNotFound();
  // A test event to an every-account endpoint has no account: the endpoint's scope decides.
  if (delivery.paymentAccountId !== null && !canSeeAccount(access, delivery.paymentAccountId)) throw deliveryNotFound();
  if (delivery.endpointId) {
    const endpoint = await getWebhookEndpoint(delivery.organisationId, delivery.endpointId);
    if (!endpoint || !canSeeEndpoint(access, endpoint)) throw deliveryNotFound();
  } else if (delivery.paymentAccountId === null) throw deliveryNotFound();
  return delivery;
}

/** GET /organisations/{id}/webhooks/deliveries/{deliveryId}/tries: every try of a delivery, oldest first. */
export const listDeliveryTries: Action = async (request) => {
  const delivery = await deliveryOf(request, accessOf(request));
  return json(200, { items: await listTriesOfDelivery(delivery.id) });
};

export const retryDelivery: Action = async (request) => {
  const access = accessOf(request);
  const delivery = await deliveryOf(request, access);
  const retried = await retryDeliveryNow({ delivery, actor: actorOf(request), clientIp: request.sourceIp });
  return json(200, toDeliveryView(retried.delivery));
};
