// The team of an organisation (GET /organisations/{id}/members): its members with their
// role, permissions and scope, and the invitations still pending.
import { listMembers, listRoles } from '../store/organisations-repository.js';
import { type MemberRecord, type RoleRecord } from '../domain/records/organisation.js';
import { isPendingInvitation, listInvitations } from '../store/team-repository.js';
import { getUser } from '../store/users-repository.js';
import { type UserRecord } from '../domain/records/user.js';
import { accessGrantOf } from '../identity/memberships.js';
import { toInvitation } from './invitations.js';

/** The Member resource of the contract. */
export function toMember(member: MemberRecord, user: UserRecord, role: RoleRecord | undefined) {
  return {
    userId: member.userId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    ...accessGrantOf(member, role),
    lastLoginAt: user.lastLoginAt,
    joinedAt: member.joinedAt,
  };
}

export type Member = ReturnType<typeof toMember>;

/** Members oldest first; pending, unexpired invitations oldest first. */
export async function listTeam(organisationId: string, now = new Date()) {
  const [members, roles, invitations] = await Promise.all([
    listMembers(organisationId),
    listRoles(organisationId),
    listInvitations(organisationId),
  ]);
  const roleById = new Map(roles.map((r) => [r.id, r]));
  const users = await Promise.all(members.map((m) => getUser(m.userId)));
  const memberViews = members
    .flatMap((member, i) => (users[i] ? [toMember(member, users[i], roleById.get(member.roleId))] : []))
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId));
  const invitationViews = invitations
    .filter((invitation) => isPendingInvitation(invitation, now))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id))
    .map((invitation) => toInvitation(invitation, roleById.get(invitation.roleId)?.name ?? ''));
  return { members: memberViews, invitations: invitationViews };
}
