// POST /organisations/{id}/webhooks/{endpointId}/recover: one more try of every delivery of the
// endpoint that failed since `since` (at most 14 days back), queued as manual tries of who asked.
import { accessOf, actorOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { recoverDeliveries } from '../../../shared/webhooks/recover-deliveries.js';
import { endpointOf, recoverBody } from './schemas.js';

export const recoverEndpoint: Action = async (request) => {
  const access = accessOf(request);
  const body = parseBody(recoverBody, request);
  const endpoint = await endpointOf(request, access);
  const recovered = await recoverDeliveries({ endpoint, since: new Date(body.since), actor: actorOf(request), clientIp: request.sourceIp });
  return json(202, recovered);
};
