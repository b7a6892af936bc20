// The Membership summary of the contract: an organisation the user belongs to, with the
// role, permissions and scope they hold there.
import { getOrganisation, getRole, listMembershipsOfUser } from '../store/organisations-repository.js';
import { type MemberRecord, type RoleRecord } from '../domain/records/organisation.js';

export interface MembershipSummary {
  organisationId: string;
  organisationName: string;
  legalName: string;
  roleId: string;
  role: string | null;
  roleName: string;
  isOwner: boolean;
  permissions: string[];
  scope: 'all' | 'accounts';
  accountIds: string[];
}

/** What a membership grants: the role, its permissions and the scope (shared by Member and Membership summary). */
export const accessGrantOf = (member: MemberRecord, role: RoleRecord | undefined) => ({
  roleId: member.roleId,
  role: role?.key ?? null,
  roleName: role?.name ?? '',
  isOwner: member.isOwner,
  permissions: role?.permissions ?? [],
  scope: member.scope,
  accountIds: member.accountIds,
});

export async function membershipSummaries(userId: string): Promise<MembershipSummary[]> {
  const memberships = await listMembershipsOfUser(userId);
  const summaries = await Promise.all(
    memberships.map(async (member): Promise<MembershipSummary | undefined> => {
      const [organisation, role] = await Promise.all([
        getOrganisation(member.organisationId),
        getRole(member.organisationId, member.roleId),
      ]);
      if (!organisation) return undefined;
      return {
        organisationId: organisation.id,
        organisationName: organisation.name,
        legalName: organisation.legalName,
        ...accessGrantOf(member, role),
      };
    }),
  );
  return summaries
    .filter((s): s is MembershipSummary => s !== undefined)
    .sort((a, b) => a.organisationName.localeCompare(b.organisationName));
}

/** Membership summaries without `legalName` (the `memberships` member of login and /auth/me). */
export const toMembershipSummary = ({ legalName: _legalName, ...summary }: MembershipSummary) => summary;

/** The organisation list item: id, name, legalName and the membership fields. */
export const toOrganisationListItem = (s: MembershipSummary) => ({
  id: s.organisationId,
  name: s.organisationName,
  legalName: s.legalName,
  roleId: s.roleId,
  role: s.role,
  roleName: s.roleName,
  isOwner: s.isOwner,
  permissions: s.permissions,
  scope: s.scope,
  accountIds: s.accountIds,
});
