// Changing one's password from a session (POST /auth/password/change).
//
// Primary course:
// 1. the session re-authenticated within 10 minutes (checked by the route: 403 `reauth_required`);
// 2. the new password follows the rules (400 `validation_failed`) and is not the current one
//    (400 `validation_failed`: changing to the same password would end the other sessions for
//    nothing);
// 3. one transaction: the new hash, `sessionsRevokedAt` now (every session opened before ends at
//    once, wherever it is), and the audit entry `auth.password_changed`;
// 4. the user's session items are deleted (clean-up: they are already refused), and a new session
//    is opened for the browser that made the change, so the member stays signed in there.
import { type UserRecord } from '../domain/records/user.js';
import { validationFailed } from '../domain/errors.js';
import { auditPut } from '../store/audit-repository.js';
import { createSession, deleteAllSessions } from '../store/sessions-repository.js';
import { transact } from '../store/transact.js';
import { userPasswordReset } from '../store/users-repository.js';
import { checkPasswordRules, hashPassword, verifyPassword } from './passwords.js';
import { ownAccountAudit } from './sessions.js';

export async function changePassword(input: { user: UserRecord; password: string; clientIp: string }): Promise<{ token: string; otherSessionsEnded: number }> {
  const { user, password, clientIp } = input;
  checkPasswordRules(password);
  if (await verifyPassword(password, user.passwordHash)) {
    throw validationFailed([{ field: 'password', message: 'must differ from the current password' }]);
  }
  const now = await setNewPassword(user, password, 'auth.password_changed', clientIp);
  const ended = await deleteAllSessions(user.id);
  // Opened after `sessionsRevokedAt`, so not refused by it.
  const { token } = await createSession(user.id, clientIp, new Date(Math.max(Date.now(), Date.parse(now))));
  return { token, otherSessionsEnded: Math.max(0, ended - 1) };
}

/**
 * A user's new password, by a change or by a reset: one transaction with the new hash,
 * `sessionsRevokedAt` at the time returned (every session opened before ends at once) and the
 * audit entry `action`, the user acting.
 */
export async function setNewPassword(
  user: UserRecord,
  password: string,
  action: 'auth.password_changed' | 'auth.password_reset',
  clientIp: string,
): Promise<string> {
  const passwordHash = await hashPassword(password);
  const now = new Date().toISOString();
  await transact([
    userPasswordReset(user.id, passwordHash, now),
    auditPut(ownAccountAudit(user, action, clientIp)),
  ]);
  return now;
}
