// Changing a member's access, removing a member, cancelling an invitation. The owner is
// neither changed nor removed here: ownership moves only by an ownership transfer.
//
// Primary course (each): read the current state for a precise answer, then one transaction
// conditional on that state (the owner stays untouchable even if it moved meanwhile) with
// its audit entry. A member changes or removes only a member within their reach (grants.ts:
// no permission they lack, no account outside their scope), checked against the access the
// transaction then finds unchanged. A removed member loses access at the next request: the guard reads the
// membership on every request; their sessions stay, for their other organisations.
import { AppError, notFound, validationFailed } from '../domain/errors.js';
import { failedConditionIndexes, isConditionFailure, type TransactItem } from '../store/client.js';
import { getMember, getRole } from '../store/organisations-repository.js';
import { type MemberRecord } from '../domain/records/organisation.js';
import { getInvitation, invitationCancel, memberAccessUpdate, memberDelete, roleUsableCheck } from '../store/team-repository.js';
import { transact } from '../store/transact.js';
import { requireWithinReach, resolveGrant, type GrantInput, type Grantor } from './grants.js';
import { teamAudit, type TeamChange } from './team-change.js';

const ownerImmutable = () =>
  new AppError('owner_immutable', 'The owner cannot be changed or removed; transfer the ownership first.');

/** The member, when the grantor may change or remove them: not the owner, and within the grantor's reach. */
async function changeableMember(organisationId: string, userId: string, grantor: Grantor): Promise<MemberRecord> {
  const member = await getMember(organisationId, userId);
  if (!member) throw notFound('member_not_found', 'Member');
  if (member.isOwner) throw ownerImmutable();
  const role = await getRole(organisationId, member.roleId);
  requireWithinReach(grantor, { permissions: role?.permissions ?? [], scope: member.scope, accountIds: member.accountIds }, 'a member', 'account_out_of_scope');
  return member;
}

/** Explains a failed member write: the member left, or became the owner, meanwhile. */
async function memberWriteFailure(organisationId: string, userId: string): Promise<AppError> {
  const member = await getMember(organisationId, userId);
  if (!member) return notFound('member_not_found', 'Member');
  if (member.isOwner) return ownerImmutable();
  return new AppError('conflict', 'The member changed meanwhile; retry.');
}

export async function changeMember(input: TeamChange & { userId: string; grantor: Grantor; grant: GrantInput }) {
  const now = input.now ?? new Date();
  const before = await changeableMember(input.organisationId, input.userId, input.grantor);
  const grant = await resolveGrant(input.organisationId, input.grantor, input.grant, 'account_out_of_scope');
  const writes: TransactItem[] = [
    memberAccessUpdate(input.organisationId, input.userId, { roleId: grant.role.id, scope: grant.scope, accountIds: grant.accountIds }, before),
    roleUsableCheck(input.organisationId, grant.role.id, now),
    teamAudit(input, now, {
      action: 'member.role_changed',
      target: { type: 'user', id: input.userId },
      details: {
        from: { roleId: before.roleId, scope: before.scope, accountIds: before.accountIds },
        to: { roleId: grant.role.id, scope: grant.scope, accountIds: grant.accountIds },
      },
    }),
  ];
  try {
    await transact(writes);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const failed = failedConditionIndexes(error);
    if (failed.includes(0)) throw await memberWriteFailure(input.organisationId, input.userId);
    throw validationFailed([{ field: 'roleId', message: 'is not a role of this organisation' }]);
  }
}

export async function removeMember(input: TeamChange & { userId: string; grantor: Grantor }) {
  const now = input.now ?? new Date();
  const before = await changeableMember(input.organisationId, input.userId, input.grantor);
  try {
    await transact([
      memberDelete(input.organisationId, input.userId, before),
      teamAudit(input, now, {
        action: 'member.removed',
        target: { type: 'user', id: input.userId },
        details: { roleId: before.roleId, scope: before.scope, accountIds: before.accountIds },
      }),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    throw await memberWriteFailure(input.organisationId, input.userId);
  }
}

/** Cancels a pending invitation: its link is refused from then on (400 `invalid_token`). */
export async function cancelInvitation(input: TeamChange & { invitationId: string }) {
  const now = input.now ?? new Date();
  const invitation = await getInvitation(input.organisationId, input.invitationId);
  if (!invitation) throw notFound('invitation_not_found', 'Invitation');
  const notPending = () =>
    new AppError('invalid_transition', `This invitation is ${invitation.status}; only a pending invitation can be cancelled.`);
  if (invitation.status !== 'pending') throw notPending();
  try {
    await transact([
      invitationCancel(invitation, input.actor.id, now),
      teamAudit(input, now, {
        action: 'invitation.cancelled',
        target: { type: 'invitation', id: invitation.id },
        details: { email: invitation.email, roleId: invitation.roleId },
      }),
    ]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const current = await getInvitation(input.organisationId, input.invitationId);
    throw new AppError(
      'invalid_transition',
      `This invitation is ${current?.status ?? 'gone'}; only a pending invitation can be cancelled.`,
    );
  }
}
