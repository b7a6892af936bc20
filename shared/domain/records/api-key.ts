// An API key as the service keeps it: its secret only as a hash, and the role and scope it acts
// with (restricted keys), checked at every request as a member's are.
import { PERMISSIONS, type Permission } from '../permissions.js';
import type { RoleRecord, Scope } from './organisation.js';

export type ApiKeyKind = 'v3' | 'v2';

export interface ApiKeyRecord {
  id: string;
  organisationId: string;
  name: string;
  kind: ApiKeyKind;
  /** The public part: v3 prefix, or v2 `<first 8 characters of the secret>`. */
  prefix: string;
  lookupId: string;
  secretHash: string;
  /** The member who made the key (a key acts at most with what they hold now); null for keys made by the platform. */
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /**
   * The role the key acts with, read at every request (a custom role's change reaches its keys at
   * once). Absent on keys made before restricted keys: they hold the administrator role.
   */
  roleId?: string;
  /** Absent on keys made before restricted keys: `all`. */
  scope?: Scope;
  /** The payment accounts of an `accounts` scope; absent (none) otherwise. */
  accountIds?: string[];
  /**
   * The role its maker held when the key was made: a hint, so that the maker's role is read in the
   * same batch as the key's. Never trusted alone: the maker's membership read with it names the
   * role, and a stale hint costs one more read, never another role's permissions.
   */
  makerRoleHint?: string;
  /**
   * A hint of the organisation's default payment account, written at the key's creation and
   * refreshed (best effort) when the default moves: a payment without `paymentAccountId` reads
   * the organisation and this account in one batch. Never trusted alone: the organisation read
   * with it names the default, and a stale hint costs one more read, never a wrong account.
   */
  defaultAccountHint?: string;
  /**
   * A key of the previous platform entered here (`<24 hex>:<secret>`): that platform's
   * organisation id, the part of the key before its secret. The key is found by the hash of the
   * whole key (`lookupId`) and `prefix` is empty: nothing of its secret is kept in clear.
   */
  legacyOrganisationId?: string;
}

/** The role and scope a key was given: keys made before restricted keys read as administrator, scope `all`. */
export interface ApiKeyGrant {
  /** null: the administrator role of a key made before restricted keys (its id was never written). */
  roleId: string | null;
  scope: Scope;
  accountIds: string[];
}

export const apiKeyGrantOf = (record: Pick<ApiKeyRecord, 'roleId' | 'scope' | 'accountIds'>): ApiKeyGrant => ({
  roleId: record.roleId ?? null,
  scope: record.scope ?? 'all',
  accountIds: record.scope === 'accounts' ? [...(record.accountIds ?? [])] : [],
});

/**
 * What a key's role permits. A key made before restricted keys holds the administrator role: every permission.
 * `role` is the key's role as read (none when its id was never written); a role deleted since permits nothing.
 */
export const apiKeyPermissionsOf = (grant: Pick<ApiKeyGrant, 'roleId'>, role: Pick<RoleRecord, 'permissions'> | undefined): readonly Permission[] =>
  grant.roleId === null ? PERMISSIONS : (role?.permissions ?? []);

/** The role a key is shown with, among its organisation's roles: the administrator for a key made before restricted keys. */
export const apiKeyRoleIn = <R extends Pick<RoleRecord, 'id' | 'key'>>(grant: Pick<ApiKeyGrant, 'roleId'>, roles: readonly R[]): R | undefined =>
  grant.roleId === null ? roles.find((role) => role.key === 'administrator') : roles.find((role) => role.id === grant.roleId);
