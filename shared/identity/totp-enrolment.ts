// Turning two-factor authentication on and off for a user. Codes at enable and disable are
// counted per user before they are checked (too_many_attempts past the limit). Turning it on
// makes ten recovery codes, answered once; turning it off takes a TOTP code or a recovery code
// and forgets the codes left.
import { AppError } from '../domain/errors.js';
import { type UserRecord } from '../domain/records/user.js';
import { recordAudit } from '../store/audit-repository.js';
import { enableTotpWithRecoveryCodes, getUser, updateUser } from '../store/users-repository.js';
import { withTotpAttempt } from './attempt-limits.js';
import { acceptRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.js';
import { acceptTotpCode, newTotpSecret } from './totp.js';

const audit = (clientIp: string, userId: string, email: string, action: string, details?: Record<string, unknown>) =>
  recordAudit({
    organisationId: null,
    actor: { type: 'user', id: userId, label: email },
    action,
    target: { type: 'user', id: userId },
    clientIp,
    ...(details ? { details } : {}),
  });

/** Returns the secret once. Until enabled, a new setup replaces it. */
export async function setUpTotp(user: UserRecord, clientIp: string): Promise<{ secret: string; otpauthUrl: string }> {
  if (user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is already enabled; disable it first.');
  const { secret, otpauthUrl, sealed } = await newTotpSecret(user);
  await updateUser(user.id, { totpSecret: sealed });
  await audit(clientIp, user.id, user.email, 'auth.totp_setup');
  return { secret, otpauthUrl };
}

/** Turns 2FA on with a first valid code; answers the ten recovery codes, this once. */
export async function enableTotp(userId: string, code: string, clientIp: string): Promise<{ recoveryCodes: string[] }> {
  const user = (await getUser(userId))!;
  if (user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is already enabled.');
  if (!user.totpSecret) throw new AppError('conflict', 'Start with POST /auth/totp/setup.');
  if (!(await withTotpAttempt(user.id, () => acceptTotpCode(user, code)))) throw new AppError('totp_required', 'The code is not valid.');
  const { codes, hashes } = newRecoveryCodes(user.id);
  // Only the confirmation that turns 2FA on stores (and answers) its codes.
  if (!(await enableTotpWithRecoveryCodes(user.id, hashes))) {
    throw new AppError('conflict', 'Two-factor authentication is already enabled.');
  }
  await audit(clientIp, user.id, user.email, 'auth.totp_enabled', { recoveryCodesMade: codes.length });
  return { recoveryCodes: codes };
}

/** A TOTP code (6 digits) or one of the user's recovery codes; counted against the same limit either way. */
const acceptSecondFactor = (user: UserRecord, code: string, clientIp: string) =>
  withTotpAttempt(user.id, () => (looksLikeRecoveryCode(code) ? acceptRecoveryCode(user, code, clientIp) : acceptTotpCode(user, code)));

export async function disableTotp(userId: string, code: string, clientIp: string): Promise<void> {
  const user = (await getUser(userId))!;
  if (!user.totpEnabled) throw new AppError('conflict', 'Two-factor authentication is not enabled.');
  if (!(await acceptSecondFactor(user, code, clientIp))) throw new AppError('totp_required', 'The code is not valid.');
  // The recovery codes left go with the secret.
  await updateUser(user.id, { totpEnabled: false }, { removeTotp: true });
  const dropped = Math.max(0, (user.recoveryCodes?.size ?? 0) - (looksLikeRecoveryCode(code) ? 1 : 0));
  await audit(clientIp, user.id, user.email, 'auth.totp_disabled', { recoveryCodesDropped: dropped });
}
