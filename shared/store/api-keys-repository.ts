// API keys. v3: `kpk_<prefix>:<secret>`, found by its prefix. v2: `<organisationId>:<secret>`,
// found by the organisation and the first characters of the secret. A key of the previous
// platform (`<24 hex>:<secret>`, entered once by its organisation) is found by the SHA-256 of the
// whole key, which also makes it one organisation's only. Only the SHA-256 of the secret is
// stored, compared in constant time.
import { randomBytes, randomUUID } from 'node:crypto';
import { hashesEqual, newSecret, sha256 } from '../domain/tokens.js';
import { getItem, itemAt } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { queryFirstPage } from './pagination.js';
import { writeIfStill, writeOne } from './transact.js';
import { getMember, getOrganisation, memberFromItem, organisationFromItem, roleAsDefined } from './organisations-repository.js';
import { readWithCopies } from './copy-reads.js';
import type { ApiKeyKind, ApiKeyRecord } from '../domain/records/api-key.js';
import { normalisedLegacyKey, parseLegacyKey, type LegacyKeyParts } from '../domain/v2-legacy.js';
import type { MemberRecord, OrganisationRecord, RoleRecord, Scope } from '../domain/records/organisation.js';
import type { PaymentAccountRecord } from '../domain/records/payment-account.js';


/** `lastUsedAt` is written at most once a minute per key. */
const LAST_USED_GRANULARITY_MS = 60_000;
const V2_PREFIX_LENGTH = 8;

const v3LookupId = (prefix: string) => `v3:${prefix}`;
const v2LookupId = (organisationId: string, secretStart: string) => `v2:${organisationId}:${secretStart}`;
const legacyLookupId = (parts: LegacyKeyParts) => `v2legacy:${sha256(normalisedLegacyKey(parts))}`;

export interface NewApiKey {
  organisationId: string;
  name: string;
  kind: ApiKeyKind;
  createdBy: string | null;
  /** The role and scope it acts with; absent: the administrator role with scope `all` (keys made before restricted keys). */
  grant?: { roleId: string; scope: Scope; accountIds: string[] };
  /** The role its maker holds now (a hint read with the key: ApiKeyRecord.makerRoleHint). */
  makerRoleId?: string;
  /** A v2 key of the previous platform, entered here: kept as its hash, never given back. */
  legacy?: LegacyKeyParts;
}

/** A new key and its record (not yet written): the whole key is returned this once. */
export async function buildApiKey(input: NewApiKey): Promise<{ record: ApiKeyRecord; key: string }> {
  const { legacy } = input;
  const secret = legacy ? legacy.secret : newSecret(32);
  const prefix = legacy ? '' : input.kind === 'v3' ? randomBytes(6).toString('hex') : secret.slice(0, V2_PREFIX_LENGTH);
  const lookupId = legacy ? legacyLookupId(legacy) : input.kind === 'v3' ? v3LookupId(prefix) : v2LookupId(input.organisationId, prefix);
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
    ...(input.grant
      ? {
          roleId: input.grant.roleId,
          scope: input.grant.scope,
          ...(input.grant.scope === 'accounts' ? { accountIds: input.grant.accountIds } : {}),
        }
      : {}),
    ...(input.makerRoleId ? { makerRoleHint: input.makerRoleId } : {}),
    ...(defaultAccountHint ? { defaultAccountHint } : {}),
    ...(legacy ? { legacyOrganisationId: legacy.organisationId } : {}),
  };
  const key = legacy ? normalisedLegacyKey(legacy) : input.kind === 'v3' ? `kpk_${prefix}:${secret}` : `${input.organisationId}:${secret}`;
  return { record, key };
}

/** Writes a new key (its lookup id must be new). */
export function apiKeyPut(record: ApiKeyRecord): TransactItem {
  return newItemPut({
    ...keys.apiKey.item(record.lookupId),
    GSI1PK: keys.apiKey.byOrganisation(record.organisationId),
    GSI1SK: `${record.createdAt}#${record.id}`,
    ...record,
  });
}

/**
 * Builds and writes a key on its own (the platform's keys: the demo seed, the bench; tests). With a
 * maker, the role they hold now is kept as the key's hint.
 */
export async function createApiKey(input: NewApiKey): Promise<{ record: ApiKeyRecord; key: string }> {
  const makerRoleId = input.makerRoleId ?? (input.createdBy ? (await getMember(input.organisationId, input.createdBy))?.roleId : undefined);
  const built = await buildApiKey({ ...input, ...(makerRoleId ? { makerRoleId } : {}) });
  await writeOne(apiKeyPut(built.record));
  return built;
}

const V3_KEY = /^kpk_([0-9a-f]{12}):([A-Za-z0-9_-]{43})$/;
const V2_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([A-Za-z0-9_-]{43})$/;

/** Where the record of a key header value lives, and the secret it carries; undefined when the value has no key's form. */
export function locateApiKey(value: string): { lookupId: string; secret: string } | undefined {
  const v3 = V3_KEY.exec(value);
  const v2 = v3 ? null : V2_KEY.exec(value);
  const legacy = v3 || v2 ? undefined : parseLegacyKey(value);
  if (!v3 && !v2 && !legacy) return undefined;
  const secret = legacy ? legacy.secret : (v3 ?? v2)![2]!;
  const lookupId = legacy
    ? legacyLookupId(legacy)
    : v3
      ? v3LookupId(v3[1]!)
      : v2LookupId(v2![1]!, secret.slice(0, V2_PREFIX_LENGTH));
  return { lookupId, secret };
}

/** Whether `record` is a live key whose secret is `secret`. */
export const isLiveKeyOf = (record: ApiKeyRecord | undefined, secret: string): record is ApiKeyRecord =>
  Boolean(record && !record.revokedAt && hashesEqual(record.secretHash, sha256(secret)));

/** The live key a header value names, or undefined. */
export async function findApiKey(value: string, now = new Date()): Promise<ApiKeyRecord | undefined> {
  const located = locateApiKey(value);
  if (!located) return undefined;
  const record = (await getItem(keys.apiKey.item(located.lookupId))) as ApiKeyRecord | undefined;
  if (!isLiveKeyOf(record, located.secret)) return undefined;
  await noteApiKeyUse(record, now);
  return record;
}

/** Moves the key's `lastUsedAt` to `now`, at most once a minute. */
export async function noteApiKeyUse(record: ApiKeyRecord, now: Date): Promise<void> {
  if (!record.lastUsedAt || now.getTime() - Date.parse(record.lastUsedAt) >= LAST_USED_GRANULARITY_MS) {
    await markUsed(record, now);
  }
}

async function markUsed(record: ApiKeyRecord, now: Date): Promise<void> {
  const threshold = new Date(now.getTime() - LAST_USED_GRANULARITY_MS).toISOString();
  await writeIfStill(
    itemUpdate(keys.apiKey.item(record.lookupId), {
      UpdateExpression: 'SET lastUsedAt = :now',
      // Concurrent requests: only one of them writes within the minute.
      ConditionExpression: 'attribute_exists(PK) AND (attribute_type(lastUsedAt, :null) OR lastUsedAt < :threshold)',
      ExpressionAttributeValues: { ':now': now.toISOString(), ':threshold': threshold, ':null': 'NULL' },
    }),
  );
}

export async function listApiKeys(organisationId: string): Promise<ApiKeyRecord[]> {
  const items = await queryFirstPage(keys.apiKey.byOrganisation(organisationId), { index: 'GSI1', ScanIndexForward: false });
  return items as ApiKeyRecord[];
}

/** A live (not revoked) key of the organisation. */
export async function findLiveApiKey(organisationId: string, apiKeyId: string): Promise<ApiKeyRecord | undefined> {
  return (await listApiKeys(organisationId)).find((k) => k.id === apiKeyId && !k.revokedAt);
}

/** Revokes a live key; undefined when it was revoked meanwhile. */
export async function revokeApiKey(record: ApiKeyRecord): Promise<ApiKeyRecord | undefined> {
  const revokedAt = new Date().toISOString();
  const revoked = await writeIfStill(
    itemUpdate(keys.apiKey.item(record.lookupId), {
      UpdateExpression: 'SET revokedAt = :now',
      ConditionExpression: 'attribute_exists(PK) AND attribute_type(revokedAt, :null)',
      ExpressionAttributeValues: { ':now': revokedAt, ':null': 'NULL' },
    }),
  );
  return revoked ? { ...record, revokedAt } : undefined;
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
      writeIfStill(
        itemUpdate(keys.apiKey.item(key.lookupId), {
          UpdateExpression: 'SET defaultAccountHint = :id',
          ConditionExpression: 'attribute_exists(PK) AND attribute_type(revokedAt, :null)',
          ExpressionAttributeValues: { ':id': accountId, ':null': 'NULL' },
        }),
      ),
    ),
  );
}

/** What a key request reads with the key, in one batch (shared/identity/api-key-access.ts). */
export interface ApiKeyContext {
  /** The key itself, read again in the batch when asked (`rereadKey`); undefined: it is gone. */
  key?: ApiKeyRecord | undefined;
  organisation: OrganisationRecord | undefined;
  /** Present when `accountId` was asked for (`account` undefined: there is none). */
  accountRead?: { id: string; account: PaymentAccountRecord | undefined };
  /** The maker's membership now (undefined: the key has no maker, or they are no longer a member). */
  maker: MemberRecord | undefined;
  /** The key's role and the maker's role as far as the hint named it, when they exist. */
  roles: RoleRecord[];
}

/**
 * The key's organisation (from a read copy) and the account `accountId` names (from a copy too),
 * with the key's role, its maker's membership and the role the maker's hint names: one
 * BatchGetItem when every copy is whole. `rereadKey`: the key's own item too, in the same batch.
 */
export async function readApiKeyContext(record: ApiKeyRecord, accountId?: string, options: { rereadKey?: boolean } = {}): Promise<ApiKeyContext> {
  const organisationKey = keys.organisation.item(record.organisationId);
  const accountKey = accountId ? keys.account.item(record.organisationId, accountId) : undefined;
  const memberKey = record.createdBy ? keys.organisation.member(record.organisationId, record.createdBy) : undefined;
  const roleIds = [record.roleId, record.createdBy ? record.makerRoleHint : undefined].filter((id): id is string => Boolean(id));
  const roleKeys = roleIds.map((id) => keys.organisation.role(record.organisationId, id));
  const keyKey = options.rereadKey ? keys.apiKey.item(record.lookupId) : undefined;
  const items = await readWithCopies(
    accountKey ? [organisationKey, accountKey] : [organisationKey],
    [...(keyKey ? [keyKey] : []), ...(memberKey ? [memberKey] : []), ...roleKeys],
  );
  const organisationItem = itemAt(items, organisationKey);
  const accountItem = accountKey ? itemAt(items, accountKey) : undefined;
  const memberItem = memberKey ? itemAt(items, memberKey) : undefined;
  return {
    ...(keyKey ? { key: itemAt(items, keyKey) as ApiKeyRecord | undefined } : {}),
    organisation: organisationItem ? organisationFromItem(organisationItem) : undefined,
    ...(accountKey ? { accountRead: { id: accountId!, account: accountItem ? (withoutKeys(accountItem) as unknown as PaymentAccountRecord) : undefined } } : {}),
    maker: memberItem ? memberFromItem(memberItem) : undefined,
    roles: roleKeys.flatMap((key) => {
      const item = itemAt(items, key);
      return item ? [roleAsDefined(withoutKeys(item) as unknown as RoleRecord)] : [];
    }),
  };
}

const withoutKeys = (item: Record<string, unknown>) => {
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, GSI2PK: _e, GSI2SK: _f, ...rest } = item;
  return rest;
};

/**
 * The API key resource: never the secret or its hash, nor any part of the secret. A v3 key's
 * prefix is public, drawn apart from its secret; a v2 key's stored `prefix` is the start of its
 * secret (what finds it), so it shows only `<organisationId>:`, the part of the key before the secret
 * (the previous platform's organisation id for a key entered from there).
 */
export function toApiKey(record: ApiKeyRecord) {
  return {
    id: record.id,
    name: record.name,
    kind: record.kind,
    prefix: record.kind === 'v3' ? `kpk_${record.prefix}` : `${record.legacyOrganisationId ?? record.organisationId}:`,
    legacy: Boolean(record.legacyOrganisationId),
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    revokedAt: record.revokedAt,
  };
}
