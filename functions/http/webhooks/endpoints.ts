// GET/POST /organisations/{id}/webhooks, GET/DELETE /organisations/{id}/webhooks/{endpointId}
import { AppError } from '../../../shared/domain/errors.js';
import { accessOf, actorOf, requireAccountInScope } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { listWebhookEndpoints } from '../../../shared/webhooks/webhook-reads.js';
import { createWebhookEndpoint, disableWebhookEndpoint, endpointHealth, isDeleted, noHealthYet } from '../../../shared/webhooks/endpoints.js';
import { toEndpointView } from '../../../shared/webhooks/views.js';
import { canSeeEndpoint, createEndpointBody, endpointOf } from './schemas.js';

/** Every endpoint within the caller's scope, active and disabled, oldest first, with its health; secret hints only. */
export const listEndpoints: Action = async (request) => {
  const access = accessOf(request);
  const endpoints = (await listWebhookEndpoints(access.organisation.id))
    .filter((e) => canSeeEndpoint(access, e))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  const now = new Date();
  const health = await Promise.all(endpoints.map((e) => endpointHealth(e, now)));
  return json(200, endpoints.map((e, i) => toEndpointView(e, health[i]!, now)));
};

/** 201 with `secret`, the one time it is ever shown. */
export const createEndpoint: Action = async (request) => {
  const access = accessOf(request);
  const body = parseBody(createEndpointBody, request);
  const paymentAccountId = body.paymentAccountId ?? null;
  if (paymentAccountId) requireAccountInScope(access, paymentAccountId);
  else if (access.scope !== 'all') {
    throw new AppError('account_out_of_scope', 'Members limited to some payment accounts must name one of them (paymentAccountId).');
  }
  const { endpoint, secret } = await createWebhookEndpoint({
    organisationId: access.organisation.id,
    url: body.url,
    paymentAccountId,
    events: body.events ?? [],
    description: body.description ? body.description : null,
    ...(body.format ? { format: body.format } : {}),
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  return json(201, { ...toEndpointView(endpoint, noHealthYet()), secret });
};

export const getEndpoint: Action = async (request) => {
  const access = accessOf(request);
  const endpoint = await endpointOf(request, access);
  return json(200, toEndpointView(endpoint, await endpointHealth(endpoint)));
};

/** Deletes the endpoint: disabled, terminally (its deliveries stay readable): 200 with the endpoint. */
export const deleteEndpoint: Action = async (request) => {
  const access = accessOf(request);
  const endpoint = await endpointOf(request, access);
  // An endpoint disabled for failing can still be deleted (then it can no longer be enabled).
  if (isDeleted(endpoint)) {
    throw new AppError('webhook_endpoint_disabled', 'This webhook endpoint is already disabled.');
  }
  const disabled = await disableWebhookEndpoint({ endpoint, actor: actorOf(request), clientIp: request.sourceIp });
  return json(200, toEndpointView(disabled, await endpointHealth(disabled)));
};
