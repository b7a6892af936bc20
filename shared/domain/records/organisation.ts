// An organisation, its members and its roles as the service keeps them.
import type { Permission, PredefinedRoleKey } from '../permissions.js';

export const KYB_STATUSES = ['pending', 'verified', 'refused'] as const;
export type KybStatus = (typeof KYB_STATUSES)[number];
export type OrganisationStatus = 'active' | 'suspended';
export type V2Mode = 'served' | 'relayed';

export interface OrganisationRecord {
  id: string;
  name: string;
  legalName: string;
  taxId: string;
  country: string;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  kybStatus: KybStatus;
  contractSignedAt: string | null;
  status: OrganisationStatus;
  statusReason: string | null;
  /** Set when the owner accepts the owner invitation; moved by an ownership transfer. */
  ownerUserId?: string;
  /**
   * Who answers the organisation's v2 API calls: this platform (`served`, also when absent) or
   * the previous platform (`relayed`, set by staff while its shops still live there).
   */
  v2Mode?: V2Mode;
  v2ModeChangedAt?: string;
  /** The id the previous platform's v2 keys of this organisation carry, when it is not `id`. */
  v2PreviousOrganisationId?: string | null;
  createdAt: string;
  updatedAt: string;
  /**
   * The default payment account, kept on the organisation (which every key request reads) so
   * that a payment without `paymentAccountId` reads its account at once; written with the default
   * pointer in the same transaction. Absent on organisations created before it was kept.
   */
  defaultAccountId?: string;
}

export type Scope = 'all' | 'accounts';

/**
 * Whether `holder`'s scope covers every account `reached` reaches: a holder of every account covers all; one of some
 * accounts covers only a scope of accounts all among theirs. The rule of what a member may grant and act on.
 */
export const scopeCovers = (holder: { scope: Scope; accountIds: readonly string[] }, reached: { scope: Scope; accountIds: readonly string[] }): boolean =>
  holder.scope === 'all' || (reached.scope === 'accounts' && reached.accountIds.every((id) => holder.accountIds.includes(id)));

export interface MemberRecord {
  organisationId: string;
  userId: string;
  roleId: string;
  scope: Scope;
  accountIds: string[];
  isOwner: boolean;
  joinedAt: string;
}

export interface RoleRecord {
  id: string;
  organisationId: string;
  key: PredefinedRoleKey | null;
  name: string;
  description: string | null;
  predefined: boolean;
  permissions: Permission[];
  createdAt: string;
  updatedAt: string;
}
