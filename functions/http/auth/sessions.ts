// POST /auth/login, POST /auth/logout, GET /auth/me, POST /auth/reauth.
import { clearedSessionCookie, sessionCookie } from '../../../shared/http/cookies.js';
import { sessionOf } from '../../../shared/http/guard.js';
import { refuseCrossSite } from '../../../shared/http/same-origin.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { authenticateUser } from '../../../shared/identity/authenticate-user.js';
import { membershipSummaries, toMembershipSummary } from '../../../shared/identity/memberships.js';
import { sha256 } from '../../../shared/domain/tokens.js';
import { recordAudit } from '../../../shared/store/audit-repository.js';
import { createSession, deleteSession } from '../../../shared/store/sessions-repository.js';
import { toUser, updateUser, type UserRecord } from '../../../shared/store/users-repository.js';
import { loginBody, reauthBody } from './schemas.js';

/** Re-authentication opens a window of 10 minutes for sensitive actions. */
export const REAUTH_WINDOW_MS = 10 * 60_000;

async function userView(user: UserRecord) {
  return { user: toUser(user), memberships: (await membershipSummaries(user.id)).map(toMembershipSummary) };
}

export const login: Action = async (request) => {
  // Another site's page cannot sign the browser in to an account of its choosing.
  refuseCrossSite(request);
  const body = parseBody(loginBody, request);
  const user = await authenticateUser({ ...body, clientIp: request.sourceIp, action: 'login' });
  // A new session id at every login: a cookie planted before login is worthless after it.
  const { token } = await createSession(user.id, request.sourceIp);
  const previous = request.cookies.svc_session;
  if (previous) await deleteSessionByToken(previous);
  const now = new Date().toISOString();
  await Promise.all([
    updateUser(user.id, { lastLoginAt: now }),
    recordAudit({
      organisationId: null,
      actor: { type: 'user', id: user.id, label: user.email },
      action: 'auth.login_succeeded',
      target: { type: 'user', id: user.id },
      clientIp: request.sourceIp,
    }),
  ]);
  return { status: 200, body: await userView({ ...user, lastLoginAt: now }), cookies: [sessionCookie(token)] };
};

const deleteSessionByToken = (token: string) => deleteSession(sha256(token));

export const logout: Action = async (request) => {
  const { session, user } = sessionOf(request);
  await deleteSession(session.tokenHash);
  await recordAudit({
    organisationId: null,
    actor: { type: 'user', id: user.id, label: user.email },
    action: 'auth.logout',
    target: { type: 'user', id: user.id },
    clientIp: request.sourceIp,
  });
  return { ...noContent(), cookies: [clearedSessionCookie()] };
};

export const me: Action = async (request) => json(200, await userView(sessionOf(request).user));

export const reauth: Action = async (request) => {
  const { session, user } = sessionOf(request);
  const body = parseBody(reauthBody, request);
  await authenticateUser({ email: user.email, ...body, clientIp: request.sourceIp, action: 'reauth' });
  const reauthenticatedUntil = new Date(Date.now() + REAUTH_WINDOW_MS).toISOString();
  // A new session id at re-authentication too; the old one ends.
  const { token } = await createSession(user.id, request.sourceIp, new Date(), reauthenticatedUntil);
  await deleteSession(session.tokenHash);
  await recordAudit({
    organisationId: null,
    actor: { type: 'user', id: user.id, label: user.email },
    action: 'auth.reauthenticated',
    target: { type: 'user', id: user.id },
    clientIp: request.sourceIp,
  });
  return { status: 200, body: { reauthenticatedUntil }, cookies: [sessionCookie(token)] };
};
