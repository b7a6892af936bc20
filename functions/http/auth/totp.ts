// POST /auth/totp/setup, /enable and /disable. Codes at enable and disable are counted per
// user before they are checked (429 too_many_attempts past the limit).
import { AppError } from '../../../shared/domain/errors.js';
import { requireRecentReauth, sessionOf } from '../../../shared/http/guard.js';
import { json, noContent, type Action, type HttpRequest } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { withTotpAttempt } from '../../../shared/identity/attempt-limits.js';
import { acceptTotpCode, newTotpSecret } from '../../../shared/identity/totp.js';
import { recordAudit } from '../../../shared/store/audit-repository.js';
import { getUser, updateUser } from '../../../shared/store/users-repository.js';
import { totpCodeBody } from './schemas.js';

const audit = (request: HttpRequest, userId: string, email: string, action: string) =>
  recordAudit({
    organisationId: null,
    actor: { type: 'user', id: userId, label: email },
    action,
    target: { type: 'user', id: userId },
    clientIp: request.sourceIp,
  });

/** Returns the secret once. Until enabled, a new setup replaces it. */
export const setupTotp: Action = async (request) => {
  const { user } = sessionOf(request);
  requireRecentReauth(request);
  if (user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is already enabled; disable it first.');
  const { secret, otpauthUrl, sealed } = await newTotpSecret(user);
  await updateUser(user.id, { totpSecret: sealed });
  await audit(request, user.id, user.email, 'auth.totp_setup');
  return json(200, { secret, otpauthUrl });
};

export const enableTotp: Action = async (request) => {
  const { code } = parseBody(totpCodeBody, request);
  const user = (await getUser(sessionOf(request).user.id))!;
  if (user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is already enabled.');
  if (!user.totpSecret) throw new AppError('conflict', 'Start with POST /auth/totp/setup.');
  if (!(await withTotpAttempt(user.id, () => acceptTotpCode(user, code)))) throw new AppError('totp_required', 'The code is not valid.');
  await updateUser(user.id, { totpEnabled: true });
  await audit(request, user.id, user.email, 'auth.totp_enabled');
  return noContent();
};

export const disableTotp: Action = async (request) => {
  const { code } = parseBody(totpCodeBody, request);
  requireRecentReauth(request);
  const user = (await getUser(sessionOf(request).user.id))!;
  if (!user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is not enabled.');
  if (!(await withTotpAttempt(user.id, () => acceptTotpCode(user, code)))) throw new AppError('totp_required', 'The code is not valid.');
  await updateUser(user.id, { totpEnabled: false }, { removeTotp: true });
  await audit(request, user.id, user.email, 'auth.totp_disabled');
  return noContent();
};
