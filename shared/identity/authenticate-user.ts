// Checks an email, password and TOTP code, for login and re-authentication.
//
// Primary course:
// 1. count the attempt first against the account and the client address, with one
//    conditional write each: past the failure limit it is refused (429) before any check, so
//    parallel guesses cannot outrun the counter;
// 2. verify the password (against a decoy hash when the email is unknown, so that an
//    unknown email and a wrong password look the same, in body and in time);
// 3. with 2FA on, require a valid, unused TOTP code or one of the user's recovery codes (used up
//    by this attempt); a wrong recovery code is a failure like a wrong TOTP code;
// 4. a failure keeps its count and is audited; an attempt that did not fail (success, or a
//    good password still waiting for its code) gives its count back.
import { AppError } from '../domain/errors.js';
import { recordAudit } from '../store/audit-repository.js';
import { countAttempt } from './attempt-limits.js';
import { findUserByEmail, getUser, normaliseEmail } from '../store/users-repository.js';
import { type UserRecord } from '../domain/records/user.js';
import { decoyPasswordHash, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.js';
import { acceptRecoveryCode } from './recovery-codes.js';
import { acceptTotpCode } from './totp.js';

/** Failures counted per 15-minute window; a window ends on its own, so nobody is locked out for good. */
export const LOGIN_LIMITS = { windowSeconds: 15 * 60, perAccount: 5, perClientIp: 30 } as const;

const accountBucket = (email: string) => `login:account:${normaliseEmail(email)}`;
const ipBucket = (ip: string) => `login:ip:${ip}`;

export async function authenticateUser(input: {
  email: string;
  password: string;
  totp?: string;
  /** Stands in for `totp`; the two are not given together. */
  recoveryCode?: string;
  clientIp: string;
  action: 'login' | 'reauth';
}): Promise<UserRecord> {
  const attempt = await countAttempt(
    [
      { bucket: accountBucket(input.email), max: LOGIN_LIMITS.perAccount },
      { bucket: ipBucket(input.clientIp), max: LOGIN_LIMITS.perClientIp },
    ],
    LOGIN_LIMITS.windowSeconds,
  );

  const user = await findUserByEmail(input.email);
  const passwordOk =
    input.password.length <= PASSWORD_MAX_LENGTH &&
    (await verifyPassword(input.password, user?.passwordHash ?? (await decoyPasswordHash())));
  if (!user || !passwordOk) {
    await fail(input, user, 'invalid_password');
    throw new AppError('invalid_credentials', 'The email or password is incorrect.');
  }
  if (user.totpEnabled) {
    const given = input.totp ?? input.recoveryCode;
    const ok =
      input.totp !== undefined
        ? await acceptTotpCode(user, input.totp)
        : input.recoveryCode !== undefined && (await acceptRecoveryCode(user, input.recoveryCode, input.clientIp));
    if (!ok) {
      if (given !== undefined) await fail(input, user, input.totp !== undefined ? 'invalid_totp' : 'invalid_recovery_code');
      else await attempt.giveBack();
      throw new AppError('totp_required', 'A valid two-factor authentication code is required.');
    }
  }
  await attempt.giveBack();
  // A recovery code left the user's set: the user as it is now (its count of codes left).
  if (user.totpEnabled && input.totp === undefined) return (await getUser(user.id)) ?? user;
  return user;
}

async function fail(
  input: { email: string; clientIp: string; action: string },
  user: UserRecord | undefined,
  reason: string,
): Promise<void> {
  await recordAudit({
    organisationId: null,
    actor: user ? { type: 'user', id: user.id, label: user.email } : { type: 'anonymous', id: null },
    action: `auth.${input.action}_failed`,
    target: { type: 'user', id: user?.id ?? null },
    clientIp: input.clientIp,
    details: { reason, email: normaliseEmail(input.email) },
  });
}
