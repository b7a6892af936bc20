// An organisation's API keys: listed, created (the full key is returned once; the table keeps
// only its hash) and revoked, each change audited.
//
// Restricted keys (docs/api-decisions.md, "Restricted API keys"): a key carries a role and a
// scope, granted as a member grants them to another (shared/members/grants.ts), never wider than
// its maker's; omitted, they are the maker's own. The key is written in one transaction with the
// checks that its role is not being deleted and that its maker still holds the role and scope the
// grant was checked against, and with its audit entry.
import { AppError, validationFailed } from '../domain/errors.js';
import { apiKeyGrantOf, apiKeyPermissionsOf, apiKeyRoleIn, type ApiKeyKind, type ApiKeyRecord } from '../domain/records/api-key.js';
import { type Actor } from '../domain/records/audit.js';
import type { MemberRecord, RoleRecord, Scope } from '../domain/records/organisation.js';
import { requireWithinReach, resolveGrant, type GrantInput, type Grantor } from '../members/grants.js';
import { apiKeyPut, buildApiKey, findLiveApiKey, revokeApiKey, toApiKey } from '../store/api-keys-repository.js';
import { auditPut, recordAudit } from '../store/audit-repository.js';
import { keys } from '../store/keys.js';
import { getOrganisation, getRole, listMembers, listRoles, organisationUpdate, previousV2IdClaim } from '../store/organisations-repository.js';
import type { LegacyKeyParts } from '../domain/v2-legacy.js';
import { queryPage } from '../store/pagination.js';
import { memberGrantCheck, roleUsableCheck } from '../store/team-repository.js';
import { transact } from '../store/transact.js';
import { isTransactionConflict } from '../store/client.js';

/** Whether a key works: `maker_left` when the member who made it has left the organisation since. */
export type ApiKeyStatus = 'active' | 'revoked' | 'maker_left';

/** The API key resource: its public prefix, its role and scope, never its secret. */
export function toApiKeyView(record: ApiKeyRecord, roles: readonly RoleRecord[], members: readonly MemberRecord[]) {
  const grant = apiKeyGrantOf(record);
  const role = apiKeyRoleIn(grant, roles);
  return {
    ...toApiKey(record),
    roleId: role?.id ?? grant.roleId ?? '',
    role: role?.key ?? null,
    roleName: role?.name ?? '',
    scope: grant.scope,
    accountIds: grant.accountIds,
    createdBy: record.createdBy,
    status: statusOf(record, members),
  };
}

function statusOf(record: ApiKeyRecord, members: readonly MemberRecord[]): ApiKeyStatus {
  if (record.revokedAt) return 'revoked';
  if (!record.createdBy) return 'active';
  const maker = members.find((m) => m.userId === record.createdBy);
  // Left, or left and joined again since the key was made (shared/identity/api-key-access.ts).
  return maker && maker.joinedAt <= record.createdAt ? 'active' : 'maker_left';
}

/** Every key of the organisation, newest first; revoked keys stay listed with `revokedAt`. */
export async function listApiKeysOf(organisationId: string, page: { cursor?: string; limit?: number }) {
  const [found, roles, members] = await Promise.all([
    queryPage<ApiKeyRecord>({
      index: 'GSI1',
      partition: keys.apiKey.byOrganisation(organisationId),
      cursor: page.cursor,
      limit: page.limit,
    }),
    listRoles(organisationId),
    listMembers(organisationId),
  ]);
  return { items: found.items.map((record) => toApiKeyView(record, roles, members)), nextCursor: found.nextCursor };
}

/** The role and scope asked for a new key; each omitted part is the maker's own. */
export interface ApiKeyGrantRequest {
  roleId?: string;
  scope?: Scope;
  accountIds?: string[];
}

/** The member who makes a key, with the access the guard found them to hold. */
export interface KeyMaker {
  userId: string;
  access: Grantor & { roleId: string };
}

/**
 * Omitted role: the maker's. Omitted scope: `accounts` when accounts are named, else the maker's
 * scope and accounts. Never wider than the maker's either way (resolveGrant checks).
 */
function requestedGrant(maker: KeyMaker['access'], requested: ApiKeyGrantRequest): GrantInput {
  const roleId = requested.roleId ?? maker.roleId;
  if (requested.scope === undefined && requested.accountIds === undefined) {
    return { roleId, scope: maker.scope, accountIds: [...maker.accountIds] };
  }
  return { roleId, scope: requested.scope ?? 'accounts', ...(requested.accountIds ? { accountIds: requested.accountIds } : {}) };
}

export async function createOrganisationApiKey(input: {
  organisationId: string;
  name: string;
  kind: ApiKeyKind;
  maker: KeyMaker;
  requested: ApiKeyGrantRequest;
  actor: Actor;
  clientIp: string;
  now?: Date;
  /** An existing v2 key of the previous platform, entered once: kept as its hash only. */
  legacy?: LegacyKeyParts;
}) {
  const now = input.now ?? new Date();
  const { maker, legacy } = input;
  const grant = await resolveGrant(input.organisationId, maker.access, requestedGrant(maker.access, input.requested), 'permission_denied');
  const { record, key } = await buildApiKey({
    organisationId: input.organisationId,
    name: input.name,
    kind: input.kind,
    createdBy: maker.userId,
    grant: { roleId: grant.role.id, scope: grant.scope, accountIds: grant.accountIds },
    makerRoleId: maker.access.roleId,
    ...(legacy ? { legacy } : {}),
  });
  const view = toApiKey(record);
  const legacyWrites = legacy ? await legacyKeyClaims(input.organisationId, legacy.organisationId, now) : [];
  await transactOrConflict(
    [
      apiKeyPut(record),
      roleUsableCheck(input.organisationId, grant.role.id, now),
      memberGrantCheck(input.organisationId, maker.userId, maker.access),
      auditPut(
        {
          organisationId: input.organisationId,
          actor: input.actor,
          action: 'api_key.created',
          target: { type: 'api_key', id: record.id },
          clientIp: input.clientIp,
          details: {
            name: record.name,
            kind: record.kind,
            prefix: view.prefix,
            roleId: grant.role.id,
            scope: grant.scope,
            accountIds: grant.accountIds,
            ...(legacy ? { legacy: true } : {}),
          },
        },
        now,
      ),
      ...legacyWrites,
    ],
    (failed) => {
      // Never the key itself in an answer.
      if (legacy && failed.includes(0)) return new AppError('legacy_id_taken', 'This v2 key was already entered (by this or another organisation); a revoked key cannot be entered again.');
      if (legacy && failed.includes(4)) return previousIdTaken(legacy.organisationId);
      if (legacy && failed.includes(5)) return new AppError('conflict', "The organisation's previous organisation id changed meanwhile; retry.");
      if (failed.includes(1)) return validationFailed([{ field: 'roleId', message: 'is not a role of this organisation' }]);
      if (failed.includes(2)) return new AppError('conflict', 'Your role or scope changed meanwhile; retry.');
      return new AppError('conflict', 'The key could not be written; retry.');
    },
  );
  return { view: { ...view, ...grantView(grant.role, grant.scope, grant.accountIds), createdBy: record.createdBy, status: 'active' as const }, key: legacy ? null : key };
}

/** One transaction; another writer of the same items still racing after the client's retries is a 409 to retry. */
async function transactOrConflict(...args: Parameters<typeof transact>): Promise<void> {
  try {
    await transact(...args);
  } catch (error) {
    if (isTransactionConflict(error)) throw new AppError('conflict', 'Another change of the same items ran at the same time; retry.');
    throw error;
  }
}

const previousIdTaken = (previousId: string) =>
  new AppError('legacy_id_taken', `The previous organisation id ${previousId} (the start of this key) is another organisation's.`);

/**
 * A key of the previous platform carries that platform's organisation id: it must be the one
 * staff recorded for this organisation, or, when none is, it becomes this organisation's (claimed
 * for it alone, in the key's transaction: the claim at index 4, the record at 5).
 */
async function legacyKeyClaims(organisationId: string, previousId: string, now: Date) {
  const organisation = await getOrganisation(organisationId);
  const recorded = organisation?.v2PreviousOrganisationId ?? null;
  if (recorded && recorded !== previousId) {
    throw validationFailed([{ field: 'legacyKey', message: `must be a key of the previous organisation ${recorded} (it starts with another id)` }]);
  }
  return [
    previousV2IdClaim(previousId, organisationId, now),
    organisationUpdate(
      organisationId,
      { v2PreviousOrganisationId: previousId },
      {
        expression: '(attribute_not_exists(v2PreviousOrganisationId) OR attribute_type(v2PreviousOrganisationId, :null) OR v2PreviousOrganisationId = :previous)',
        values: { ':null': 'NULL', ':previous': previousId },
      },
    ),
  ];
}

const grantView = (role: RoleRecord, scope: Scope, accountIds: string[]) => ({
  roleId: role.id,
  role: role.key,
  roleName: role.name,
  scope,
  accountIds: scope === 'accounts' ? accountIds : [],
});

/**
 * Revokes a key of the organisation; not found when it is not one of its live keys. A member revokes only a key
 * within their reach (grants.ts): a key holding a permission they lack, or reaching an account outside their scope,
 * is 403 `permission_denied`, as its creation would be. A key's role and scope never change: nothing to re-check.
 */
export async function revokeOrganisationApiKey(organisationId: string, apiKeyId: string, grantor: Grantor, actor: Actor, clientIp: string): Promise<void> {
  const key = await findLiveApiKey(organisationId, apiKeyId);
  if (!key) throw apiKeyNotFound();
  const grant = apiKeyGrantOf(key);
  const permissions = apiKeyPermissionsOf(grant, grant.roleId === null ? undefined : await getRole(organisationId, grant.roleId));
  requireWithinReach(grantor, { permissions, scope: grant.scope, accountIds: grant.accountIds }, 'an API key', 'permission_denied');
  const revoked = await revokeApiKey(key);
  if (!revoked) throw apiKeyNotFound();
  const view = toApiKey(revoked);
  await recordAudit({
    organisationId,
    actor,
    action: 'api_key.revoked',
    target: { type: 'api_key', id: revoked.id },
    clientIp,
    details: { name: revoked.name, kind: revoked.kind, prefix: view.prefix },
  });
}

export const apiKeyNotFound = () => new AppError('api_key_not_found', 'API key was not found (or is already revoked).');
