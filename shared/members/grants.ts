// What a member may grant to another (an invitation, a change of role or scope) or to an API key
// they make: a role and accounts of this organisation, and never more than the grantor holds: no
// permission they lack, no account outside their own scope. The same reach bounds whom they may
// change or remove, and which keys they may revoke.
import { AppError, validationFailed } from '../domain/errors.js';
import type { Permission } from '../domain/permissions.js';
import { getRole } from '../store/organisations-repository.js';
import { scopeCovers, type RoleRecord, type Scope } from '../domain/records/organisation.js';
import { listPaymentAccounts } from '../store/payment-accounts-repository.js';

/** The access of the member who grants (the guard's OrganisationAccess fits). */
export interface Grantor {
  permissions: ReadonlySet<Permission>;
  scope: Scope;
  accountIds: readonly string[];
}

export interface GrantInput {
  roleId: string;
  scope: Scope;
  accountIds?: string[];
}

export interface Grant {
  role: RoleRecord;
  scope: Scope;
  accountIds: string[];
}

/**
 * The code of a refusal to reach beyond the grantor's scope: `account_out_of_scope` when a member
 * grants to a member, `permission_denied` when they make an API key (a key is never wider than its
 * maker). Named by each caller, so that each route's documented codes are its own.
 */
export type ScopeRefusal = 'account_out_of_scope' | 'permission_denied';

export async function resolveGrant(
  organisationId: string,
  grantor: Grantor,
  input: GrantInput,
  scopeRefusal: ScopeRefusal,
): Promise<Grant> {
  const accountIds = [...new Set(input.accountIds ?? [])];
  if (input.scope === 'accounts' && accountIds.length === 0) {
    throw validationFailed([{ field: 'accountIds', message: 'required (at least one) when scope is accounts' }]);
  }
  if (input.scope === 'all' && accountIds.length > 0) {
    throw validationFailed([{ field: 'accountIds', message: 'must be empty when scope is all' }]);
  }
  const [role, accounts] = await Promise.all([
    getRole(organisationId, input.roleId),
    accountIds.length ? listPaymentAccounts(organisationId) : Promise.resolve([]),
  ]);
  if (!role) throw validationFailed([{ field: 'roleId', message: 'is not a role of this organisation' }]);
  const known = new Set(accounts.map((a) => a.id));
  const unknown = accountIds.flatMap((id, i) =>
    known.has(id) ? [] : [{ field: `accountIds.${i}`, message: 'is not a payment account of this organisation' }],
  );
  if (unknown.length) throw validationFailed(unknown);

  requireHeldPermissions(grantor, role.permissions);
  if (!scopeCovers(grantor, { scope: input.scope, accountIds })) {
    throw new AppError(scopeRefusal, 'You can only grant access to payment accounts within your own scope.');
  }
  return { role, scope: input.scope, accountIds };
}

/** A member cannot hand out (or put into a role) a permission they do not hold. */
export function requireHeldPermissions(grantor: Pick<Grantor, 'permissions'>, permissions: readonly Permission[]): void {
  const missing = permissions.filter((p) => !grantor.permissions.has(p));
  if (missing.length) {
    throw new AppError('permission_denied', `You cannot grant permissions you do not hold: ${missing.join(', ')}.`);
  }
}

/** The access a member acts on: another member's, or an API key's. */
export interface ReachedAccess {
  permissions: readonly Permission[];
  scope: Scope;
  accountIds: readonly string[];
}

/**
 * A member changes or removes another member, or revokes an API key, only when its access is one they could have
 * granted: every permission it holds held by them too, and its accounts within their scope. So a member scoped to
 * some accounts cannot cut off the people or the integrations of the accounts they do not reach, and nobody takes
 * down a member or a key holding more than they do. `what`: the thing acted on, for the message ("a member").
 */
export function requireWithinReach(grantor: Grantor, reached: ReachedAccess, what: string, scopeRefusal: ScopeRefusal): void {
  if (!scopeCovers(grantor, reached)) {
    throw new AppError(scopeRefusal, `You can only act on ${what} whose payment accounts are all within your own scope.`);
  }
  const missing = reached.permissions.filter((p) => !grantor.permissions.has(p));
  if (missing.length) {
    throw new AppError('permission_denied', `You cannot act on ${what} holding permissions you do not hold: ${missing.join(', ')}.`);
  }
}
