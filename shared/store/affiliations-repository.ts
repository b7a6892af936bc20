// Affiliations: an organisation's credentials at a provider. The credentials are stored
// sealed (KMS envelope, bound to organisation, affiliation and version) together with a
// masked copy computed at write time, so that reading an affiliation never decrypts.
import { keys } from './keys.js';
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProviderCode } from '../domain/payments.js';
import { getItem } from './batch-get.js';
import { db, tableName, type TransactItem } from './client.js';
import { itemDelete, itemUpdate, newItemPut } from './item-writes.js';
import { queryOrganisationItems } from './organisations-repository.js';
import { everyPage, partitionQuery, queryPage, type Page } from './pagination.js';
import { writeIfStill } from './transact.js';
import type { AffiliationStatus, AffiliationRecord } from '../domain/records/affiliation.js';


export const affiliationKeys = keys.affiliation;

/** The item of an affiliation: the record, its key and its index keys. */
export function affiliationItem(record: AffiliationRecord): Record<string, unknown> {
  return {
    ...affiliationKeys.item(record.organisationId, record.id),
    GSI1PK: affiliationKeys.all(),
    GSI1SK: affiliationKeys.created(record),
    GSI2PK: affiliationKeys.byOrganisation(record.organisationId),
    GSI2SK: affiliationKeys.created(record),
    ...record,
  };
}

/** Creates an affiliation and claims its label (409 `affiliation_label_taken` when the label write fails). */
export function affiliationCreateWrites(record: AffiliationRecord): { label: TransactItem; affiliation: TransactItem } {
  return {
    label: newItemPut({ ...affiliationKeys.label(record.organisationId, record.provider, record.label), affiliationId: record.id }),
    affiliation: newItemPut(affiliationItem(record)),
  };
}

/**
 * Sets fields of the affiliation if it is still in the state read (`status` and
 * `credentialVersion`).
 */
export function affiliationUpdateIfUnchanged(
  read: AffiliationRecord,
  set: Record<string, unknown>,
  options: { sameRouting?: boolean } = {},
): TransactItem {
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = { ':readStatus': read.status, ':readVersion': read.credentialVersion };
  // A change of status is copied onto the accounts routing the affiliation: no account may start
  // routing it meanwhile (routing moves `routingVersion`).
  const routing = options.sameRouting ? ' AND (attribute_not_exists(routingVersion) OR routingVersion = :readRouting)' : '';
  if (options.sameRouting) values[':readRouting'] = read.routingVersion ?? 0;
  const assignments = Object.entries(set).map(([field, value]) => {
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    return `#${field} = :${field}`;
  });
  return itemUpdate(affiliationKeys.item(read.organisationId, read.id), {
    UpdateExpression: `SET ${assignments.join(', ')}`,
    ConditionExpression: `attribute_exists(PK) AND #status = :readStatus AND credentialVersion = :readVersion${routing}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** The affiliation, still in the status read and routed by the same accounts (`routingVersion`). */
function unchangedSinceRead(record: AffiliationRecord) {
  return {
    TableName: tableName(),
    Key: affiliationKeys.item(record.organisationId, record.id),
    ConditionExpression:
      'attribute_exists(PK) AND #status = :readStatus AND (attribute_not_exists(routingVersion) OR routingVersion = :readRouting)',
    names: { '#status': 'status' },
    values: { ':readStatus': record.status, ':readRouting': record.routingVersion ?? 0 },
  };
}

/** Checks that the affiliation's status and routing are still the ones read. */
export function affiliationUnchangedCheck(record: AffiliationRecord): TransactItem {
  const { names, values, ...condition } = unchangedSinceRead(record);
  return { ConditionCheck: { ...condition, ExpressionAttributeNames: names, ExpressionAttributeValues: values } };
}

/**
 * Revokes the affiliation (terminal) and destroys its credentials, current and previous,
 * masked copies included; conditioned on the status and routing read.
 */
export function affiliationRevoke(record: AffiliationRecord, at: string): TransactItem {
  const { names, values, ...condition } = unchangedSinceRead(record);
  return {
    Update: {
      ...condition,
      UpdateExpression: 'SET #status = :revoked, revokedAt = :now, updatedAt = :now, #current = :null, #previous = :null',
      ExpressionAttributeNames: { ...names, '#current': 'current', '#previous': 'previous' },
      ExpressionAttributeValues: { ...values, ':revoked': 'revoked', ':now': at, ':null': null },
    },
  };
}

/** Frees the affiliation's label (the organisation may reuse it), unless another affiliation holds it. */
export function affiliationLabelRelease(record: AffiliationRecord): TransactItem {
  return itemDelete(affiliationKeys.label(record.organisationId, record.provider, record.label), {
    ConditionExpression: 'attribute_not_exists(PK) OR affiliationId = :id',
    ExpressionAttributeValues: { ':id': record.id },
  });
}

/**
 * A payment account starts (or keeps) routing the affiliation: it must not be revoked, and its
 * `routingVersion` moves so that a revoke decided before this write replays.
 */
export function affiliationRoutingBump(organisationId: string, affiliationId: string, readStatus?: AffiliationStatus): TransactItem {
  return itemUpdate(affiliationKeys.item(organisationId, affiliationId), {
    UpdateExpression: 'ADD routingVersion :one',
    // With the status the routing copies: still that status, so the copy is true when written.
    ConditionExpression: readStatus ? 'attribute_exists(PK) AND #status = :read' : 'attribute_exists(PK) AND #status <> :revoked',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: readStatus ? { ':one': 1, ':read': readStatus } : { ':one': 1, ':revoked': 'revoked' },
  });
}

export async function getLabelOwner(organisationId: string, provider: string, label: string): Promise<string | undefined> {
  const item = await getItem(affiliationKeys.label(organisationId, provider, label));
  return item?.affiliationId as string | undefined;
}

export interface AdminAffiliationQuery {
  cursor?: string | null;
  limit?: number;
  status?: AffiliationStatus;
  provider?: ProviderCode;
  environment?: 'sandbox' | 'production';
  organisationId?: string;
}

/**
 * Affiliations across organisations, newest first (GSI1), or of one organisation (GSI2);
 * status, provider and environment filter after the key condition, so a page may come back short.
 */
export async function listAffiliationsForAdmin(query: AdminAffiliationQuery): Promise<Page<AffiliationRecord>> {
  const conditions: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (query.status) {
    conditions.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = query.status;
  }
  if (query.provider) {
    conditions.push('#provider = :provider');
    names['#provider'] = 'provider';
    values[':provider'] = query.provider;
  }
  if (query.environment) {
    conditions.push('#environment = :environment');
    names['#environment'] = 'environment';
    values[':environment'] = query.environment;
  }
  const page = await queryPage<Record<string, unknown>>({
    ...(query.organisationId
      ? { index: 'GSI2' as const, partition: affiliationKeys.byOrganisation(query.organisationId) }
      : { index: 'GSI1' as const, partition: affiliationKeys.all() }),
    cursor: query.cursor,
    limit: query.limit,
    ...(conditions.length ? { filter: { expression: conditions.join(' AND '), names, values } } : {}),
  });
  return { items: page.items.map(strip), nextCursor: page.nextCursor };
}

/** An affiliation record from its item (keys removed). */
export const affiliationFromItem = (item: Record<string, unknown>) => strip(item);

const strip = (item: Record<string, unknown>) => {
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, GSI2PK: _e, GSI2SK: _f, ...rest } = item;
  return rest as unknown as AffiliationRecord;
};

export async function getAffiliation(organisationId: string, affiliationId: string): Promise<AffiliationRecord | undefined> {
  const item = await getItem(affiliationKeys.item(organisationId, affiliationId));
  return item ? strip(item) : undefined;
}

export async function listAffiliations(organisationId: string): Promise<AffiliationRecord[]> {
  return (await queryOrganisationItems<Record<string, unknown>>(organisationId, affiliationKeys.prefix)).map(strip);
}

/** `lastUsedAt` moves at most once a minute per affiliation, so that collecting adds no write per attempt. */
const LAST_USED_GRANULARITY_MS = 60_000;

/**
 * Marks the affiliation used (an attempt opened or checked with it), from the copy the caller
 * has just read: nothing is written when that copy was used less than a minute ago, and of
 * concurrent writers within the minute only one succeeds (the others' condition fails).
 */
export async function markAffiliationUsed(record: AffiliationRecord, now = new Date()): Promise<void> {
  if (record.lastUsedAt && now.getTime() - Date.parse(record.lastUsedAt) < LAST_USED_GRANULARITY_MS) return;
  const threshold = new Date(now.getTime() - LAST_USED_GRANULARITY_MS).toISOString();
  await writeIfStill(
    itemUpdate(affiliationKeys.item(record.organisationId, record.id), {
      UpdateExpression: 'SET lastUsedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastUsedAt) OR attribute_type(lastUsedAt, :null) OR lastUsedAt < :threshold)',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':threshold': threshold, ':null': 'NULL' },
    }),
  );
}

/** The number of affiliations of an organisation whose status is `active`. */
export async function countActiveAffiliations(organisationId: string): Promise<number> {
  let count = 0;
  const active = partitionQuery(keys.organisation.partition(organisationId), {
    sortKey: 'begins_with(SK, :prefix)',
    FilterExpression: '#status = :active',
    // Only the keys: credentials never leave the table for a count.
    ProjectionExpression: 'SK',
    ExpressionAttributeNames: { '#status': 'status' },
    values: { ':prefix': affiliationKeys.prefix, ':active': 'active' },
    ConsistentRead: true,
  });
  for await (const page of everyPage(active)) {
    count += (page.Items ?? []).filter((item) => affiliationKeys.idOf(String(item.SK)) !== undefined).length;
  }
  return count;
}

/**
 * The label and status of the affiliations named, as stored (unchecked), by id; absent ones
 * are left out. Only those two attributes are read: the item also holds sealed credentials,
 * which have no business outside this module.
 */
export async function getAffiliationLabels(
  organisationId: string,
  affiliationIds: readonly string[],
): Promise<Map<string, { label: unknown; status: unknown }>> {
  const ids = [...new Set(affiliationIds)];
  const found = new Map<string, { label: unknown; status: unknown }>();
  for (let i = 0; i < ids.length; i += 100) {
    let request: Record<string, unknown>[] | undefined = ids
      .slice(i, i + 100)
      .map((id) => affiliationKeys.item(organisationId, id));
    while (request?.length) {
      const out = await db().send(
        new BatchGetCommand({
          RequestItems: {
            [tableName()]: {
              Keys: request,
              ConsistentRead: true,
              ProjectionExpression: 'SK, #label, #status',
              ExpressionAttributeNames: { '#label': 'label', '#status': 'status' },
            },
          },
        }),
      );
      for (const item of out.Responses?.[tableName()] ?? []) {
        found.set(String(item.SK).slice(affiliationKeys.prefix.length), { label: item.label, status: item.status });
      }
      request = out.UnprocessedKeys?.[tableName()]?.Keys as Record<string, unknown>[] | undefined;
    }
  }
  return found;
}
