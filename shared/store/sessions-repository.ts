// Dashboard sessions. The cookie carries 256 random bits; only their hash is stored.
// A session ends after 30 idle minutes or 12 hours, whichever comes first.
import { newSecret, sha256 } from '../domain/tokens.js';
import { batchGetItems, getItem, itemAt } from './batch-get.js';
import { itemDelete, itemUpdate, newItemPut } from './item-writes.js';
import { keys } from './keys.js';
import { memberFromItem, organisationFromItem } from './organisations-repository.js';
import { userFromItem } from './users-repository.js';
import { everyPage, partitionQuery } from './pagination.js';
import { writeIfStill, writeOne } from './transact.js';
import type { MemberRecord, OrganisationRecord } from '../domain/records/organisation.js';
import type { UserRecord } from '../domain/records/user.js';

export const SESSION_IDLE_TIMEOUT_MS = 30 * 60_000;
export const SESSION_ABSOLUTE_LIFETIME_MS = 12 * 3600_000;
/** `lastSeenAt` is written at most this often, so that reads do not all become writes. */
const TOUCH_EVERY_MS = 60_000;

export interface SessionRecord {
  tokenHash: string;
  userId: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  reauthenticatedUntil: string | null;
  clientIp: string;
}

const ttlOf = (session: SessionRecord) =>
  Math.ceil(
    Math.min(Date.parse(session.lastSeenAt) + SESSION_IDLE_TIMEOUT_MS, Date.parse(session.expiresAt)) / 1000,
  );

export async function createSession(
  userId: string,
  clientIp: string,
  now = new Date(),
  reauthenticatedUntil: string | null = null,
): Promise<{ token: string; session: SessionRecord }> {
  const token = newSecret(32);
  const session: SessionRecord = {
    tokenHash: sha256(token),
    userId,
    createdAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_LIFETIME_MS).toISOString(),
    reauthenticatedUntil,
    clientIp,
  };
  await writeOne(
    newItemPut({
      ...keys.session.item(session.tokenHash),
      GSI1PK: keys.user.sessions(userId),
      GSI1SK: session.createdAt,
      ...session,
      ttl: ttlOf(session),
    }),
  );
  return { token, session };
}

/** The live session behind a cookie value, or undefined (unknown, idle too long, or too old). */
export async function findLiveSession(token: string, now = new Date()): Promise<SessionRecord | undefined> {
  if (!token || token.length > 100) return undefined;
  const session = (await getItem(keys.session.item(sha256(token)))) as SessionRecord | undefined;
  if (!session) return undefined;
  const idleUntil = Date.parse(session.lastSeenAt) + SESSION_IDLE_TIMEOUT_MS;
  if (now.getTime() >= idleUntil || now.getTime() >= Date.parse(session.expiresAt)) return undefined;
  if (now.getTime() - Date.parse(session.lastSeenAt) >= TOUCH_EVERY_MS) await touch(session, now);
  return session;
}

/** What a session request on an organisation reads with the session's user: that organisation and the user's membership. */
export interface SessionMembership {
  organisationId: string;
  /** Undefined: there is no such organisation. */
  organisation: OrganisationRecord | undefined;
  /** Undefined: the user is not a member of it. */
  member: MemberRecord | undefined;
}

/**
 * The session's user and, for a request on `organisationId`, that organisation and the user's membership of it:
 * one BatchGetItem, strongly consistent, where reading them in turn took two round trips and three calls.
 */
export async function readSessionContext(
  userId: string,
  organisationId?: string,
): Promise<{ user: UserRecord | undefined; membership?: SessionMembership }> {
  const userKey = keys.user.item(userId);
  if (!organisationId) {
    const item = await getItem(userKey);
    return { user: item ? userFromItem(item) : undefined };
  }
  const organisationKey = keys.organisation.item(organisationId);
  const memberKey = keys.organisation.member(organisationId, userId);
  const items = await batchGetItems([userKey, organisationKey, memberKey]);
  const [user, organisation, member] = [itemAt(items, userKey), itemAt(items, organisationKey), itemAt(items, memberKey)];
  return {
    user: user ? userFromItem(user) : undefined,
    membership: {
      organisationId,
      organisation: organisation ? organisationFromItem(organisation) : undefined,
      member: member ? memberFromItem(member) : undefined,
    },
  };
}

async function touch(session: SessionRecord, now: Date): Promise<void> {
  const updated = { ...session, lastSeenAt: now.toISOString() };
  // A session ended meanwhile stays ended.
  await writeIfStill(
    itemUpdate(keys.session.item(session.tokenHash), {
      UpdateExpression: 'SET lastSeenAt = :now, #ttl = :ttl',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': updated.lastSeenAt, ':ttl': ttlOf(updated) },
    }),
  );
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await writeOne(itemDelete(keys.session.item(tokenHash)));
}

/** Ends every session of a user (password reset). */
export async function deleteAllSessions(userId: string): Promise<number> {
  let deleted = 0;
  for await (const page of everyPage(partitionQuery(keys.user.sessions(userId), { index: 'GSI1' }))) {
    for (const item of page.Items ?? []) {
      await deleteSession(item.tokenHash as string);
      deleted++;
    }
  }
  return deleted;
}
