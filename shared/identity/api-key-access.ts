// What an API key may do at a request (restricted keys, docs/api-decisions.md "Restricted API keys"):
// the role and scope it was given, its role's permissions read at the request as a member's are (a
// change of a custom role reaches its keys at once), and never more than its maker holds now: the
// permissions of both roles, the accounts of both scopes. A key whose maker has left the
// organisation (or left and joined again since the key was made) is refused like a revoked key.
//
// Primary course: the key's organisation (and the account the request collects on), its role,
// its maker's membership and the maker's role as the key's hint names it, in one batch; one more
// read only when the maker's role changed since the key was made.
import { AppError } from '../domain/errors.js';
import { PERMISSIONS, type Permission } from '../domain/permissions.js';
import { apiKeyGrantOf, apiKeyPermissionsOf, apiKeyRoleIn, type ApiKeyRecord } from '../domain/records/api-key.js';
import type { MemberRecord, OrganisationRecord, RoleRecord, Scope } from '../domain/records/organisation.js';
import type { PaymentAccountRecord } from '../domain/records/payment-account.js';
import { findApiKey, isLiveKeyOf, locateApiKey, noteApiKeyUse, readApiKeyContext, type ApiKeyContext } from '../store/api-keys-repository.js';
import { getRole, listRoles } from '../store/organisations-repository.js';

/** What a key may do now: the checks of a member with this role and scope apply to it. */
export interface ApiKeyAccess {
  permissions: ReadonlySet<Permission>;
  scope: Scope;
  accountIds: readonly string[];
  /** The key's own role; null for a key made before restricted keys (the administrator role). */
  roleId: string | null;
}

export interface ApiKeyRequestContext {
  organisation: OrganisationRecord | undefined;
  accountRead?: { id: string; account: PaymentAccountRecord | undefined };
  access: ApiKeyAccess;
}

export const makerLeft = () =>
  new AppError('invalid_api_key', 'This API key was made by a member who has left the organisation; it no longer works.');

/** The key's organisation (and `accountId`'s account, when asked) and what the key may do now. */
export async function resolveApiKeyAccess(record: ApiKeyRecord, accountId?: string): Promise<ApiKeyRequestContext> {
  return accessFrom(record, await readApiKeyContext(record, accountId));
}

/**
 * Keys this container has found live, by lookup id, with what the last request found they may do
 * (none when that request refused them: a maker who left): where to read, never what to trust. Its
 * next request re-reads the key in the batch of its organisation and maker, so a key revoked a
 * moment ago is refused at once; the lookup of the key before that batch is what it saves, and reads
 * may start from the access it last had (`anticipateApiKey`) while that batch is read.
 */
const seenKeys = new Map<string, { record: ApiKeyRecord; could?: Pick<ApiKeyRequestContext, 'organisation' | 'access'> }>();
const SEEN_KEYS_LIMIT = 1_000;

function remember(record: ApiKeyRecord, context: ApiKeyRequestContext | undefined): void {
  seenKeys.delete(record.lookupId);
  seenKeys.set(record.lookupId, { record, ...(context ? { could: { organisation: context.organisation, access: context.access } } : {}) });
  if (seenKeys.size > SEEN_KEYS_LIMIT) seenKeys.delete(seenKeys.keys().next().value!);
}

/**
 * The live key an `x-api-key` value names, with its organisation (and the account
 * `accountToRead` names: it may also refuse the key by throwing, before anything more is read)
 * and what it may do now. Undefined: no such live key.
 *
 * Primary course, for a key this container has seen: one BatchGetItem of the key, its
 * organisation, account, maker and roles. For a key not seen yet: the key first, then the batch;
 * for a key whose item changed what the batch reads (its maker's role hint, its default account
 * hint): the batch again.
 */
export async function authenticateApiKey(
  value: string,
  accountToRead: (key: ApiKeyRecord) => string | undefined,
  now = new Date(),
): Promise<{ apiKey: ApiKeyRecord; context: ApiKeyRequestContext } | undefined> {
  const located = locateApiKey(value);
  if (!located) return undefined;
  const seen = seenKeys.get(located.lookupId)?.record;
  if (isLiveKeyOf(seen, located.secret)) {
    const accountId = accountToRead(seen);
    const context = await readApiKeyContext(seen, accountId, { rereadKey: true });
    const current = context.key;
    if (!isLiveKeyOf(current, located.secret)) {
      seenKeys.delete(located.lookupId);
      return undefined;
    }
    await noteApiKeyUse(current, now);
    // The key changed what its batch reads since this container saw it (a new hint): one more batch.
    const sameReads = readsTheSame(seen, current) && accountToRead(current) === accountId;
    return rememberedWith(current, sameReads ? accessFrom(current, context) : resolveApiKeyAccess(current, accountToRead(current)));
  }
  const apiKey = await findApiKey(value, now);
  if (!apiKey) return undefined;
  return rememberedWith(apiKey, resolveApiKeyAccess(apiKey, accountToRead(apiKey)));
}

/** The key with what it may do now, remembered either way: with it, or with nothing to anticipate when it was refused. */
async function rememberedWith(apiKey: ApiKeyRecord, resolving: Promise<ApiKeyRequestContext>) {
  let context: ApiKeyRequestContext | undefined;
  try {
    context = await resolving;
    return { apiKey, context };
  } finally {
    remember(apiKey, context);
  }
}

/**
 * The key an `x-api-key` value names and what it could do at its last request in this container,
 * if that request found it live and let it in: no read, and nothing to decide on. It lets a request
 * start its reads beside the key's batch (shared/http/read-ahead.ts), whose answer decides.
 */
export function anticipateApiKey(value: string): { apiKey: ApiKeyRecord; could: Pick<ApiKeyRequestContext, 'organisation' | 'access'> } | undefined {
  const located = locateApiKey(value);
  const seen = located && seenKeys.get(located.lookupId);
  return located && seen?.could && isLiveKeyOf(seen.record, located.secret) ? { apiKey: seen.record, could: seen.could } : undefined;
}

/** Whether the batch read for `a` is the batch `b` needs. */
const readsTheSame = (a: ApiKeyRecord, b: ApiKeyRecord) =>
  a.organisationId === b.organisationId && a.createdBy === b.createdBy && a.roleId === b.roleId && a.makerRoleHint === b.makerRoleHint;

/** What the key may do now, from what was read with it. */
async function accessFrom(record: ApiKeyRecord, context: ApiKeyContext): Promise<ApiKeyRequestContext> {
  const grant = apiKeyGrantOf(record);
  const roleOf = (roleId: string | null) => context.roles.find((role) => role.id === roleId);
  const keyPermissions = apiKeyPermissionsOf(grant, roleOf(grant.roleId));
  let access: ApiKeyAccess = { permissions: new Set(keyPermissions), scope: grant.scope, accountIds: grant.accountIds, roleId: grant.roleId };

  if (record.createdBy) {
    const maker = context.maker;
    // Left, or left and joined again since: the membership the key was made under has ended.
    if (!maker || maker.joinedAt > record.createdAt) throw makerLeft();
    const makerRole: RoleRecord | undefined = roleOf(maker.roleId) ?? (await getRole(record.organisationId, maker.roleId));
    access = withinMaker(access, maker, makerRole?.permissions ?? []);
  }
  return {
    organisation: context.organisation,
    ...(context.accountRead ? { accountRead: context.accountRead } : {}),
    access,
  };
}

/** The key's access, cut to what its maker holds now. */
function withinMaker(access: ApiKeyAccess, maker: MemberRecord, makerPermissions: readonly Permission[]): ApiKeyAccess {
  const held = new Set(makerPermissions);
  const scope = narrowestScope(access, maker);
  return {
    permissions: new Set([...access.permissions].filter((permission) => held.has(permission))),
    scope: scope.scope,
    accountIds: scope.accountIds,
    roleId: access.roleId,
  };
}

/** The accounts both scopes reach: `all` only when both are. */
export function narrowestScope(
  a: { scope: Scope; accountIds: readonly string[] },
  b: { scope: Scope; accountIds: readonly string[] },
): { scope: Scope; accountIds: string[] } {
  if (a.scope === 'all' && b.scope === 'all') return { scope: 'all', accountIds: [] };
  if (a.scope === 'all') return { scope: 'accounts', accountIds: [...b.accountIds] };
  if (b.scope === 'all') return { scope: 'accounts', accountIds: [...a.accountIds] };
  return { scope: 'accounts', accountIds: a.accountIds.filter((id) => b.accountIds.includes(id)) };
}

/** GET /auth/api-key: the key's role by name, and what it may do now (permissions in their published order). */
export async function describeApiKeyAccess(record: ApiKeyRecord, access: ApiKeyAccess) {
  const roles = await listRoles(record.organisationId);
  const role = apiKeyRoleIn(access, roles);
  return {
    roleId: role?.id ?? access.roleId ?? '',
    role: role?.key ?? null,
    roleName: role?.name ?? '',
    permissions: PERMISSIONS.filter((permission) => access.permissions.has(permission)),
    scope: access.scope,
    accountIds: [...access.accountIds],
  };
}
