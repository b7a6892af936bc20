// Accepting an invitation (POST /invitations/accept).
//
// Primary course:
// 1. the token names a pending, unexpired invitation;
// 2. the token is claimed first (one conditional write, for 30 seconds), so that of parallel
//    acceptances one goes on and the others stop, before any password is hashed;
// 3. the invited email has no account: one is created (password rules apply); it has one:
//    the caller must be signed in as that email;
// 4. one transaction: the membership (owner for an owner invitation), the invitation
//    accepted, the token consumed; a replay of the same token cannot join twice. A failure
//    after the claim releases it, so the invitation stays usable.
import { AppError } from '../domain/errors.js';
import { checkPasswordRules, hashPassword } from '../identity/passwords.js';
import { sha256 } from '../domain/tokens.js';
import { auditPut } from '../store/audit-repository.js';
import { memberPut, organisationOwnerSet } from '../store/organisations-repository.js';
import { type MemberRecord } from '../domain/records/organisation.js';
import { getInvitation, invitationAccept } from '../store/team-repository.js';
import { type InvitationRecord } from '../domain/records/invitation.js';
import { claimToken, getToken, releaseToken, tokenConsume } from '../store/tokens-repository.js';
import { transact } from '../store/transact.js';
import { type TransactItem } from '../store/client.js';
import { buildUser, findUserByEmail, userPuts } from '../store/users-repository.js';
import { type UserRecord } from '../domain/records/user.js';

const invalid = () => new AppError('invalid_token', 'This invitation is invalid, expired, cancelled or already used.');

export interface AcceptInput {
  token: string;
  newAccount?: { firstName: string; lastName: string; password: string };
  /** The user of the caller's session, if any. */
  sessionUser?: UserRecord;
  clientIp: string;
  now?: Date;
}

/** How long a claimed token stays out of reach of other acceptances (longer than any acceptance takes). */
const CLAIM_SECONDS = 30;

export async function acceptInvitation(input: AcceptInput) {
  const now = input.now ?? new Date();
  const tokenHash = sha256(input.token);
  const token = await getToken(tokenHash);
  if (!token || token.kind !== 'invitation' || Date.parse(token.expiresAt) <= now.getTime()) throw invalid();
  const invitation = await getInvitation(token.organisationId!, token.invitationId!);
  if (!invitation || invitation.status !== 'pending' || Date.parse(invitation.expiresAt) <= now.getTime()) throw invalid();

  // Claimed before anything else is read: a request that comes second must learn that the
  // invitation is taken, not that the account the first one just created exists.
  if (!(await claimToken(tokenHash, now, CLAIM_SECONDS))) {
    throw new AppError('invalid_token', 'This invitation is being accepted by another request.');
  }
  try {
    return await acceptClaimed(input, now, tokenHash, invitation);
  } catch (error) {
    await releaseToken(tokenHash);
    throw error;
  }
}

async function acceptClaimed(input: AcceptInput, now: Date, tokenHash: string, invitation: InvitationRecord) {
  const existing = await findUserByEmail(invitation.email);
  if (existing) {
    if (!input.sessionUser || input.sessionUser.id !== existing.id) {
      throw new AppError(
        'unauthenticated',
        'This email already has an account: sign in as that user, then accept the invitation.',
      );
    }
  } else {
    if (!input.newAccount) {
      throw new AppError('validation_failed', 'firstName, lastName and password are required to create the account.', {
        fields: ['firstName', 'lastName', 'password'].map((field) => ({ field, message: 'required' })),
      });
    }
    checkPasswordRules(input.newAccount.password);
  }
  let user: UserRecord;
  const writes: TransactItem[] = [];
  if (existing) {
    user = existing;
  } else {
    const newAccount = input.newAccount!;
    user = buildUser(
      {
        email: invitation.email,
        firstName: newAccount.firstName,
        lastName: newAccount.lastName,
        platformRole: 'merchant',
        passwordHash: await hashPassword(newAccount.password),
      },
      now,
    );
    writes.push(...userPuts(user));
  }

  const member: MemberRecord = {
    organisationId: invitation.organisationId,
    userId: user.id,
    roleId: invitation.roleId,
    scope: invitation.scope,
    accountIds: invitation.accountIds,
    isOwner: invitation.asOwner,
    joinedAt: now.toISOString(),
  };
  const memberIndex = writes.length;
  writes.push(
    memberPut(member),
    invitationAccept(invitation, user.id, now),
    tokenConsume(tokenHash),
    auditPut(
      {
        organisationId: invitation.organisationId,
        actor: { type: 'user', id: user.id, label: user.email },
        action: invitation.asOwner ? 'member.joined_as_owner' : 'member.joined',
        target: { type: 'user', id: user.id },
        clientIp: input.clientIp,
        details: { invitationId: invitation.id, roleId: invitation.roleId, accountCreated: !existing },
      },
      now,
    ),
  );
  if (invitation.asOwner) {
    // One owner per organisation: the organisation item records it, once.
    writes.push(organisationOwnerSet(invitation.organisationId, user.id, now));
  }
  await transact(writes, (failed) => {
    if (failed.includes(memberIndex)) return new AppError('already_member', 'You are already a member of this organisation.');
    if (!existing && failed.some((i) => i < memberIndex)) {
      return new AppError('email_taken', 'An account with this email was just created: sign in, then accept.');
    }
    return invalid();
  });
  return { organisationId: invitation.organisationId, userId: user.id, accountCreated: !existing };
}
