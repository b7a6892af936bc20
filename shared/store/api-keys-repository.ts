// API keys. v3: `kpk_<prefix>:<secret>`, found by its prefix. v2: `<organisationId>:<secret>`,
// found by the organisation and the first characters of the secret. Only the SHA-256 of
// the secret is stored, compared in constant time.
import { randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { hashesEqual, newSecret, sha256 } from '../domain/tokens.js';
import { db, isConditionFailure, tableName } from './client.js';
import { keys } from './keys.js';
import { writeIfStill } from './transact.js';
import { getOrganisation } from './organisations-repository.js';
import type { ApiKeyKind, ApiKeyRecord } from '../domain/records/api-key.js';


/** `lastUsedAt` is written at most once a minute per key. */
const LAST_USED_GRANULARITY_MS = 60_000;
const V2_PREFIX_LENGTH = 8;

const v3LookupId = (prefix: string) => `v3:${prefix}`;
const v2LookupId = (organisationId: string, secretStart: string) => `v2:${organisationId}:${secretStart}`;

export async function createApiKey(input: {
  organisationId: string;
  name: string;
  kind: ApiKeyKind;
  createdBy: string | null;
}): Promise<{ record: ApiKeyRecord; key: string }> {
  const secret = newSecret(32);
  const prefix = input.kind === 'v3' ? randomBytes(6).toString('hex') : secret.slice(0, V2_PREFIX_LENGTH);
  const lookupId = input.kind === 'v3' ? v3LookupId(prefix) : v2LookupId(input.organisationId, prefix);
  // The default account as the organisation names it now: a hint for the payments this key creates.
  const defaultAccountHint = (await getOrganisation(input.organisationId))?.defaultAccountId;
  const record: ApiKeyRecord = {
    id: randomUUID(),
    organisationId: input.organisationId,
    name: input.name,
    kind: input.kind,
    prefix,
    lookupId,
    secretHash: sha256(secret),
    createdBy: input.createdBy,
    createdAt: new Date().toISOString(),
    lastUsedAt: null,
    revokedAt: null,
    ...(defaultAccountHint ? { defaultAccountHint } : {}),
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.apiKey.item(lookupId),
        GSI1PK: keys.apiKey.byOrganisation(input.organisationId),
        GSI1SK: `${record.createdAt}#${record.id}`,
        ...record,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  const key = input.kind === 'v3' ? `kpk_${prefix}:${secret}` : `${input.organisationId}:${secret}`;
  return { record, key };
}

const V3_KEY = /^kpk_([0-9a-f]{12}):([A-Za-z0-9_-]{43})$/;
const V2_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([A-Za-z0-9_-]{43})$/;

/** The live key a header value names, or undefined. */
export async function findApiKey(value: string, now = new Date()): Promise<ApiKeyRecord | undefined> {
  const v3 = V3_KEY.exec(value);
  const v2 = v3 ? null : V2_KEY.exec(value);
  if (!v3 && !v2) return undefined;
  const secret = (v3 ?? v2)![2]!;
  const lookupId = v3 ? v3LookupId(v3[1]!) : v2LookupId(v2![1]!, secret.slice(0, V2_PREFIX_LENGTH));
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.apiKey.item(lookupId), ConsistentRead: true }));
  const record = out.Item as ApiKeyRecord | undefined;
  if (!record || record.revokedAt || !hashesEqual(record.secretHash, sha256(secret))) return undefined;
  if (!record.lastUsedAt || now.getTime() - Date.parse(record.lastUsedAt) >= LAST_USED_GRANULARITY_MS) {
    await markUsed(record, now);
  }
  return record;
}

async function markUsed(record: ApiKeyRecord, now: Date): Promise<void> {
  const threshold = new Date(now.getTime() - LAST_USED_GRANULARITY_MS).toISOString();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.apiKey.item(record.lookupId),
        UpdateExpression: 'SET lastUsedAt = :now',
        // Concurrent requests: only one of them writes within the minute.
        ConditionExpression: 'attribute_exists(PK) AND (attribute_type(lastUsedAt, :null) OR lastUsedAt < :threshold)',
        ExpressionAttributeValues: { ':now': now.toISOString(), ':threshold': threshold, ':null': 'NULL' },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function listApiKeys(organisationId: string): Promise<ApiKeyRecord[]> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.apiKey.byOrganisation(organisationId) },
      ScanIndexForward: false,
    }),
  );
  return (out.Items ?? []) as ApiKeyRecord[];
}

/** Revokes a key of the organisation; false when there is no such live key. */
export async function revokeApiKey(organisationId: string, apiKeyId: string): Promise<ApiKeyRecord | undefined> {
  const record = (await listApiKeys(organisationId)).find((k) => k.id === apiKeyId && !k.revokedAt);
  if (!record) return undefined;
  const revokedAt = new Date().toISOString();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.apiKey.item(record.lookupId),
        UpdateExpression: 'SET revokedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_type(revokedAt, :null)',
        ExpressionAttributeValues: { ':now': revokedAt, ':null': 'NULL' },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  return { ...record, revokedAt };
}

/**
 * Points the hints of the organisation's live keys at its new default account, after the move
 * (best effort: the hint is checked against the organisation on every use, so a hint left stale,
 * by a failure here or a race of two moves, costs a payment one more read, never a wrong account).
 */
export async function refreshDefaultAccountHints(organisationId: string, accountId: string): Promise<void> {
  const live = (await listApiKeys(organisationId)).filter((key) => !key.revokedAt && key.defaultAccountHint !== accountId);
  // A key revoked or deleted meanwhile keeps what it had.
  await Promise.all(
    live.map((key) =>
      writeIfStill({
        Update: {
          TableName: tableName(),
          Key: keys.apiKey.item(key.lookupId),
          UpdateExpression: 'SET defaultAccountHint = :id',
          ConditionExpression: 'attribute_exists(PK) AND attribute_type(revokedAt, :null)',
          ExpressionAttributeValues: { ':id': accountId, ':null': 'NULL' },
        },
      }),
    ),
  );
}

/**
 * The API key resource: never the secret or its hash, nor any part of the secret. A v3 key's
 * prefix is public, drawn apart from its secret; a v2 key's stored `prefix` is the start of its
 * secret (what finds it), so it shows only `<organisationId>:`, the part of the key before the secret.
 */
export function toApiKey(record: ApiKeyRecord) {
  return {
    id: record.id,
    name: record.name,
    kind: record.kind,
    prefix: record.kind === 'v3' ? `kpk_${record.prefix}` : `${record.organisationId}:`,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    revokedAt: record.revokedAt,
  };
}
