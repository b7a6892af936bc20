// Password reset: a reset request mails a one-hour, one-use link (counted per email and per
// client address first: past either limit nothing is made and nothing is sent, and the caller
// answers the same), and redeeming the link sets the new password and ends every session.
import { dashboardUrl } from '../config/env.js';
import { AppError } from '../domain/errors.js';
import { type TokenRecord } from '../domain/records/token.js';
import { newSecret, sha256 } from '../domain/tokens.js';
import { logger } from '../log/logger.js';
import { dispatchOutbox } from '../outbox/outbox.js';
import { auditPut } from '../store/audit-repository.js';
import { newOutboxEvent } from '../store/outbox-repository.js';
import { takeAll } from '../store/rate-limits.js';
import { deleteAllSessions } from '../store/sessions-repository.js';
import { redeemToken, tokenPut } from '../store/tokens-repository.js';
import { transact } from '../store/transact.js';
import { findUserByEmail, getUser, normaliseEmail } from '../store/users-repository.js';
import { setNewPassword } from './password-change.js';
import { checkPasswordRules } from './passwords.js';

export const RESET_TOKEN_LIFETIME_MS = 3600_000;

/** Reset requests let through per hour, per email and per client address. */
export const RESET_REQUEST_LIMITS = { windowSeconds: 3600, perEmail: 3, perClientIp: 20 } as const;

/** Mails a reset link when the email has an account and the request is within its limits. */
export async function requestPasswordReset(email: string, clientIp: string): Promise<void> {
  const counted = await takeAll(
    [
      { bucket: `reset:email:${normaliseEmail(email)}`, max: RESET_REQUEST_LIMITS.perEmail },
      { bucket: `reset:ip:${clientIp}`, max: RESET_REQUEST_LIMITS.perClientIp },
    ],
    RESET_REQUEST_LIMITS.windowSeconds,
  );
  if (!counted.allowed) {
    logger.info('password reset request over its limit: nothing sent');
    return;
  }
  const user = await findUserByEmail(email);
  if (user) {
    const token = newSecret(32);
    const now = new Date();
    const expiresAt = new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString();
    const tokenRecord: TokenRecord = { kind: 'password_reset', userId: user.id, expiresAt };
    const link = `${dashboardUrl()}/password/reset?token=${token}`;
    const mail = newOutboxEvent('email.send', {
      to: user.email,
      subject: 'Réinitialisation de votre mot de passe',
      text: [
        `Bonjour ${user.firstName},`,
        '',
        'Pour choisir un nouveau mot de passe, ouvrez ce lien, valable une heure et une seule fois :',
        link,
        '',
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.",
      ].join('\n'),
    });
    await transact([
      tokenPut(sha256(token), tokenRecord, Math.ceil(Date.parse(expiresAt) / 1000)),
      { Put: mail.put },
      auditPut({
        organisationId: null,
        actor: { type: 'anonymous', id: null },
        action: 'auth.password_reset_requested',
        target: { type: 'user', id: user.id },
        clientIp,
      }),
    ]);
    await dispatchOutbox([mail.id]);
  } else {
    logger.info('password reset requested for an unknown email');
  }
}

const invalidToken = () => new AppError('invalid_token', 'This link is invalid, expired or already used.');

/**
 * Redeems a reset token: the token item is deleted on the condition that it exists, so two
 * parallel redemptions cannot both succeed. Every session of the user ends.
 */
export async function resetPassword(body: { token: string; password: string }, clientIp: string): Promise<void> {
  checkPasswordRules(body.password);
  const record = await redeemToken(sha256(body.token), 'password_reset');
  if (!record?.userId || Date.parse(record.expiresAt) <= Date.now()) throw invalidToken();
  const user = await getUser(record.userId);
  if (!user) throw invalidToken();

  await setNewPassword(user, body.password, 'auth.password_reset', clientIp);
  await deleteAllSessions(user.id);
}

