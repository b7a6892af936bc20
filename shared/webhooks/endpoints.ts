// Webhook endpoints: registration, disabling, and the rule that a payment's own webhookUrl
// must be on the origin of an active registered endpoint (whose secret signs it).
import { randomUUID } from 'node:crypto';
import { env } from '../config/env.js';
import { AppError, notFound, validationFailed } from '../domain/errors.js';
import { auditPut } from '../store/audit-repository.js';
import type { Actor } from '../domain/records/audit.js';
import { transact } from '../store/transact.js';
import { getPaymentAccount } from '../store/payment-accounts-repository.js';
import {
  disableWebhookEndpointUpdate,
  enableWebhookEndpointUpdate,
  endpointHealthHours,
  getWebhookEndpoint,
  hourOf,
  listWebhookEndpoints,
  rotateWebhookSecretUpdate,
  updateWebhookEndpointFields,
  webhookEndpointPut,
  type EndpointFieldChanges,
} from '../store/webhook-endpoints-repository.js';
import { type WebhookEndpointRecord, type WebhookFormat } from '../domain/records/webhook-endpoint.js';
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
  format?: WebhookFormat;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}

/** A member's request about a registered endpoint: the endpoint as read, who asks, from where. */
export interface EndpointRequest {
  endpoint: WebhookEndpointRecord;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}

/** The audit entry of a change to an endpoint (about its account, when it has one), as one write of the change's transaction. */
export function endpointAudit(
  endpoint: WebhookEndpointRecord,
  by: Pick<EndpointRequest, 'actor' | 'clientIp'>,
  now: Date,
  entry: { action: string; details: Record<string, unknown> },
) {
  return auditPut(
    {
      organisationId: endpoint.organisationId,
      actor: by.actor,
      action: entry.action,
      target: { type: 'webhook_endpoint', id: endpoint.id },
      accountId: endpoint.paymentAccountId,
      clientIp: by.clientIp,
      details: entry.details,
    },
    now,
  );
}

/** The account an endpoint is limited to must be one of the organisation's, not archived. */
async function requireEndpointAccount(organisationId: string, paymentAccountId: string | null): Promise<void> {
  if (!paymentAccountId) return;
  const account = await getPaymentAccount(organisationId, paymentAccountId);
  if (!account) {
    throw validationFailed([{ field: 'paymentAccountId', message: 'is not a payment account of this organisation' }]);
  }
  if (account.status === 'archived') {
    throw validationFailed([{ field: 'paymentAccountId', message: 'is an archived payment account' }]);
  }
}

async function requireRoomForActive(organisationId: string): Promise<void> {
  const active = (await listWebhookEndpoints(organisationId)).filter((e) => e.status === 'active');
  if (active.length >= MAX_ACTIVE_ENDPOINTS) {
    throw new AppError(
      'webhook_endpoint_limit_reached',
      `An organisation has at most ${MAX_ACTIVE_ENDPOINTS} active webhook endpoints; delete one first.`,
    );
  }
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
  await requireEndpointAccount(input.organisationId, input.paymentAccountId);
  await requireRoomForActive(input.organisationId);

  const id = randomUUID();
  const format = input.format ?? 'svc';
  const secret = newEndpointSecret(format);
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
    secretVersion: 1,
    format,
    previousSealedSecret: null,
    previousSecretExpiresAt: null,
    secretRotatedAt: null,
    status: 'active',
    disabledAt: null,
    disabledReason: null,
    failingSince: null,
    failureWarnedAt: null,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await transact([
    webhookEndpointPut(endpoint),
    endpointAudit(endpoint, input, now, {
      action: 'webhook_endpoint.created',
      details: { url: endpoint.url, paymentAccountId: endpoint.paymentAccountId, events: endpoint.events, format },
    }),
  ]);
  return { endpoint, secret };
}

/**
 * active, or disabled for failing → deleted (`disabled`, terminal; its deliveries stay readable).
 * 409 `webhook_endpoint_disabled` when already deleted.
 */
export async function disableWebhookEndpoint(input: EndpointRequest): Promise<WebhookEndpointRecord> {
  const now = input.now ?? new Date();
  const { endpoint } = input;
  await transact(
    [
      disableWebhookEndpointUpdate(endpoint.organisationId, endpoint.id, now),
      endpointAudit(endpoint, input, now, { action: 'webhook_endpoint.disabled', details: { url: endpoint.url } }),
    ],
    () => new AppError('webhook_endpoint_disabled', 'This webhook endpoint is already disabled.'),
  );
  return { ...endpoint, status: 'disabled', disabledAt: now.toISOString(), disabledReason: 'deleted', updatedAt: now.toISOString() };
}

/** Deleted by a member (or before reasons were recorded): final. */
export const isDeleted = (endpoint: WebhookEndpointRecord) => endpoint.status === 'disabled' && endpoint.disabledReason !== 'failing';

const deletedError = () => new AppError('webhook_endpoint_disabled', 'This webhook endpoint was deleted; register a new one.');

export interface EndpointChanges {
  url?: string;
  description?: string | null;
  events?: string[];
  paymentAccountId?: string | null;
}

/**
 * PATCH: the fields given, on an endpoint not deleted (an endpoint disabled for failing can be
 * corrected before it is enabled again). The URL follows the rules of registration (checked by
 * the route's schema; its address again at each try); the account those of registration.
 * One transaction: the change and its audit entry (the fields before and after).
 */
export async function updateWebhookEndpoint(input: EndpointRequest & { changes: EndpointChanges }): Promise<WebhookEndpointRecord> {
  const now = input.now ?? new Date();
  const { endpoint, changes } = input;
  if (isDeleted(endpoint)) throw deletedError();
  if (changes.paymentAccountId !== undefined) await requireEndpointAccount(endpoint.organisationId, changes.paymentAccountId);
  const fields: EndpointFieldChanges = {
    ...(changes.url !== undefined ? { url: changes.url, origin: new URL(changes.url).origin } : {}),
    ...(changes.description !== undefined ? { description: changes.description } : {}),
    ...(changes.events !== undefined ? { events: [...new Set(changes.events)] } : {}),
    ...(changes.paymentAccountId !== undefined ? { paymentAccountId: changes.paymentAccountId } : {}),
  };
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(fields)) {
    if (field === 'origin') continue;
    before[field] = endpoint[field as keyof WebhookEndpointRecord];
    after[field] = value;
  }
  const updated: WebhookEndpointRecord = { ...endpoint, ...fields, updatedAt: now.toISOString() };
  await transact(
    [
      updateWebhookEndpointFields(endpoint.organisationId, endpoint.id, fields, now),
      // About the account the endpoint is on after the change.
      endpointAudit(updated, input, now, { action: 'webhook_endpoint.updated', details: { before, after } }),
    ],
    (failed) => (failed.includes(0) ? deletedError() : undefined),
  );
  return updated;
}

/** How long a rotated secret keeps signing beside the new one. */
export const SECRET_OVERLAP_HOURS = 24;

/**
 * A new signing secret in place (POST .../rotate-secret): answered once; the previous secret
 * keeps signing beside it (two `v1` values) for SECRET_OVERLAP_HOURS, or stops at once with
 * `expireOldSecretNow`. A rotation during an overlap drops the oldest secret (one previous secret
 * at most). Two rotations at once: one wins, the other answers 409 `conflict` (its secret would
 * never sign). One transaction: the secret and the audit entry (its hint only).
 */
export async function rotateEndpointSecret(input: EndpointRequest & { expireOldSecretNow: boolean }): Promise<{ endpoint: WebhookEndpointRecord; secret: string }> {
  const now = input.now ?? new Date();
  const { endpoint } = input;
  if (isDeleted(endpoint)) throw deletedError();
  const secret = newEndpointSecret(endpoint.format ?? 'svc');
  const sealedSecret = await sealEndpointSecret(endpoint.organisationId, endpoint.id, secret);
  const previousSecretExpiresAt = input.expireOldSecretNow ? null : new Date(now.getTime() + SECRET_OVERLAP_HOURS * 3_600_000).toISOString();
  const readVersion = endpoint.secretVersion ?? 1;
  const rotated: WebhookEndpointRecord = {
    ...endpoint,
    sealedSecret,
    secretHint: secretHintOf(secret),
    secretVersion: readVersion + 1,
    previousSealedSecret: input.expireOldSecretNow ? null : endpoint.sealedSecret,
    previousSecretExpiresAt,
    secretRotatedAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  await transact(
    [
      rotateWebhookSecretUpdate({
        organisationId: endpoint.organisationId,
        endpointId: endpoint.id,
        readVersion,
        sealedSecret,
        secretHint: rotated.secretHint,
        previousSealedSecret: rotated.previousSealedSecret ?? null,
        previousSecretExpiresAt,
        now,
      }),
      endpointAudit(endpoint, input, now, {
        action: 'webhook_endpoint.secret_rotated',
        details: { secretHint: rotated.secretHint, previousSecretExpiresAt },
      }),
    ],
    (failed) =>
      failed.includes(0)
        ? new AppError('conflict', 'The secret of this endpoint changed meanwhile (another rotation, or a deletion); read the endpoint again.')
        : undefined,
  );
  return { endpoint: rotated, secret };
}

/**
 * disabled for failing → active (POST .../enable); an active endpoint is answered as it is; a
 * deleted one cannot come back (409 `webhook_endpoint_deleted`). The failing streak starts
 * again from nothing. One transaction: the change and its audit entry.
 */
export async function enableWebhookEndpoint(input: EndpointRequest): Promise<WebhookEndpointRecord> {
  const now = input.now ?? new Date();
  const { endpoint } = input;
  if (endpoint.status === 'active') return endpoint;
  const deleted = () =>
    new AppError('webhook_endpoint_deleted', 'This webhook endpoint was deleted, which is final; only an endpoint disabled for failing can be enabled again.');
  if (isDeleted(endpoint)) throw deleted();
  await requireRoomForActive(endpoint.organisationId);
  await transact(
    [
      enableWebhookEndpointUpdate(endpoint.organisationId, endpoint.id, now),
      endpointAudit(endpoint, input, now, {
        action: 'webhook_endpoint.enabled',
        details: { url: endpoint.url, failingSince: endpoint.failingSince ?? null },
      }),
    ],
    (failed) => (failed.includes(0) ? deleted() : undefined),
  );
  return {
    ...endpoint,
    status: 'active',
    disabledAt: null,
    disabledReason: null,
    failingSince: null,
    failureWarnedAt: null,
    updatedAt: now.toISOString(),
  };
}

/** The window of an endpoint's health: its tries of the last 24 hours (by the hour: this hour and the 23 before). */
export const HEALTH_WINDOW_HOURS = 24;

export interface EndpointHealth {
  windowHours: number;
  delivered: number;
  failed: number;
  /** delivered / (delivered + failed), 0 to 1; null without a try in the window. */
  successRate: number | null;
  lastFailure: { at: string; outcome: string | null; statusCode: number | null } | null;
  /** The first failed try since the last delivered one; null when the last try was delivered. */
  failingSince: string | null;
}

/** An endpoint's health at `now`: one query of its hour counts. */
export async function endpointHealth(endpoint: WebhookEndpointRecord, now = new Date()): Promise<EndpointHealth> {
  const from = hourOf(new Date(now.getTime() - (HEALTH_WINDOW_HOURS - 1) * 3_600_000));
  const hours = await endpointHealthHours(endpoint.id, from, hourOf(now));
  let delivered = 0;
  let failed = 0;
  let lastFailure: EndpointHealth['lastFailure'] = null;
  for (const hour of hours) {
    delivered += hour.delivered;
    failed += hour.failed;
    if (hour.lastFailureAt && (!lastFailure || hour.lastFailureAt > lastFailure.at)) {
      lastFailure = { at: hour.lastFailureAt, outcome: hour.lastFailureOutcome, statusCode: hour.lastFailureStatusCode };
    }
  }
  const total = delivered + failed;
  return {
    windowHours: HEALTH_WINDOW_HOURS,
    delivered,
    failed,
    successRate: total ? Math.round((delivered / total) * 10_000) / 10_000 : null,
    lastFailure,
    failingSince: endpoint.failingSince ?? null,
  };
}

/** The health of an endpoint just registered: no try yet. */
export const noHealthYet = (): EndpointHealth => ({
  windowHours: HEALTH_WINDOW_HOURS,
  delivered: 0,
  failed: 0,
  successRate: null,
  lastFailure: null,
  failingSince: null,
});

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
