// POST /auth/password/forgot and POST /auth/password/reset. Reset requests are counted first
// per email and per client address: past either limit the answer is still 202 (whether an
// email has an account is nobody's business) but no token is made and no mail is sent.
import { sessionCookie } from '../../../shared/http/cookies.js';
import { requireRecentReauth, sessionOf } from '../../../shared/http/guard.js';
import { noContent, type Action } from '../../../shared/http/types.js';
import { changePassword as change } from '../../../shared/identity/password-change.js';
import { parseBody } from '../../../shared/http/validation.js';
import { requestPasswordReset, resetPassword as resetWithToken } from '../../../shared/identity/password-reset.js';
import { changePasswordBody, forgotBody, resetBody } from './schemas.js';

/** Always 202: whether the email has an account is nobody's business. */
export const forgotPassword: Action = async (request) => {
  const { email } = parseBody(forgotBody, request);
  await requestPasswordReset(email, request.sourceIp);
  return { status: 202 };
};

/**
 * Redeems a reset token: the token item is deleted on the condition that it exists, so two
 * parallel redemptions cannot both succeed. Every session of the user ends.
 */
export const resetPassword: Action = async (request) => {
  await resetWithToken(parseBody(resetBody, request), request.sourceIp);
  return noContent();
};

/**
 * A signed-in user's new password, after a re-authentication of the last 10 minutes: every other
 * session of theirs ends; this browser gets a new session (a new cookie).
 */
export const changePassword: Action = async (request) => {
  requireRecentReauth(request);
  const { user } = sessionOf(request);
  const { password } = parseBody(changePasswordBody, request);
  const { token, otherSessionsEnded } = await change({ user, password, clientIp: request.sourceIp });
  return { ...noContent(), headers: { 'x-other-sessions-ended': String(otherSessionsEnded) }, cookies: [sessionCookie(token)] };
};
