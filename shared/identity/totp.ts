// TOTP (RFC 6238) with the otpauth library: 6 digits, 30-second steps, one step of drift
// either way. A code is accepted once only: the step it matched is recorded with a
// conditional write, so two parallel uses of one code cannot both pass.
import * as OTPAuth from 'otpauth';
import { openJson, sealJson } from '../aws/kms.js';
import { type Sealed } from '../domain/sealed.js';
import { consumeTotpStep } from '../store/users-repository.js';
import { type UserRecord } from '../domain/records/user.js';

export const TOTP_ISSUER = 'Paiements TN';
const PERIOD = 30;
const DRIFT_STEPS = 1;

const totpFor = (secret: string, label: string) =>
  new OTPAuth.TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: OTPAuth.Secret.fromBase32(secret) });

const sealContext = (userId: string) => ({ purpose: 'totp', userId });

export async function newTotpSecret(user: UserRecord): Promise<{ secret: string; otpauthUrl: string; sealed: Sealed }> {
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  const sealed = await sealJson({ secret }, sealContext(user.id));
  return { secret, otpauthUrl: totpFor(secret, user.email).toString(), sealed };
}

/** The time step a code matches now (within the drift), or undefined. Does not consume it. */
export async function matchingStep(user: UserRecord, code: string, now = new Date()): Promise<number | undefined> {
  if (!user.totpSecret || !/^\d{6}$/.test(code)) return undefined;
  const { secret } = await openJson<{ secret: string }>(user.totpSecret, sealContext(user.id));
  const delta = totpFor(secret, user.email).validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/** True when the code is valid now and was not used before; records its use. */
export async function acceptTotpCode(user: UserRecord, code: string, now = new Date()): Promise<boolean> {
  const step = await matchingStep(user, code, now);
  return step !== undefined && consumeTotpStep(user.id, step);
}

/** The current code of a base32 secret (tests and local tooling). */
export const totpCode = (secret: string, at = new Date()) => totpFor(secret, 'x').generate({ timestamp: at.getTime() });
