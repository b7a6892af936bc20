// Turning two-factor authentication on and off for a user. Codes at enable and disable are
// counted per user before they are checked (too_many_attempts past the limit).
import { AppError } from '../domain/errors.js';
import { type UserRecord } from '../domain/records/user.js';
import { recordAudit } from '../store/audit-repository.js';
import { getUser, updateUser } from '../store/users-repository.js';
import { withTotpAttempt } from './attempt-limits.js';
import { acceptTotpCode, newTotpSecret } from './totp.js';

const audit = (clientIp: string, userId: string, email: string, action: string) =>
  recordAudit({
    organisationId: null,
    actor: { type: 'user', id: userId, label: email },
    action,
    target: { type: 'user', id: userId },
    clientIp,
  });

/** Returns the secret once. Until enabled, a new setup replaces it. */
export async function setUpTotp(user: UserRecord, clientIp: string): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is already enabled; disable it first.');
  const { secret, otpauthUrl, sealed } = await newTotpSecret(user);
  await updateUser(user.id, { totpSecret: sealed });
  await audit(clientIp, user.id, user.email, 'auth.totp_setup');
  return { secret, otpauthUrl };
}

export async function enableTotp(userId: string, code: string, clientIp: string): Promise<void> {
  const user = (await getUser(userId))!;
  if (user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is already enabled.');
  if (!user.totpSecret) throw new AppError('conflict', 'Start with POST /auth/totp/setup.');
  if (!(await withTotpAttempt(user.id, () => acceptTotpCode(user, code)))) throw new AppError('totp_required', 'The code is not valid.');
  await updateUser(user.id, { totpEnabled: true });
  await audit(clientIp, user.id, user.email, 'auth.totp_enabled');
}

export async function disableTotp(userId: string, code: string, clientIp: string): Promise<void> {
  const user = (await getUser(userId))!;
  if (!user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is not enabled.');
  if (!(await withTotpAttempt(user.id, () => acceptTotpCode(user, code)))) throw new AppError('totp_required', 'The code is not valid.');
  await updateUser(user.id, { totpEnabled: false }, { removeTotp: true });
  await audit(clientIp, user.id, user.email, 'auth.totp_disabled');
}
