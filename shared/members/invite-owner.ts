// Sending an organisation's owner invitation again (POST /admin/organisations/{id}/owner-invitation):
// staff onboarded the organisation, and its owner has not joined: the email was lost, the link
// expired after 7 days, or the address was mistyped. Staff send a fresh link, to the same address
// or to a corrected one.
//
// Primary course:
// 1. the organisation exists (404 `organisation_not_found`) and no owner has joined it (409
//    `owner_already_joined`);
// 2. the address is the one given, else the latest owner invitation's (400 when there is none);
//    an address that is already a member's is refused (409 `already_member`);
// 3. one transaction: the check that the organisation still has no owner, the new invitation
//    (administrator, scope all, as owner) with its token and email, the cancellation of every
//    pending owner invitation (their links stop working), the audit entry;
// 4. the email is handed to the queue.
import { AppError, validationFailed } from '../domain/errors.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import { getMember, getOrganisation, listMembers, listRoles, organisationWithoutOwnerCheck } from '../store/organisations-repository.js';
import { isPendingInvitation, listInvitations } from '../store/team-repository.js';
import { transact } from '../store/transact.js';
import { findUserByEmail, normaliseEmail } from '../store/users-repository.js';
import { buildOwnerInvitation, invitationSendWrites } from './invitations.js';
import { type TeamChange } from './team-change.js';

const ownerJoined = () => new AppError('owner_already_joined', 'The owner has joined this organisation already; invitations are now theirs to send.');

export async function reinviteOwner(input: TeamChange & { email?: string }) {
  const now = input.now ?? new Date();
  const { organisationId } = input;
  const organisation = await getOrganisation(organisationId);
  if (!organisation) throw new AppError('organisation_not_found', 'Organisation was not found.');
  const [members, invitations, roles] = await Promise.all([listMembers(organisationId), listInvitations(organisationId), listRoles(organisationId)]);
  if (organisation.ownerUserId || members.some((member) => member.isOwner)) throw ownerJoined();

  const ownerInvitations = invitations.filter((i) => i.asOwner).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const email = input.email ? normaliseEmail(input.email) : ownerInvitations[0]?.email;
  if (!email) throw validationFailed([{ field: 'email', message: 'is required: the organisation has no owner invitation to send again' }]);
  const user = await findUserByEmail(email);
  if (user && (await getMember(organisationId, user.id))) {
    throw new AppError('already_member', 'This email is already a member of the organisation.');
  }
  const administrator = roles.find((role) => role.key === 'administrator');
  if (!administrator) throw new AppError('internal_error', 'The organisation has no administrator role.');
  const superseded = ownerInvitations.filter((i) => isPendingInvitation(i, now));

  const built = buildOwnerInvitation({
    organisationId,
    organisationName: organisation.name,
    email,
    roleId: administrator.id,
    invitedBy: input.actor.id,
    now,
  });
  await transact(
    [
      organisationWithoutOwnerCheck(organisationId),
      ...invitationSendWrites(built, superseded, input, now, { action: 'organisation.owner_invited', details: { email } }),
    ],
    // The owner joined meanwhile (the check, or a superseded invitation accepted), or another
    // staff member sent one at the same moment.
    (failed) => (failed.includes(0) ? ownerJoined() : new AppError('conflict', 'The owner invitations changed meanwhile; retry.')),
  );
  await dispatchOutbox([built.outboxEventId]);
  return { invitation: built.invitation, roleName: administrator.name, link: built.link };
}
