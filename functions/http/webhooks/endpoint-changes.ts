// PATCH /organisations/{id}/webhooks/{endpointId}, POST .../rotate-secret, POST .../enable:
// an endpoint changed in place (issue 32).
import { AppError } from '../../../shared/domain/errors.js';
import { accessOf, actorOf, requireAccountInScope, requireRecentReauth } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { enableWebhookEndpoint, endpointHealth, rotateEndpointSecret, updateWebhookEndpoint } from '../../../shared/webhooks/endpoints.js';
import { toEndpointView } from '../../../shared/webhooks/views.js';
import { endpointOf, rotateSecretBody, updateEndpointBody } from './schemas.js';

/** The fields given change; the URL keeps the rules of registration; the account stays within the caller's scope. */
export const updateEndpoint: Action = async (request) => {
  const access = accessOf(request);
  const body = parseBody(updateEndpointBody, request);
  const endpoint = await endpointOf(request, access);
  if (body.paymentAccountId) requireAccountInScope(access, body.paymentAccountId);
  else if (body.paymentAccountId === null && access.scope !== 'all') {
    throw new AppError('account_out_of_scope', 'Members limited to some payment accounts cannot widen an endpoint to every account.');
  }
  const updated = await updateWebhookEndpoint({
    endpoint,
    changes: {
      ...(body.url !== undefined ? { url: body.url } : {}),
      ...(body.description !== undefined ? { description: body.description ? body.description : null } : {}),
      ...(body.events !== undefined ? { events: body.events } : {}),
      ...(body.paymentAccountId !== undefined ? { paymentAccountId: body.paymentAccountId } : {}),
    },
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(200, toEndpointView(updated, await endpointHealth(updated)));
};

/** 200 with the new `secret`, the one time it is shown; from the dashboard, after confirming the password. */
export const rotateSecret: Action = async (request) => {
  const access = accessOf(request);
  const body = parseBody(rotateSecretBody, request);
  const endpoint = await endpointOf(request, access);
  requireRecentReauth(request);
  const { endpoint: rotated, secret } = await rotateEndpointSecret({
    endpoint,
    expireOldSecretNow: body.expireOldSecretNow ?? false,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(200, { ...toEndpointView(rotated, await endpointHealth(rotated)), secret });
};

/** An endpoint disabled for failing is turned back on; a deleted one is not. */
export const enableEndpoint: Action = async (request) => {
  const access = accessOf(request);
  const endpoint = await endpointOf(request, access);
  const enabled = await enableWebhookEndpoint({ endpoint, actor: actorOf(request), clientIp: request.sourceIp });
  return json(200, toEndpointView(enabled, await endpointHealth(enabled)));
};
