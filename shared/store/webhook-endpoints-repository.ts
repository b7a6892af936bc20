// Webhook endpoints of an organisation, in its partition: fan-out lists them all at once.
import { getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { queryOrganisationItems } from './organisations-repository.js';
import { queryPartition } from './pagination.js';
import type { WebhookEndpointRecord } from '../domain/records/webhook-endpoint.js';
import type { Sealed } from '../domain/sealed.js';


export function webhookEndpointPut(endpoint: WebhookEndpointRecord): TransactItem {
  return newItemPut({ ...keys.webhook.endpoint(endpoint.organisationId, endpoint.id), ...endpoint });
}

export async function getWebhookEndpoint(organisationId: string, endpointId: string) {
  const item = await getItem(keys.webhook.endpoint(organisationId, endpointId));
  if (!item) return undefined;
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, ...endpoint } = item;
  return endpoint as WebhookEndpointRecord;
}

/** Every endpoint of an organisation, active and disabled. */
export const listWebhookEndpoints = (organisationId: string) =>
  queryOrganisationItems<WebhookEndpointRecord>(organisationId, 'WEBHOOK_ENDPOINT#');

/** active (or disabled for failing) → deleted (terminal), for the caller's transaction: its condition fails once deleted. */
export function disableWebhookEndpointUpdate(organisationId: string, endpointId: string, now: Date): TransactItem {
  return itemUpdate(keys.webhook.endpoint(organisationId, endpointId), {
    UpdateExpression: 'SET #status = :disabled, disabledAt = :now, disabledReason = :deleted, updatedAt = :now REMOVE GSI1PK, GSI1SK',
    ConditionExpression: NOT_DELETED,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':disabled': 'disabled', ':deleted': 'deleted', ':active': 'active', ':failing': 'failing', ':now': now.toISOString() },
  });
}

/** Conditions a change of an endpoint that was not deleted (active, or disabled for failing). */
const NOT_DELETED = 'attribute_exists(PK) AND (#status = :active OR disabledReason = :failing)';

export type EndpointFieldChanges = Partial<Pick<WebhookEndpointRecord, 'url' | 'origin' | 'description' | 'events' | 'paymentAccountId'>>;

/** PATCH: the given fields, on an endpoint not deleted (its condition fails otherwise). */
export function updateWebhookEndpointFields(
  organisationId: string,
  endpointId: string,
  changes: EndpointFieldChanges,
  now: Date,
): TransactItem {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':active': 'active', ':failing': 'failing', ':now': now.toISOString() };
  const sets = ['updatedAt = :now'];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#f_${field}`] = field;
    values[`:f_${field}`] = value;
    sets.push(`#f_${field} = :f_${field}`);
  }
  return itemUpdate(keys.webhook.endpoint(organisationId, endpointId), {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: NOT_DELETED,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/**
 * A rotation: the new sealed secret, the current one kept as the previous (or dropped), on an
 * endpoint not deleted whose secret is still the version read (two rotations racing: one wins).
 */
export function rotateWebhookSecretUpdate(input: {
  organisationId: string;
  endpointId: string;
  readVersion: number;
  sealedSecret: Sealed;
  secretHint: string;
  previousSealedSecret: Sealed | null;
  previousSecretExpiresAt: string | null;
  now: Date;
}): TransactItem {
  return itemUpdate(keys.webhook.endpoint(input.organisationId, input.endpointId), {
    UpdateExpression:
      'SET sealedSecret = :sealed, secretHint = :hint, previousSealedSecret = :previous, previousSecretExpiresAt = :previousUntil, ' +
      'secretRotatedAt = :now, secretVersion = :next, updatedAt = :now',
    ConditionExpression: `${NOT_DELETED} AND ${input.readVersion === 1 ? '(attribute_not_exists(secretVersion) OR secretVersion = :read)' : 'secretVersion = :read'}`,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':active': 'active',
      ':failing': 'failing',
      ':sealed': input.sealedSecret,
      ':hint': input.secretHint,
      ':previous': input.previousSealedSecret,
      ':previousUntil': input.previousSecretExpiresAt,
      ':now': input.now.toISOString(),
      ':read': input.readVersion,
      ':next': input.readVersion + 1,
    },
  });
}

/** disabled for failing → active: the failing streak starts again from nothing. */
export function enableWebhookEndpointUpdate(organisationId: string, endpointId: string, now: Date): TransactItem {
  return itemUpdate(keys.webhook.endpoint(organisationId, endpointId), {
    UpdateExpression:
      'SET #status = :active, disabledAt = :null, disabledReason = :null, updatedAt = :now ' +
      'REMOVE failingSince, failureWarnedAt, GSI1PK, GSI1SK',
    ConditionExpression: 'attribute_exists(PK) AND #status = :disabled AND disabledReason = :failing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':active': 'active', ':disabled': 'disabled', ':failing': 'failing', ':null': null, ':now': now.toISOString() },
  });
}

/**
 * The first failed try of a streak: the endpoint enters the failing list. Its condition (active,
 * not failing yet) fails when it is failing already; written once per streak, not per try.
 */
export function endpointFailingUpdate(organisationId: string, endpointId: string, at: Date): TransactItem {
  return itemUpdate(keys.webhook.endpoint(organisationId, endpointId), {
    UpdateExpression: 'SET failingSince = :at, GSI1PK = :list, GSI1SK = :order REMOVE failureWarnedAt',
    ConditionExpression: 'attribute_exists(PK) AND #status = :active AND (attribute_not_exists(failingSince) OR failingSince = :null)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':at': at.toISOString(),
      ':list': keys.webhook.failingEndpoints(),
      ':order': keys.webhook.failingEndpointOrder(at.toISOString(), organisationId, endpointId),
      ':active': 'active',
      ':null': null,
    },
  });
}

/** A delivered try ends the streak: the endpoint leaves the failing list (its condition fails when it was not in it). */
export function endpointHealthyUpdate(organisationId: string, endpointId: string): TransactItem {
  return itemUpdate(keys.webhook.endpoint(organisationId, endpointId), {
    UpdateExpression: 'REMOVE failingSince, failureWarnedAt, GSI1PK, GSI1SK',
    ConditionExpression: 'attribute_exists(failingSince) AND failingSince <> :null AND #status = :active',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':null': null, ':active': 'active' },
  });
}

/** The owners were warned, once per streak: the streak read must still be the endpoint's. */
export function endpointWarnedUpdate(organisationId: string, endpointId: string, failingSince: string, at: Date): TransactItem {
  return itemUpdate(keys.webhook.endpoint(organisationId, endpointId), {
    UpdateExpression: 'SET failureWarnedAt = :at',
    ConditionExpression: '#status = :active AND failingSince = :since AND attribute_not_exists(failureWarnedAt)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':at': at.toISOString(), ':since': failingSince, ':active': 'active' },
  });
}

/** active → disabled for failing, when the streak read is still the endpoint's; it leaves the failing list. */
export function disableFailingEndpointUpdate(organisationId: string, endpointId: string, failingSince: string, at: Date): TransactItem {
  return itemUpdate(keys.webhook.endpoint(organisationId, endpointId), {
    UpdateExpression: 'SET #status = :disabled, disabledAt = :at, disabledReason = :failing, updatedAt = :at REMOVE GSI1PK, GSI1SK',
    ConditionExpression: '#status = :active AND failingSince = :since',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':disabled': 'disabled', ':failing': 'failing', ':at': at.toISOString(), ':since': failingSince, ':active': 'active' },
  });
}

/** Active endpoints failing since before `before`, oldest streak first (the failing list is small: one item per failing endpoint). */
export async function listFailingEndpoints(before: string): Promise<Array<{ organisationId: string; endpointId: string; failingSince: string }>> {
  const items = await queryPartition(keys.webhook.failingEndpoints(), {
    index: 'GSI1',
    sortKey: 'GSI1SK < :before',
    values: { ':before': before },
    ProjectionExpression: 'organisationId, id, failingSince',
  });
  return items.map((item) => ({ organisationId: item.organisationId as string, endpointId: item.id as string, failingSince: item.failingSince as string }));
}

/** The hour bucket of an instant: `yyyy-mm-ddThh` (UTC). */
export const hourOf = (at: Date) => at.toISOString().slice(0, 13);

/** Health buckets are kept 8 days (the dashboard shows 24 hours; the rest is margin). */
const HEALTH_KEPT_SECONDS = 8 * 86_400;
/**
 * An endpoint's hour is counted over this many items (by delivery id), so that the tries of one
 * busy endpoint, whose transactions each add to one of them, seldom touch the same item at once.
 */
export const HEALTH_SHARDS = 16;

/**
 * Counts one try's answer in its endpoint's hour, for the try's own transaction (an ADD, with no
 * condition: it never refuses the try's record).
 */
export function endpointTryCount(
  endpointId: string,
  shard: number,
  at: Date,
  answer: { delivered: boolean; outcome: string; statusCode: number | null },
): TransactItem {
  const values: Record<string, unknown> = { ':one': 1, ':ttl': Math.floor(at.getTime() / 1000) + HEALTH_KEPT_SECONDS };
  let update = `ADD ${answer.delivered ? 'delivered' : 'failed'} :one SET #ttl = :ttl`;
  if (!answer.delivered) {
    update += ', lastFailureAt = :at, lastFailureOutcome = :outcome, lastFailureStatusCode = :statusCode';
    Object.assign(values, { ':at': at.toISOString(), ':outcome': answer.outcome, ':statusCode': answer.statusCode });
  }
  return itemUpdate(keys.webhook.health(endpointId, `${hourOf(at)}#${String(shard).padStart(2, '0')}`), {
    UpdateExpression: update,
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: values,
  });
}

export interface EndpointHourHealth {
  hour: string;
  delivered: number;
  failed: number;
  lastFailureAt: string | null;
  lastFailureOutcome: string | null;
  lastFailureStatusCode: number | null;
}

/** The hour buckets (every shard) of an endpoint from `fromHour` to `toHour` included: one query (at most 24 x 16 small items). */
export async function endpointHealthHours(endpointId: string, fromHour: string, toHour: string): Promise<EndpointHourHealth[]> {
  const items = await queryPartition(keys.webhook.healthPartition(endpointId), {
    sortKey: 'SK BETWEEN :from AND :to',
    values: { ':from': `HOUR#${fromHour}`, ':to': `HOUR#${toHour}#~` },
  });
  return items.map((item) => ({
    hour: (item.SK as string).slice('HOUR#'.length, 'HOUR#'.length + 13),
    delivered: (item.delivered as number | undefined) ?? 0,
    failed: (item.failed as number | undefined) ?? 0,
    lastFailureAt: (item.lastFailureAt as string | undefined) ?? null,
    lastFailureOutcome: (item.lastFailureOutcome as string | undefined) ?? null,
    lastFailureStatusCode: (item.lastFailureStatusCode as number | null | undefined) ?? null,
  }));
}
