// What the signed-in member may do in the chosen organisation: the permission keys and the
// account scope of the membership in the session. Screens offer only what this allows; the API
// checks again (a 403 is shown in words).
import { predefinedRoleOf } from '../../../../shared/domain/permissions.js';
import { scopeCovers } from '../../../../shared/domain/records/organisation.js';
import type { PaymentAccountSummary } from './api.js';
import { currentMembership } from './session.js';

export const can = (permission: string): boolean => currentMembership()?.permissions.includes(permission) ?? false;

/** The payment accounts the member works on: all, or those of an `accounts` scope. */
export function accountsInScope<T extends Pick<PaymentAccountSummary, 'id'>>(accounts: T[]): T[] {
  const membership = currentMembership();
  if (!membership || membership.scope === 'all') return accounts;
  return accounts.filter((account) => membership.accountIds.includes(account.id));
}

/**
 * Whether the member may change, remove or revoke a member or key holding this access: the API's rule, no account
 * outside the member's scope and no permission they lack. `permissions`: those of its role when read (a custom role's
 * list, or a predefined role's by its `role` key); unknown ones are left to the API, which answers in words.
 */
export function withinReach(access: { scope: 'all' | 'accounts'; accountIds: readonly string[]; role?: string | null }, permissions?: readonly string[]): boolean {
  const membership = currentMembership();
  if (!membership) return false;
  if (!scopeCovers(membership, access)) return false;
  const held = permissions ?? predefinedRoleOf(access.role)?.permissions ?? [];
  return held.every((permission) => membership.permissions.includes(permission));
}
