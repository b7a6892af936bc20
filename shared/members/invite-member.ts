// Inviting someone to an organisation (POST /organisations/{id}/members).
//
// Primary course:
// 1. the grant is valid: a role and accounts of this organisation, within what the inviter holds;
// 2. the email is not already a member's (409 `already_member`);
// 3. one transaction: the invitation, its token (stored hashed), the email in the outbox, the
//    audit entry; a pending invitation to the same email is superseded (cancelled), so that
//    inviting again re-sends a fresh link; the role must still exist and not be being deleted;
// 4. the email is handed to the queue.
import { AppError, validationFailed } from '../domain/errors.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import type { Actor } from '../domain/records/audit.js';
import { getMember } from '../store/organisations-repository.js';
import { type OrganisationRecord } from '../domain/records/organisation.js';
import { isPendingInvitation, listInvitations, roleUsableCheck } from '../store/team-repository.js';
import { transact } from '../store/transact.js';
import { type TransactItem } from '../store/client.js';
import { findUserByEmail, normaliseEmail } from '../store/users-repository.js';
import { resolveGrant, type GrantInput, type Grantor } from './grants.js';
import { buildInvitation, invitationSendWrites } from './invitations.js';

export async function inviteMember(input: {
  organisation: OrganisationRecord;
  grantor: Grantor;
  email: string;
  grant: GrantInput;
  actor: Actor;
  clientIp: string | null;
  now?: Date;
}) {
  const now = input.now ?? new Date();
  const organisationId = input.organisation.id;
  const email = normaliseEmail(input.email);
  const grant = await resolveGrant(organisationId, input.grantor, input.grant, 'account_out_of_scope');

  const [user, invitations] = await Promise.all([findUserByEmail(email), listInvitations(organisationId)]);
  if (user && (await getMember(organisationId, user.id))) {
    throw new AppError('already_member', 'This email is already a member of the organisation.');
  }
  const superseded = invitations.filter((i) => i.email === email && isPendingInvitation(i, now) && !i.asOwner);

  const built = buildInvitation({
    organisationId,
    organisationName: input.organisation.name,
    email,
    roleId: grant.role.id,
    scope: grant.scope,
    accountIds: grant.accountIds,
    asOwner: false,
    invitedBy: input.actor.id,
    now,
  });
  const writes: TransactItem[] = [
    roleUsableCheck(organisationId, grant.role.id, now),
    ...invitationSendWrites(built, superseded, { ...input, organisationId }, now, {
      action: 'member.invited',
      details: { email, roleId: grant.role.id, scope: grant.scope, accountIds: grant.accountIds },
    }),
  ];
  await transact(writes, (failed) =>
    failed.includes(0)
      ? validationFailed([{ field: 'roleId', message: 'is not a role of this organisation' }])
      : new AppError('conflict', 'The invitations of this email changed meanwhile; retry.'),
  );
  await dispatchOutbox([built.outboxEventId]);
  return { invitation: built.invitation, roleName: grant.role.name, link: built.link };
}
