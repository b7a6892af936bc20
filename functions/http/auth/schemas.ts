// Request shapes of the auth routes: read by the actions and by lib/openapi-operations.ts.
import * as z from 'zod';
import { text } from '../../../shared/api-schemas/text.js';

const totp = z.string().regex(/^\d{6}$/, 'must be 6 digits');

export const loginBody = z.object({
  email: text().min(1).max(320),
  // The length rules of passwords are checked by authenticateUser, answering like a wrong password.
  password: z.string().min(1),
  totp: totp.optional(),
}).strict();

export const reauthBody = z.object({
  password: z.string().min(1),
  totp: totp.optional(),
}).strict();

export const forgotBody = z.object({ email: text().min(1).max(320) }).strict();
export const resetBody = z.object({ token: z.string().min(1).max(200), password: z.string() }).strict();

/** POST /auth/totp/enable and /disable. */
export const totpCodeBody = z.object({ code: totp }).strict();
