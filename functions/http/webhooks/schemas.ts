// Request shapes of the webhook routes, and the endpoint of a path within the caller's scope.
import * as z from 'zod';
import { notFound } from '../../../shared/domain/errors.js';
import { PAYMENT_EVENT_TYPES } from '../../../shared/domain/payment-events.js';
import type { OrganisationAccess } from '../../../shared/http/guard.js';
import type { HttpRequest } from '../../../shared/http/types.js';
import { limitParam, uuid } from '../../../shared/http/validation.js';
import { WEBHOOK_DELIVERY_STATUSES } from '../../../shared/domain/records/webhook-delivery.js';
import { WEBHOOK_FORMATS, type WebhookEndpointRecord } from '../../../shared/domain/records/webhook-endpoint.js';
import { endpointUrlProblem, MAX_DESCRIPTION_LENGTH, requireWebhookEndpoint } from '../../../shared/webhooks/endpoints.js';
import { UUID_PATTERN as UUID } from '../../../shared/domain/uuid.js';

/** An endpoint URL: the rules of every merchant URL, https in production, a public address. */
const endpointUrl = z.string().superRefine((value, ctx) => {
  const problem = endpointUrlProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});
const endpointAccount = uuid
  .transform((v) => v.toLowerCase())
  .nullable()
  .optional();
const endpointEvents = z
  .array(z.enum(PAYMENT_EVENT_TYPES, { error: `must be one of ${PAYMENT_EVENT_TYPES.join(', ')}` }))
  .max(PAYMENT_EVENT_TYPES.length * 2)
  .optional();
const endpointDescription = z
  .string()
  .trim()
  .max(MAX_DESCRIPTION_LENGTH, `must be at most ${MAX_DESCRIPTION_LENGTH} characters`)
  .nullable()
  .optional();

export const createEndpointBody = z
  .object({
    url: endpointUrl,
    paymentAccountId: endpointAccount,
    events: endpointEvents,
    description: endpointDescription,
    format: z
      .enum(WEBHOOK_FORMATS, { error: 'must be svc or standard' })
      .optional()
      .describe('`svc` (default: `Svc-Signature`) or `standard` (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`); chosen once'),
  })
  .strict();

/** PATCH: any of the fields of registration but the format; at least one. */
export const updateEndpointBody = z
  .object({ url: endpointUrl.optional(), paymentAccountId: endpointAccount, events: endpointEvents, description: endpointDescription })
  .strict()
  .refine((body) => Object.values(body).some((v) => v !== undefined), { message: 'give at least one of url, paymentAccountId, events, description' });

export const rotateSecretBody = z
  .object({
    expireOldSecretNow: z
      .boolean()
      .optional()
      .describe('true: the previous secret stops signing at once; otherwise it signs beside the new one for 24 hours'),
  })
  .strict();

export const recoverBody = z
  .object({
    since: z.iso
      .datetime({ offset: true, message: 'must be an ISO 8601 date-time' })
      .describe('deliveries created since then (at most 14 days back) that failed are tried again'),
  })
  .strict();

export const listDeliveriesQuery = z
  .object({
    cursor: z.string().optional(),
    limit: limitParam(),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES, { error: 'must be pending, delivered or failed' }).optional(),
  })
  .strict();

/** A member limited to some accounts sees the endpoints of those accounts only (not the all-account ones). */
export const canSeeEndpoint = (access: OrganisationAccess, endpoint: Pick<WebhookEndpointRecord, 'paymentAccountId'>) =>
  access.scope === 'all' || (endpoint.paymentAccountId !== null && access.accountIds.includes(endpoint.paymentAccountId));


/** The `{endpointId}` of a path: 404 when malformed, unknown, or outside the caller's scope. */
export async function endpointOf(request: HttpRequest, access: OrganisationAccess): Promise<WebhookEndpointRecord> {
  const endpointId = request.params.endpointId ?? '';
  if (!UUID.test(endpointId)) throw notFound('webhook_endpoint_not_found', 'Webhook endpoint');
  const endpoint = await requireWebhookEndpoint(access.organisation.id, endpointId.toLowerCase());
  if (!canSeeEndpoint(access, endpoint)) throw notFound('webhook_endpoint_not_found', 'Webhook endpoint');
  return endpoint;
}
