// POST /auth/login, POST /auth/logout, GET /auth/me, POST /auth/reauth.
import { clearedSessionCookie, sessionCookie } from '../../../shared/http/cookies.js';
import { sessionOf } from '../../../shared/http/guard.js';
import { refuseCrossSite } from '../../../shared/http/same-origin.js';
import { validationFailed } from '../../../shared/domain/errors.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { authenticateUser } from '../../../shared/identity/authenticate-user.js';
import { closeSession, openSession, renewSession, userView } from '../../../shared/identity/sessions.js';
import { loginBody, reauthBody } from './schemas.js';

/** The body of a login or a re-authentication: a TOTP code or a recovery code, not both. */
function secondFactorOnce<B extends { totp?: string; recoveryCode?: string }>(body: B): B {
  if (body.totp !== undefined && body.recoveryCode !== undefined) {
    throw validationFailed([{ field: 'recoveryCode', message: 'give either totp or recoveryCode, not both' }]);
  }
  return body;
}

export const login: Action = async (request) => {
  // Another site's page cannot sign the browser in to an account of its choosing.
  refuseCrossSite(request);
  const { language, ...body } = secondFactorOnce(parseBody(loginBody, request));
  const user = await authenticateUser({ ...body, clientIp: request.sourceIp, action: 'login' });
  // A new session id at every login: a cookie planted before login is worthless after it.
  const { token, view } = await openSession(user, request.sourceIp, request.cookies.svc_session, language);
  return { status: 200, body: view, cookies: [sessionCookie(token)] };
};

export const logout: Action = async (request) => {
  const { session, user } = sessionOf(request);
  await closeSession(user, session.tokenHash, request.sourceIp);
  return { ...noContent(), cookies: [clearedSessionCookie()] };
};

export const me: Action = async (request) => json(200, await userView(sessionOf(request).user));

export const reauth: Action = async (request) => {
  const { session, user } = sessionOf(request);
  const body = secondFactorOnce(parseBody(reauthBody, request));
  await authenticateUser({ email: user.email, ...body, clientIp: request.sourceIp, action: 'reauth' });
  // A new session id at re-authentication too; the old one ends.
  const { token, reauthenticatedUntil } = await renewSession(user, session.tokenHash, request.sourceIp);
  return { status: 200, body: { reauthenticatedUntil }, cookies: [sessionCookie(token)] };
};
