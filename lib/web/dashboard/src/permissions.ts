// What the signed-in member may do in the chosen organisation: the permission keys and the
// account scope of the membership in the session. Screens offer only what this allows; the API
// checks again (a 403 is shown in words).
import type { PaymentAccountSummary } from './api.js';
import { currentMembership } from './session.js';

export const can = (permission: string): boolean => currentMembership()?.permissions.includes(permission) ?? false;

/** The payment accounts the member works on: all, or those of an `accounts` scope. */
export function accountsInScope<T extends Pick<PaymentAccountSummary, 'id'>>(accounts: T[]): T[] {
  const membership = currentMembership();
  if (!membership || membership.scope === 'all') return accounts;
  return accounts.filter((account) => membership.accountIds.includes(account.id));
}
