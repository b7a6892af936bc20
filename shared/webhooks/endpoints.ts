// Webhook endpoints: registration, disabling, and the rule that a payment's own webhookUrl
// must be on the origin of an active registered endpoint (whose secret signs it).
import { randomUUID } from 'node:crypto';
import { env } from '../config/env.js';
import { AppError, notFound, validationFailed } from '../domain/errors.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { transact } from '../store/transact.js';
import { getPaymentAccount } from '../store/payment-accounts-repository.js';
import { disableWebhookEndpointUpdate, getWebhookEndpoint, listWebhookEndpoints, webhookEndpointPut } from '../store/webhook-endpoints-repository.js';
import { type WebhookEndpointRecord } from '../domain/records/webhook-endpoint.js';
import { newEndpointSecret, sealEndpointSecret, secretHintOf } from './endpoint-secret.js';
import { blockedReason, describeBlockReason } from './outbound-address.js';
import { webUrlProblem } from '../api-schemas/urls.js';

/** Active endpoints per organisation: each event fans out to every one of them. */
export const MAX_ACTIVE_ENDPOINTS = 20;
export const MAX_DESCRIPTION_LENGTH = 120;

/**
 * Why a URL cannot be an endpoint, or null: the rule of every URL a merchant gives
 * (`webUrlProblem`: absolute http(s), no credentials, no backslash), then https only in
 * production (http in sandbox and local stages) and, for an IP literal, a public address. Host
 * names are checked when called, since what they resolve to may change.
 */
export function endpointUrlProblem(value: string): string | null {
  const problem = webUrlProblem(value);
  if (problem) return problem;
  const url = new URL(value);
  if (url.protocol !== 'https:' && env().STAGE === 'production') return 'must be an https URL';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const reason = /^[0-9.]+$|:/.test(host) ? blockedReason(host, { allowLoopback: env().ALLOW_LOOPBACK_OUTBOUND }) : null;
  if (reason && reason !== 'not_an_ip_address') return `must be a public address (this is ${describeBlockReason(reason)})`;
  if (!env().ALLOW_LOOPBACK_OUTBOUND && (host === 'localhost' || host.endsWith('.localhost'))) {
    return 'must be a public address (localhost is not)';
  }
  return null;
}

export interface CreateEndpointInput {
  organisationId: string;
  url: string;
  paymentAccountId: string | null;
  events: string[];
  description: string | null;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}

// Primary course:
// 1. the account, when one is named, is an account of this organisation that is not archived;
// 2. the organisation has fewer than MAX_ACTIVE_ENDPOINTS active endpoints;
// 3. a secret is drawn, sealed with KMS (bound to organisation and endpoint), and only its
//    hint kept beside the seal;
// 4. one transaction: the endpoint and its audit entry; the secret is returned once.
export async function createWebhookEndpoint(
  input: CreateEndpointInput,
): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  const now = input.now ?? new Date();
  if (input.paymentAccountId) {
    const account = await getPaymentAccount(input.organisationId, input.paymentAccountId);
    if (!account) {
      throw validationFailed([{ field: 'paymentAccountId', message: 'is not a payment account of this organisation' }]);
    }
    if (account.status === 'archived') {
      throw validationFailed([{ field: 'paymentAccountId', message: 'is an archived payment account' }]);
    }
  }
  const active = (await listWebhookEndpoints(input.organisationId)).filter((e) => e.status === 'active');
  if (active.length >= MAX_ACTIVE_ENDPOINTS) {
    throw new AppError(
      'webhook_endpoint_limit_reached',
      `An organisation has at most ${MAX_ACTIVE_ENDPOINTS} active webhook endpoints; delete one first.`,
    );
  }

  const id = randomUUID();
  const secret = newEndpointSecret();
  const endpoint: WebhookEndpointRecord = {
    id,
    organisationId: input.organisationId,
    paymentAccountId: input.paymentAccountId,
    url: input.url,
    origin: new URL(input.url).origin,
    description: input.description,
    events: [...new Set(input.events)],
    secretHint: secretHintOf(secret),
    sealedSecret: await sealEndpointSecret(input.organisationId, id, secret),
    status: 'active',
    disabledAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await transact([
    webhookEndpointPut(endpoint),
    auditPut(
      {
        organisationId: input.organisationId,
        actor: input.actor,
        action: 'webhook_endpoint.created',
        target: { type: 'webhook_endpoint', id },
        accountId: endpoint.paymentAccountId,
        clientIp: input.clientIp,
        details: { url: endpoint.url, paymentAccountId: endpoint.paymentAccountId, events: endpoint.events },
      },
      now,
    ),
  ]);
  return { endpoint, secret };
}

/** active → disabled (terminal; its deliveries stay readable). 409 `webhook_endpoint_disabled` when already disabled. */
export async function disableWebhookEndpoint(input: {
  endpoint: WebhookEndpointRecord;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}): Promise<WebhookEndpointRecord> {
  const now = input.now ?? new Date();
  const { organisationId, id } = input.endpoint;
  await transact(
    [
      disableWebhookEndpointUpdate(organisationId, id, now),
      auditPut(
        {
          organisationId,
          actor: input.actor,
          action: 'webhook_endpoint.disabled',
          target: { type: 'webhook_endpoint', id },
          accountId: input.endpoint.paymentAccountId,
          clientIp: input.clientIp,
          details: { url: input.endpoint.url },
        },
        now,
      ),
    ],
    () => new AppError('webhook_endpoint_disabled', 'This webhook endpoint is already disabled.'),
  );
  return { ...input.endpoint, status: 'disabled', disabledAt: now.toISOString(), updatedAt: now.toISOString() };
}

export async function requireWebhookEndpoint(organisationId: string, endpointId: string): Promise<WebhookEndpointRecord> {
  const endpoint = await getWebhookEndpoint(organisationId, endpointId);
  if (!endpoint) throw notFound('webhook_endpoint_not_found', 'Webhook endpoint');
  return endpoint;
}

/** Active endpoints whose origin is the origin of `url`, newest first. */
export async function activeEndpointsOnOrigin(organisationId: string, url: string): Promise<WebhookEndpointRecord[]> {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return [];
  }
  return (await listWebhookEndpoints(organisationId))
    .filter((e) => e.status === 'active' && e.origin === origin)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** Active endpoints registered on exactly this URL (as the URL parser writes it), newest first. */
export async function activeEndpointsOnUrl(organisationId: string, url: string): Promise<WebhookEndpointRecord[]> {
  const href = hrefOf(url);
  return (await listWebhookEndpoints(organisationId))
    .filter((e) => e.status === 'active' && hrefOf(e.url) === href)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

const hrefOf = (url: string) => {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
};

/**
 * For POST /payments: a payment's `webhookUrl` must be on the origin (scheme, host and port)
 * of an active registered endpoint of the organisation, whose secret will sign its deliveries.
 * Throws 400 `webhook_url_not_registered` otherwise.
 */
export async function assertWebhookUrlRegistered(organisationId: string, url: string): Promise<void> {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    parsed = undefined;
  }
  const registered =
    parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:') && !parsed.username && !parsed.password
      ? await activeEndpointsOnOrigin(organisationId, url)
      : [];
  if (!registered.length) {
    throw new AppError(
      'webhook_url_not_registered',
      'webhookUrl must be on the origin of an active webhook endpoint of this organisation (register one with POST /organisations/{id}/webhooks).',
    );
  }
}
