// Request shapes of the auth routes: read by the actions and by lib/openapi-operations.ts.
import * as z from 'zod';
import { LOCALES } from '../../../shared/domain/locale.js';
import { text } from '../../../shared/api-schemas/text.js';

const totp = z.string().regex(/^\d{6}$/, 'must be 6 digits');
// A 2FA recovery code (`xxxxx-xxxxx`, shown once at enable), in place of `totp`. Its letters are
// checked by the use case: a code that cannot be one answers like a wrong code.
const recoveryCode = z.string().min(1).max(64).describe('one of the recovery codes shown at enable, in place of `totp`; used up');

export const loginBody = z.object({
  email: text().min(1).max(320),
  // The length rules of passwords are checked by authenticateUser, answering like a wrong password.
  password: z.string().min(1),
  totp: totp.optional(),
  recoveryCode: recoveryCode.optional(),
  /** The dashboard's language: the emails the service sends the user on its own are in it. */
  language: z.enum(LOCALES).optional(),
}).strict();

export const reauthBody = z.object({
  password: z.string().min(1),
  totp: totp.optional(),
  recoveryCode: recoveryCode.optional(),
}).strict();

export const forgotBody = z.object({ email: text().min(1).max(320) }).strict();
export const resetBody = z.object({ token: z.string().min(1).max(200), password: z.string() }).strict();
/** POST /auth/password/change: the new password (the current one was confirmed by the re-authentication). */
export const changePasswordBody = z.object({ password: z.string() }).strict();

/** POST /auth/totp/enable: a first code of the authenticator app. */
export const totpCodeBody = z.object({ code: totp }).strict();

/** POST /auth/totp/disable: a current TOTP code or one of the recovery codes. */
export const disableTotpBody = z.object({
  code: z.string().min(1).max(64).describe('a current 6-digit TOTP code, or one of the recovery codes (`xxxxx-xxxxx`)'),
}).strict();

/** GET /auth/api-key: with `receiverWalletId`, also the payment account that v2 wallet id reaches (a dry run). */
export const apiKeyIdentityQuery = z
  .object({
    receiverWalletId: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .optional()
      .describe("a v2 wallet id (the previous platform's, or a payment account's id): the answer says which account it reaches, creating nothing"),
  })
  .strict();
