// POST /auth/password/forgot and POST /auth/password/reset. Reset requests are counted first
// per email and per client address: past either limit the answer is still 202 (whether an
// email has an account is nobody's business) but no token is made and no mail is sent.
import { noContent, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { requestPasswordReset, resetPassword as resetWithToken } from '../../../shared/identity/password-reset.js';
import { forgotBody, resetBody } from './schemas.js';

/** Always 202: whether the email has an account is nobody's business. */
export const forgotPassword: Action = async (request) => {
  const { email } = parseBody(forgotBody, request);
  await requestPasswordReset(email, request.sourceIp);
  return { status: 202 };
};

/**
 * Redeems a reset token: the token item is deleted on the condition that it exists, so two
 * parallel redemptions cannot both succeed. Every session of the user ends.
 */
export const resetPassword: Action = async (request) => {
  await resetWithToken(parseBody(resetBody, request), request.sourceIp);
  return noContent();
};
