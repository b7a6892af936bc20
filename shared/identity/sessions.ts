// Sessions of the dashboard: opened at login (a new id each time, so that a cookie planted
// before login is worthless after it), renewed at re-authentication, ended at logout. Each is
// audited.
import type { AuditInput } from '../domain/records/audit.js';
import { type UserRecord } from '../domain/records/user.js';
import type { Locale } from '../domain/locale.js';
import { sha256 } from '../domain/tokens.js';
import { recordAudit } from '../store/audit-repository.js';
import { createSession, deleteSession } from '../store/sessions-repository.js';
import { toUser, updateUser } from '../store/users-repository.js';
import { membershipSummaries, toMembershipSummary } from './memberships.js';

/** Re-authentication opens a window of 10 minutes for sensitive actions. */
export const REAUTH_WINDOW_MS = 10 * 60_000;

/** The audit entry of what a user does to their own account: on the platform's trail, about no organisation. */
export const ownAccountAudit = (
  user: Pick<UserRecord, 'id' | 'email'>,
  action: string,
  clientIp: string,
  details?: Record<string, unknown>,
): AuditInput => ({
  organisationId: null,
  actor: { type: 'user', id: user.id, label: user.email },
  action,
  target: { type: 'user', id: user.id },
  clientIp,
  ...(details ? { details } : {}),
});

/** The signed-in user as the dashboard sees it, with their memberships. */
export async function userView(user: UserRecord) {
  return { user: toUser(user), memberships: (await membershipSummaries(user.id)).map(toMembershipSummary) };
}

/**
 * Opens a session for an authenticated user; the session of `previousToken`, if any, ends. The
 * dashboard's language, when given, is kept for the emails the service sends them on its own.
 */
export async function openSession(user: UserRecord, clientIp: string, previousToken: string | undefined, language?: Locale) {
  const { token } = await createSession(user.id, clientIp);
  if (previousToken) await deleteSession(sha256(previousToken));
  const now = new Date().toISOString();
  await Promise.all([
    updateUser(user.id, { lastLoginAt: now, ...(language ? { language } : {}) }),
    recordAudit(ownAccountAudit(user, 'auth.login_succeeded', clientIp)),
  ]);
  return { token, view: await userView({ ...user, lastLoginAt: now }) };
}

export async function closeSession(user: UserRecord, tokenHash: string, clientIp: string): Promise<void> {
  await deleteSession(tokenHash);
  await recordAudit(ownAccountAudit(user, 'auth.logout', clientIp));
}

/** After a re-authentication: a new session, recent until the window closes; the old one ends. */
export async function renewSession(user: UserRecord, tokenHash: string, clientIp: string) {
  const reauthenticatedUntil = new Date(Date.now() + REAUTH_WINDOW_MS).toISOString();
  const { token } = await createSession(user.id, clientIp, new Date(), reauthenticatedUntil);
  await deleteSession(tokenHash);
  await recordAudit(ownAccountAudit(user, 'auth.reauthenticated', clientIp));
  return { token, reauthenticatedUntil };
}
