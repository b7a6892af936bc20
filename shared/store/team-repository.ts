// The invitations of an organisation, and the writes on its members and roles, for the team
// use cases' transactions (the basic reads of members and roles, and their creation, live in
// organisations-repository; invitation tokens in tokens-repository). Every state move is
// conditional on the state it starts from.
import type { Permission } from '../domain/permissions.js';
import { getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { itemCheck, itemDelete, itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { queryOrganisationItems } from './organisations-repository.js';
import { writeIfStill } from './transact.js';
import { type RoleRecord, type Scope } from '../domain/records/organisation.js';
import type { InvitationRecord } from '../domain/records/invitation.js';


/**
 * A role marked for deletion stays marked this long at most: the deletion checks that no
 * member or invitation uses it, then deletes it; a mark left by a crashed deletion lapses.
 */
export const ROLE_DELETION_LEASE_MS = 30_000;

export const listInvitations = (organisationId: string) =>
  queryOrganisationItems<InvitationRecord>(organisationId, keys.organisation.invitationPrefix);

export async function getInvitation(organisationId: string, invitationId: string): Promise<InvitationRecord | undefined> {
  const item = await getItem(keys.organisation.invitation(organisationId, invitationId));
  if (!item) return undefined;
  const { PK: _a, SK: _b, ...invitation } = item;
  return invitation as InvitationRecord;
}

export const isPendingInvitation = (invitation: InvitationRecord, now: Date) =>
  invitation.status === 'pending' && Date.parse(invitation.expiresAt) > now.getTime();

/** A new invitation (its id must be new). */
export function invitationPut(invitation: InvitationRecord): TransactItem {
  return newItemPut({ ...keys.organisation.invitation(invitation.organisationId, invitation.id), ...invitation });
}

/** Accepts a pending, unexpired invitation on behalf of `userId`. */
export function invitationAccept(invitation: InvitationRecord, userId: string, now: Date): TransactItem {
  return itemUpdate(keys.organisation.invitation(invitation.organisationId, invitation.id), {
    UpdateExpression: 'SET #status = :accepted, acceptedAt = :now, acceptedBy = :user',
    ConditionExpression: '#status = :pending AND expiresAt > :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':accepted': 'accepted', ':pending': 'pending', ':now': now.toISOString(), ':user': userId },
  });
}

/** Cancels a pending invitation (its token is refused from then on). */
export function invitationCancel(invitation: InvitationRecord, cancelledBy: string | null, now: Date): TransactItem {
  return itemUpdate(keys.organisation.invitation(invitation.organisationId, invitation.id), {
    UpdateExpression: 'SET #status = :cancelled, cancelledAt = :now, cancelledBy = :by',
    ConditionExpression: '#status = :pending',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':cancelled': 'cancelled', ':pending': 'pending', ':now': now.toISOString(), ':by': cancelledBy },
  });
}

/** Changes the role and scope of a member who is not the owner. */
/** The access a member had when a change of theirs was checked against it. */
type MemberAccess = { roleId: string; scope: Scope; accountIds: readonly string[] };

/** The condition that the member still holds `was` (a change checked against it must not land on another). */
const stillHolds = (was: MemberAccess) => ({
  condition: 'roleId = :wasRoleId AND #scope = :wasScope AND accountIds = :wasAccountIds',
  values: { ':wasRoleId': was.roleId, ':wasScope': was.scope, ':wasAccountIds': was.accountIds },
});

export function memberAccessUpdate(organisationId: string, userId: string, access: MemberAccess, was: MemberAccess): TransactItem {
  const held = stillHolds(was);
  return itemUpdate(keys.organisation.member(organisationId, userId), {
    UpdateExpression: 'SET roleId = :roleId, #scope = :scope, accountIds = :accountIds',
    ConditionExpression: `attribute_exists(PK) AND isOwner = :false AND ${held.condition}`,
    ExpressionAttributeNames: { '#scope': 'scope' },
    ExpressionAttributeValues: {
      ':roleId': access.roleId,
      ':scope': access.scope,
      ':accountIds': access.accountIds,
      ':false': false,
      ...held.values,
    },
  });
}

/** The member still holds this role and scope (what a grant of theirs was checked against). */
export function memberGrantCheck(
  organisationId: string,
  userId: string,
  access: { roleId: string; scope: Scope; accountIds: readonly string[] },
): TransactItem {
  return itemCheck(keys.organisation.member(organisationId, userId), {
    ConditionExpression: 'attribute_exists(PK) AND roleId = :roleId AND #scope = :scope AND accountIds = :accountIds',
    ExpressionAttributeNames: { '#scope': 'scope' },
    ExpressionAttributeValues: { ':roleId': access.roleId, ':scope': access.scope, ':accountIds': [...access.accountIds] },
  });
}

/** The member exists and is (`isOwner` true) or is not (false) the owner. */
export function memberOwnerCheck(organisationId: string, userId: string, isOwner: boolean): TransactItem {
  return itemCheck(keys.organisation.member(organisationId, userId), {
    ConditionExpression: `attribute_exists(PK) AND isOwner = ${isOwner ? ':true' : ':false'}`,
    ExpressionAttributeValues: isOwner ? { ':true': true } : { ':false': false },
  });
}

/**
 * Makes a member the owner (`isOwner` true) or no longer the owner (false), an administrator
 * of every account either way; conditioned on the member holding the other state.
 */
export function memberOwnershipUpdate(
  organisationId: string,
  userId: string,
  isOwner: boolean,
  administratorRoleId: string,
): TransactItem {
  return itemUpdate(keys.organisation.member(organisationId, userId), {
    UpdateExpression: 'SET isOwner = :isOwner, roleId = :roleId, #scope = :all, accountIds = :none',
    ConditionExpression: 'attribute_exists(PK) AND isOwner = :wasOwner',
    ExpressionAttributeNames: { '#scope': 'scope' },
    ExpressionAttributeValues: {
      ':isOwner': isOwner,
      ':wasOwner': !isOwner,
      ':roleId': administratorRoleId,
      ':all': 'all',
      ':none': [],
    },
  });
}

/** Removes a member who is not the owner. */
export function memberDelete(organisationId: string, userId: string, was: MemberAccess): TransactItem {
  const held = stillHolds(was);
  return itemDelete(keys.organisation.member(organisationId, userId), {
    ConditionExpression: `attribute_exists(PK) AND isOwner = :false AND ${held.condition}`,
    ExpressionAttributeNames: { '#scope': 'scope' },
    ExpressionAttributeValues: { ':false': false, ...held.values },
  });
}

/** The role exists and no deletion is under way: a grant and a deletion cannot cross. */
export function roleUsableCheck(organisationId: string, roleId: string, now: Date): TransactItem {
  return itemCheck(keys.organisation.role(organisationId, roleId), {
    ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(deletingUntil) OR deletingUntil < :now)',
    ExpressionAttributeValues: { ':now': now.toISOString() },
  });
}

/** Claims a custom role name (case-insensitive) in the organisation. */
export function roleNamePut(organisationId: string, name: string, roleId: string): TransactItem {
  return newItemPut({ ...keys.organisation.roleName(organisationId, name), roleId });
}

export function roleNameDelete(organisationId: string, name: string, roleId: string): TransactItem {
  return itemDelete(keys.organisation.roleName(organisationId, name), {
    ConditionExpression: 'roleId = :roleId',
    ExpressionAttributeValues: { ':roleId': roleId },
  });
}

/** Changes a custom role; predefined roles are fixed. */
export function roleUpdate(
  role: RoleRecord,
  changes: { name: string; description: string | null; permissions: Permission[] },
  now: Date,
): TransactItem {
  return itemUpdate(keys.organisation.role(role.organisationId, role.id), {
    UpdateExpression: 'SET #name = :name, description = :description, #permissions = :permissions, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK) AND predefined = :false',
    ExpressionAttributeNames: { '#name': 'name', '#permissions': 'permissions' },
    ExpressionAttributeValues: {
      ':name': changes.name,
      ':description': changes.description,
      ':permissions': changes.permissions,
      ':now': now.toISOString(),
      ':false': false,
    },
  });
}

/**
 * Marks a custom role for deletion. From then on, grants of the role are refused (their
 * transactions check `roleUsableCheck`), so a usage check made after the mark is final.
 * False when the role is predefined, gone, or being deleted by another request.
 */
export async function markRoleDeleting(role: RoleRecord, now: Date): Promise<string | undefined> {
  const until = new Date(now.getTime() + ROLE_DELETION_LEASE_MS).toISOString();
  const marked = await writeIfStill(
    itemUpdate(keys.organisation.role(role.organisationId, role.id), {
      UpdateExpression: 'SET deletingUntil = :until',
      ConditionExpression: 'attribute_exists(PK) AND predefined = :false AND (attribute_not_exists(deletingUntil) OR deletingUntil < :now)',
      ExpressionAttributeValues: { ':until': until, ':now': now.toISOString(), ':false': false },
    }),
  );
  return marked ? until : undefined;
}

/** Lifts this deletion's mark (a mark that lapsed, taken by another deletion since, is left to it). */
export async function unmarkRoleDeleting(role: RoleRecord, until: string): Promise<void> {
  await writeIfStill(
    itemUpdate(keys.organisation.role(role.organisationId, role.id), {
      UpdateExpression: 'REMOVE deletingUntil',
      ConditionExpression: 'deletingUntil = :until',
      ExpressionAttributeValues: { ':until': until },
    }),
  );
}

export function roleDelete(role: RoleRecord, deletingUntil: string): TransactItem {
  return itemDelete(keys.organisation.role(role.organisationId, role.id), {
    ConditionExpression: 'deletingUntil = :until',
    ExpressionAttributeValues: { ':until': deletingUntil },
  });
}
