// Checks an email, password and TOTP code, for login and re-authentication.
//
// Primary course:
// 1. count the attempt first, with one conditional write per counter, so that parallel guesses
//    cannot outrun a limit (past it: 429 with `Retry-After`, before any check):
//    - the account and client address together (5 failures per window): a guesser is stopped
//      at this pair, never the account's owner elsewhere;
//    - the client address alone, failures only and high enough for a carrier-grade NAT;
//    - the account from any address, slower: once it is reached, an address with failures
//      for the account in the window is refused, while an address without any still gets its
//      password checked (counted apart, up to a cap), so an attacker cannot lock the owner out;
// 2. verify the password (against a decoy hash when the email is unknown, so that an
//    unknown email and a wrong password look the same, in body and in time);
// 3. with 2FA on, require a valid, unused TOTP code or one of the user's recovery codes (used up
//    by this attempt); a wrong recovery code is a failure like a wrong TOTP code;
// 4. a failure keeps its counts and is audited; an attempt that did not fail (success, or a
//    good password still waiting for its code) gives its counts back.
//
// Why these numbers, and NIST SP 800-63B §5.2.2 and OWASP's guidance: docs/api-decisions.md,
// "Login throttling".
import { AppError } from '../domain/errors.js';
import { recordAudit } from '../store/audit-repository.js';
import { countAttempt } from './attempt-limits.js';
import { findUserByEmail, getUser, normaliseEmail } from '../store/users-repository.js';
import { type UserRecord } from '../domain/records/user.js';
import { decoyPasswordHash, PASSWORD_MAX_LENGTH, verifyPassword } from './passwords.js';
import { acceptRecoveryCode } from './recovery-codes.js';
import { acceptTotpCode } from './totp.js';

/**
 * Failures counted per 15-minute window; a window ends on its own, so nobody is locked out for good.
 * At most `perAccount + perAccountFromNewAddresses` (100) failures per account and window reach the check.
 */
export const LOGIN_LIMITS = {
  windowSeconds: 15 * 60,
  /** Per account and client address: the guesser's own limit. */
  perAccountAndAddress: 5,
  /** Per account, from addresses that have failed for it in the window. */
  perAccount: 20,
  /** Per account, once `perAccount` is reached: checks of addresses with no failure for it in the window. */
  perAccountFromNewAddresses: 80,
  /** Per client address, failures only (a carrier-grade NAT puts many people behind one). */
  perClientIp: 300,
} as const;

const pairBucket = (email: string, ip: string) => `login:pair:${normaliseEmail(email)}:${ip}`;
const accountBucket = (email: string) => `login:account:${normaliseEmail(email)}`;
const newAddressesBucket = (email: string) => `login:account-new:${normaliseEmail(email)}`;
const ipBucket = (ip: string) => `login:ip:${ip}`;

/**
 * Counts a login or re-authentication attempt before its check, or throws 429. Each counter is
 * one conditional write (`take`), so no limit is passed under any concurrency; what one counter
 * refuses gives back what the others took.
 */
async function countLoginAttempt(email: string, clientIp: string): Promise<{ giveBack(): Promise<void> }> {
  const now = new Date();
  const { windowSeconds } = LOGIN_LIMITS;
  const own = await countAttempt(
    [
      { bucket: pairBucket(email, clientIp), max: LOGIN_LIMITS.perAccountAndAddress },
      { bucket: ipBucket(clientIp), max: LOGIN_LIMITS.perClientIp },
    ],
    windowSeconds,
    now,
  );
  try {
    const account = await countAttempt([{ bucket: accountBucket(email), max: LOGIN_LIMITS.perAccount }], windowSeconds, now);
    return { giveBack: () => Promise.all([own.giveBack(), account.giveBack()]).then(() => undefined) };
  } catch (refused) {
    if (!(refused instanceof AppError && refused.code === 'too_many_attempts')) {
      await own.giveBack();
      throw refused;
    }
    // The account's limit is reached. An address whose attempt is the pair's first in the
    // window (no failure, nothing in flight) is new to the account: its guess is checked,
    // within the cap of such checks, so that the owner signing in from elsewhere gets in.
    const newAddress = own.counts[0] === 1;
    if (!newAddress) {
      await own.giveBack();
      throw refused;
    }
    try {
      const fromNew = await countAttempt([{ bucket: newAddressesBucket(email), max: LOGIN_LIMITS.perAccountFromNewAddresses }], windowSeconds, now);
      return { giveBack: () => Promise.all([own.giveBack(), fromNew.giveBack()]).then(() => undefined) };
    } catch (alsoRefused) {
      await own.giveBack();
      throw alsoRefused;
    }
  }
}

export async function authenticateUser(input: {
  email: string;
  password: string;
  totp?: string;
  /** Stands in for `totp`; the two are not given together. */
  recoveryCode?: string;
  clientIp: string;
  action: 'login' | 'reauth';
}): Promise<UserRecord> {
  const attempt = await countLoginAttempt(input.email, input.clientIp);

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
