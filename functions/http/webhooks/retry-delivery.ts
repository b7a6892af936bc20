// POST /organisations/{id}/webhooks/deliveries/{deliveryId}/retry: one immediate manual try.
import { notFound } from '../../../shared/domain/errors.js';
import { accessOf, actorOf, canSeeAccount } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { getDelivery, getWebhookEndpoint } from '../../../shared/webhooks/webhook-reads.js';
import { retryDeliveryNow } from '../../../shared/webhooks/retry-manual.js';
import { toDeliveryView } from '../../../shared/webhooks/views.js';
import { canSeeEndpoint } from './schemas.js';
import { UUID_PATTERN as UUID } from '../../../shared/domain/uuid.js';

const deliveryNotFound = () => notFound('webhook_delivery_not_found', 'Webhook delivery');

export const retryDelivery: Action = async (request) => {
  const access = accessOf(request);
  const deliveryId = request.params.deliveryId ?? '';
  if (!UUID.test(deliveryId)) throw deliveryNotFound();
  const delivery = await getDelivery(deliveryId.toLowerCase());
  // Another organisation's delivery, or one outside the caller's accounts, is not found.
  if (!delivery || delivery.organisationId !== access.organisation.id) throw deliveryNotFound();
  if (!canSeeAccount(access, delivery.paymentAccountId)) throw deliveryNotFound();
  if (delivery.endpointId) {
    const endpoint = await getWebhookEndpoint(delivery.organisationId, delivery.endpointId);
    if (!endpoint || !canSeeEndpoint(access, endpoint)) throw deliveryNotFound();
  }
  const retried = await retryDeliveryNow({ delivery, actor: actorOf(request), clientIp: request.sourceIp });
  return json(200, toDeliveryView(retried.delivery));
};
