// Organisations, with their members and roles in the same partition.
import { randomUUID } from 'node:crypto';
import { PREDEFINED_ROLES, predefinedRoleOf } from '../domain/permissions.js';
import { getItem } from './batch-get.js';
import type { TransactItem } from './client.js';
import { readFromCopies } from './copy-reads.js';
import { itemCheck, itemPut, itemUpdate, newItemPut, setAssignments } from './item-writes.js';
import { keys } from './keys.js';
import { everyPage, partitionQuery, queryFirstPage, queryPage, queryPartition, type Page } from './pagination.js';
import type { OrganisationRecord, MemberRecord, RoleRecord } from '../domain/records/organisation.js';


const strip = <T>(item: Record<string, unknown> | undefined): T | undefined => {
  if (!item) return undefined;
  const { PK: _a, SK: _b, GSI1PK: _c, GSI1SK: _d, GSI2PK: _e, GSI2SK: _f, ...rest } = item;
  return rest as T;
};

export function organisationPut(org: OrganisationRecord) {
  return newItemPut({ ...keys.organisation.item(org.id), GSI1PK: keys.organisation.all(), GSI1SK: keys.organisation.created(org), ...org });
}

/** The organisation's copy of its default account, written beside the default pointer's move. */
export function organisationDefaultAccountSet(organisationId: string, accountId: string): TransactItem {
  return itemUpdate(keys.organisation.item(organisationId), {
    UpdateExpression: 'SET defaultAccountId = :id',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':id': accountId },
  });
}

/** The predefined roles of a new organisation (fixed; each gets its own id). */
export function predefinedRoles(organisationId: string, now: Date): RoleRecord[] {
  return PREDEFINED_ROLES.map((role) => ({
    id: randomUUID(),
    organisationId,
    key: role.key,
    name: role.name,
    description: role.description,
    predefined: true,
    permissions: [...role.permissions],
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  }));
}

export function rolePut(role: RoleRecord) {
  return newItemPut({ ...keys.organisation.role(role.organisationId, role.id), ...role });
}

export function memberPut(member: MemberRecord, options: { mustBeNew?: boolean } = { mustBeNew: true }) {
  const item = {
    ...keys.organisation.member(member.organisationId, member.userId),
    GSI1PK: keys.user.memberships(member.userId),
    GSI1SK: keys.organisation.membershipOf(member.organisationId),
    ...member,
  };
  return options.mustBeNew ? newItemPut(item) : itemPut(item);
}

/** A condition on the organisation item besides its existence, with its names and values. */
export interface OrganisationCondition {
  expression: string;
  names?: Record<string, string>;
  values: Record<string, unknown>;
}

/** Sets fields of an existing organisation, on `condition` when given. */
export function organisationUpdate(organisationId: string, set: Record<string, unknown>, condition?: OrganisationCondition): TransactItem {
  const names: Record<string, string> = { ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const assignments = setAssignments(set, names, values, { name: '#f', value: ':v' });
  return itemUpdate(keys.organisation.item(organisationId), {
    UpdateExpression: `SET ${assignments.join(', ')}`,
    ConditionExpression: ['attribute_exists(PK)', condition?.expression].filter(Boolean).join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  });
}

/** Records the organisation's first owner, once: it must have none yet. */
export function organisationOwnerSet(organisationId: string, userId: string, now: Date): TransactItem {
  return itemUpdate(keys.organisation.item(organisationId), {
    UpdateExpression: 'SET ownerUserId = :user, updatedAt = :now',
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(ownerUserId)',
    ExpressionAttributeValues: { ':user': userId, ':now': now.toISOString() },
  });
}

/** The organisation exists and no owner has joined it yet (a new owner invitation may still be sent). */
export function organisationWithoutOwnerCheck(organisationId: string): TransactItem {
  return itemCheck(keys.organisation.item(organisationId), {
    ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(ownerUserId)',
  });
}

/** Moves the ownership from `fromUserId`, who must be the recorded owner, to `toUserId`. */
export function organisationOwnerMove(organisationId: string, fromUserId: string, toUserId: string, now: Date): TransactItem {
  return itemUpdate(keys.organisation.item(organisationId), {
    UpdateExpression: 'SET ownerUserId = :to, updatedAt = :now',
    ConditionExpression: 'ownerUserId = :from',
    ExpressionAttributeValues: { ':to': toUserId, ':from': fromUserId, ':now': now.toISOString() },
  });
}

/**
 * Claims the previous platform's organisation id for `organisationId` (its v2 relay): free, or
 * already this organisation's. Kept when the organisation is served again (a served
 * organisation is never relayed, whatever points at it).
 */
export function previousV2IdClaim(previousOrganisationId: string, organisationId: string, now: Date): TransactItem {
  const claim = { ...keys.organisation.previousV2Id(previousOrganisationId), organisationId, createdAt: now.toISOString() };
  return itemPut(claim, { ConditionExpression: 'attribute_not_exists(PK) OR organisationId = :org', ExpressionAttributeValues: { ':org': organisationId } });
}

/**
 * Claims a wallet id of the previous platform for one of the organisation's accounts: free, or
 * already this organisation's (then it may point at another of its accounts). Listed by
 * organisation (GSI1), found by wallet id.
 */
export function legacyWalletClaim(walletId: string, organisationId: string, paymentAccountId: string, now: Date): TransactItem {
  const claim = {
    ...keys.organisation.legacyWallet(walletId),
    GSI1PK: keys.organisation.legacyWallets(organisationId),
    GSI1SK: walletId,
    walletId,
    organisationId,
    paymentAccountId,
    createdAt: now.toISOString(),
  };
  return itemPut(claim, { ConditionExpression: 'attribute_not_exists(PK) OR organisationId = :org', ExpressionAttributeValues: { ':org': organisationId } });
}

/** A wallet id of the previous platform and the account it reaches here. */
export interface LegacyWallet {
  walletId: string;
  organisationId: string;
  paymentAccountId: string;
}

/** The organisation and account a wallet id of the previous platform reaches, if any organisation claimed it. */
export async function findLegacyWallet(walletId: string): Promise<LegacyWallet | undefined> {
  const item = await getItem(keys.organisation.legacyWallet(walletId.toLowerCase()), { consistent: false });
  if (!item) return undefined;
  const { walletId: id, organisationId, paymentAccountId } = item as LegacyWallet;
  return { walletId: id, organisationId, paymentAccountId };
}

/** The previous platform's wallet ids the organisation claimed, by wallet id. */
export async function listLegacyWallets(organisationId: string): Promise<LegacyWallet[]> {
  const items = await queryPartition(keys.organisation.legacyWallets(organisationId), { index: 'GSI1' });
  return items.map((item) => {
    const { walletId, paymentAccountId } = item as LegacyWallet;
    return { walletId, organisationId, paymentAccountId };
  });
}

/** An organisation record from its item (keys removed). */
export const organisationFromItem = (item: Record<string, unknown>) => strip<OrganisationRecord>(item)!;

/** An organisation, read strongly; `fromCopy` (the collecting paths) reads one of its read copies instead. */
export async function getOrganisation(organisationId: string, options: { fromCopy?: boolean } = {}): Promise<OrganisationRecord | undefined> {
  if (options.fromCopy) return strip<OrganisationRecord>((await readFromCopies([keys.organisation.item(organisationId)]))[0]);
  return strip<OrganisationRecord>(await getItem(keys.organisation.item(organisationId)));
}

export async function listOrganisations(cursor?: string | null, limit?: number): Promise<Page<OrganisationRecord>> {
  const page = await queryPage<Record<string, unknown>>({ index: 'GSI1', partition: keys.organisation.all(), cursor, limit });
  return { items: page.items.map((i) => strip<OrganisationRecord>(i)!), nextCursor: page.nextCursor };
}

/** The items of an organisation's partition whose sort key starts with `prefix`, read strongly. */
const organisationItemsFrom = (prefix: string) => ({ sortKey: 'begins_with(SK, :prefix)', values: { ':prefix': prefix }, ConsistentRead: true });

/** Every item of an organisation's partition whose sort key starts with `prefix`. */
export async function queryOrganisationItems<T>(organisationId: string, prefix: string): Promise<T[]> {
  const items = await queryPartition(keys.organisation.partition(organisationId), organisationItemsFrom(prefix));
  return items.map((i) => strip<T>(i)!);
}

/** A membership record from its item (keys removed). */
export const memberFromItem = (item: Record<string, unknown>) => strip<MemberRecord>(item)!;

export async function getMember(organisationId: string, userId: string): Promise<MemberRecord | undefined> {
  return strip<MemberRecord>(await getItem(keys.organisation.member(organisationId, userId)));
}

export const listMembers = (organisationId: string) => queryOrganisationItems<MemberRecord>(organisationId, keys.organisation.memberPrefix);
/** The number of members of an organisation (a count query: member items are not read). */
export async function countMembers(organisationId: string): Promise<number> {
  let count = 0;
  const members = partitionQuery(keys.organisation.partition(organisationId), { ...organisationItemsFrom(keys.organisation.memberPrefix), Select: 'COUNT' });
  for await (const page of everyPage(members)) count += page.Count ?? 0;
  return count;
}

/**
 * A role as every reader sees it: a predefined role's name, description and permissions are the
 * code's (shared/domain/permissions.ts), whatever its item says. The item keeps what was written
 * when the organisation was created; reading the definition from the code is what gives a
 * permission added to a predefined role (`payments.refund` to finance) to the organisations
 * created before it, at once and without a migration (docs/api-decisions.md, "Refunds").
 */
export function roleAsDefined(role: RoleRecord): RoleRecord {
  const definition = role.predefined ? predefinedRoleOf(role.key) : undefined;
  if (!definition) return role;
  return { ...role, name: definition.name, description: definition.description, permissions: [...definition.permissions] };
}

export const listRoles = async (organisationId: string): Promise<RoleRecord[]> =>
  (await queryOrganisationItems<RoleRecord>(organisationId, keys.organisation.rolePrefix)).map(roleAsDefined);

export async function getRole(organisationId: string, roleId: string): Promise<RoleRecord | undefined> {
  const item = await getItem(keys.organisation.role(organisationId, roleId));
  const role = strip<RoleRecord>(item);
  return role && roleAsDefined(role);
}

/** The memberships of a user, across organisations. */
export async function listMembershipsOfUser(userId: string): Promise<MemberRecord[]> {
  const items = await queryFirstPage(keys.user.memberships(userId), { index: 'GSI1' });
  return items.map((i) => strip<MemberRecord>(i)!);
}

/** The organisation whose keys on the previous platform carry this id (set with its v2 relay), if any. */
export async function findOrganisationByPreviousV2Id(previousOrganisationId: string): Promise<OrganisationRecord | undefined> {
  const item = await getItem(keys.organisation.previousV2Id(previousOrganisationId), { consistent: false });
  const organisationId = item?.organisationId as string | undefined;
  return organisationId ? getOrganisation(organisationId) : undefined;
}
