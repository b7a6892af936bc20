// POST /organisations/{id}/webhooks/{endpointId}/test: a `webhook.test` event sent now, signed like
// any other; the answer carries its delivery and its try (the handler's status and answer).
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { sendTestEvent } from '../../../shared/webhooks/test-event.js';
import { toDeliveryView, toTryView } from '../../../shared/webhooks/views.js';
import { endpointOf } from './schemas.js';

export const testEndpoint: Action = async (request) => {
  const access = accessOf(request);
  const endpoint = await endpointOf(request, access);
  const sent = await sendTestEvent({ endpoint, actor: actorOf(request), clientIp: request.sourceIp });
  return json(201, { delivery: toDeliveryView(sent.delivery), try: toTryView(sent.try) });
};
