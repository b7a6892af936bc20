// POST /auth/password/forgot and POST /auth/password/reset. Reset requests are counted first
// per email and per client address: past either limit the answer is still 202 (whether an
// email has an account is nobody's business) but no token is made and no mail is sent.
import { dashboardUrl } from '../../../shared/config/env.js';
import { AppError } from '../../../shared/domain/errors.js';
import { noContent, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { checkPasswordRules, hashPassword } from '../../../shared/identity/passwords.js';
import { newSecret, sha256 } from '../../../shared/domain/tokens.js';
import { logger } from '../../../shared/log/logger.js';
import { dispatchOutbox, newOutboxEvent } from '../../../shared/outbox/outbox.js';
import { auditPut } from '../../../shared/store/audit-repository.js';
import { deleteAllSessions } from '../../../shared/store/sessions-repository.js';
import { takeAll } from '../../../shared/store/rate-limits.js';
import { redeemToken, tokenPut, type TokenRecord } from '../../../shared/store/tokens-repository.js';
import { transact } from '../../../shared/store/transact.js';
import { findUserByEmail, getUser, normaliseEmail, userPasswordReset } from '../../../shared/store/users-repository.js';
import { forgotBody, resetBody } from './schemas.js';

export const RESET_TOKEN_LIFETIME_MS = 3600_000;

/** Reset requests let through per hour, per email and per client address. */
export const RESET_REQUEST_LIMITS = { windowSeconds: 3600, perEmail: 3, perClientIp: 20 } as const;

/** Always 202: whether the email has an account is nobody's business. */
export const forgotPassword: Action = async (request) => {
  const { email } = parseBody(forgotBody, request);
  const counted = await takeAll(
    [
      { bucket: `reset:email:${normaliseEmail(email)}`, max: RESET_REQUEST_LIMITS.perEmail },
      { bucket: `reset:ip:${request.sourceIp}`, max: RESET_REQUEST_LIMITS.perClientIp },
    ],
    RESET_REQUEST_LIMITS.windowSeconds,
  );
  if (!counted.allowed) {
    logger.info('password reset request over its limit: nothing sent');
    return { status: 202 };
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
        clientIp: request.sourceIp,
      }),
    ]);
    await dispatchOutbox([mail.id]);
  } else {
    logger.info('password reset requested for an unknown email');
  }
  return { status: 202 };
};

const invalidToken = () => new AppError('invalid_token', 'This link is invalid, expired or already used.');

/**
 * Redeems a reset token: the token item is deleted on the condition that it exists, so two
 * parallel redemptions cannot both succeed. Every session of the user ends.
 */
export const resetPassword: Action = async (request) => {
  const body = parseBody(resetBody, request);
  checkPasswordRules(body.password);
  const record = await redeemToken(sha256(body.token), 'password_reset');
  if (!record?.userId || Date.parse(record.expiresAt) <= Date.now()) throw invalidToken();
  const user = await getUser(record.userId);
  if (!user) throw invalidToken();

  const passwordHash = await hashPassword(body.password);
  const now = new Date().toISOString();
  await transact([
    userPasswordReset(user.id, passwordHash, now),
    auditPut({
      organisationId: null,
      actor: { type: 'user', id: user.id, label: user.email },
      action: 'auth.password_reset',
      target: { type: 'user', id: user.id },
      clientIp: request.sourceIp,
    }),
  ]);
  await deleteAllSessions(user.id);
  return noContent();
};

