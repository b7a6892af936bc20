// Accepting an invitation (POST /invitations/accept).
//
// Primary course:
// 1. the token names a pending, unexpired invitation;
// 2. the invited email has no account: one is created (password rules apply); it has one:
//    the caller must be signed in as that email;
// 3. the token is claimed first (one conditional write, for 30 seconds), so that of parallel
//    acceptances one goes on and the others stop before any password is hashed;
// 4. one transaction: the membership (owner for an owner invitation), the invitation
//    accepted, the token consumed; a replay of the same token cannot join twice. A failure
//    after the claim releases it, so the invitation stays usable.
import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { AppError } from '../domain/errors.js';
import { checkPasswordRules, hashPassword } from '../identity/passwords.js';
import { sha256 } from '../identity/tokens.js';
import { auditPut } from '../store/audit-repository.js';
import { db, failedConditionIndexes, isConditionFailure, tableName, type TransactItem } from '../store/client.js';
import { keys } from '../store/keys.js';
import { memberPut, type MemberRecord } from '../store/organisations-repository.js';
import { buildUser, findUserByEmail, userPuts, type UserRecord } from '../store/users-repository.js';
import type { InvitationRecord, TokenRecord } from './invitations.js';

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

/** Claims the token for this acceptance: one conditional write; false when another holds it. */
async function claimToken(tokenKey: Record<string, string>, now: Date): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: tokenKey,
        UpdateExpression: 'SET claimedUntil = :until',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeValues: { ':until': now.getTime() + CLAIM_SECONDS * 1000, ':now': now.getTime() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function releaseToken(tokenKey: Record<string, string>): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: tokenKey, UpdateExpression: 'REMOVE claimedUntil', ConditionExpression: 'attribute_exists(PK)' }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function acceptInvitation(input: AcceptInput) {
  const now = input.now ?? new Date();
  const tokenKey = keys.token.item(sha256(input.token));
  const token = (await db().send(new GetCommand({ TableName: tableName(), Key: tokenKey, ConsistentRead: true })))
    .Item as TokenRecord | undefined;
  if (!token || token.kind !== 'invitation' || Date.parse(token.expiresAt) <= now.getTime()) throw invalid();
  const invitationKey = keys.organisation.invitation(token.organisationId!, token.invitationId!);
  const invitation = (await db().send(new GetCommand({ TableName: tableName(), Key: invitationKey, ConsistentRead: true })))
    .Item as InvitationRecord | undefined;
  if (!invitation || invitation.status !== 'pending' || Date.parse(invitation.expiresAt) <= now.getTime()) throw invalid();

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
  if (!(await claimToken(tokenKey, now))) {
    throw new AppError('invalid_token', 'This invitation is being accepted by another request.');
  }
  try {
    return await acceptClaimed(input, now, tokenKey, invitation, existing);
  } catch (error) {
    await releaseToken(tokenKey);
    throw error;
  }
}

async function acceptClaimed(
  input: AcceptInput,
  now: Date,
  tokenKey: Record<string, string>,
  invitation: InvitationRecord,
  existing: UserRecord | undefined,
) {
  const invitationKey = keys.organisation.invitation(invitation.organisationId, invitation.id);
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
    {
      Update: {
        TableName: tableName(),
        Key: invitationKey,
        UpdateExpression: 'SET #status = :accepted, acceptedAt = :now, acceptedBy = :user',
        ConditionExpression: '#status = :pending AND expiresAt > :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':accepted': 'accepted', ':pending': 'pending', ':now': now.toISOString(), ':user': user.id },
      },
    },
    { Delete: { TableName: tableName(), Key: tokenKey, ConditionExpression: 'attribute_exists(PK)' } },
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
    writes.push({
      Update: {
        TableName: tableName(),
        Key: keys.organisation.item(invitation.organisationId),
        UpdateExpression: 'SET ownerUserId = :user, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(ownerUserId)',
        ExpressionAttributeValues: { ':user': user.id, ':now': now.toISOString() },
      },
    });
  }
  try {
    await db().send(new TransactWriteCommand({ TransactItems: writes }));
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const failed = failedConditionIndexes(error);
    if (failed.includes(memberIndex)) throw new AppError('already_member', 'You are already a member of this organisation.');
    if (!existing && failed.some((i) => i < memberIndex)) {
      throw new AppError('email_taken', 'An account with this email was just created: sign in, then accept.');
    }
    throw invalid();
  }
  return { organisationId: invitation.organisationId, userId: user.id, accountCreated: !existing };
}
