// POST /auth/totp/setup, /enable and /disable. Codes at enable and disable are counted per
// user before they are checked (429 too_many_attempts past the limit). Enable answers the ten
// recovery codes once; disable takes a TOTP code or a recovery code.
import { requireRecentReauth, sessionOf } from '../../../shared/http/guard.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody } from '../../../shared/http/validation.js';
import { disableTotp as turnOffTotp, enableTotp as turnOnTotp, setUpTotp } from '../../../shared/identity/totp-enrolment.js';
import { disableTotpBody, totpCodeBody } from './schemas.js';

/** Returns the secret once. Until enabled, a new setup replaces it. */
export const setupTotp: Action = async (request) => {
  const { user } = sessionOf(request);
  requireRecentReauth(request);
  return json(200, await setUpTotp(user, request.sourceIp));
};

export const enableTotp: Action = async (request) => {
  const { code } = parseBody(totpCodeBody, request);
  return json(200, await turnOnTotp(sessionOf(request).user.id, code, request.sourceIp));
};

export const disableTotp: Action = async (request) => {
  const { code } = parseBody(disableTotpBody, request);
  requireRecentReauth(request);
  await turnOffTotp(sessionOf(request).user.id, code, request.sourceIp);
  return noContent();
};
