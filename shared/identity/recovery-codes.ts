// Recovery codes of two-factor authentication: ten single-use codes made when 2FA is turned on,
// shown once, each able to stand in for a TOTP code (sign-in, re-authentication, disable).
//
// A code is 10 characters of a 32-letter alphabet (50 bits from the CSPRNG), shown as
// `xxxxx-xxxxx`. Only a SHA-256 of the user id and the normalised code is kept: a high-entropy
// random value needs no slow hash (see docs/api-decisions.md), and the user id in the hash makes
// a table of precomputed hashes worth one user only. A code is used with one conditional write
// that takes its hash out of the user's set, so two parallel uses cannot both pass.
import { randomInt } from 'node:crypto';
import { type UserRecord } from '../domain/records/user.js';
import { sha256 } from '../domain/tokens.js';
import { recordAudit } from '../store/audit-repository.js';
import { consumeRecoveryCode } from '../store/users-repository.js';
import { ownAccountAudit } from './sessions.js';

export const RECOVERY_CODE_COUNT = 10;
// Crockford's base 32, lower case: no i, l, o or u, so nothing is misread when typed back.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 10;

/** One new code, `xxxxx-xxxxx`. */
function newCode(): string {
  let raw = '';
  for (let i = 0; i < LENGTH; i++) raw += ALPHABET[randomInt(ALPHABET.length)];
  return `${raw.slice(0, 5)}-${raw.slice(5)}`;
}

/**
 * What the user typed, as stored: lower case, without spaces or hyphens, with the letters
 * Crockford reads as digits (o → 0, i and l → 1); undefined when it cannot be a code.
 */
export function normaliseRecoveryCode(typed: string): string | undefined {
  if (typed.length > 64) return undefined;
  const raw = typed.toLowerCase().replace(/[\s-]/g, '').replace(/o/g, '0').replace(/[il]/g, '1');
  return raw.length === LENGTH && [...raw].every((c) => ALPHABET.includes(c)) ? raw : undefined;
}

export const recoveryCodeHash = (userId: string, normalised: string) => sha256(`recovery:${userId}:${normalised}`);

/** Ten new distinct codes, and the hashes to store. */
export function newRecoveryCodes(userId: string): { codes: string[]; hashes: string[] } {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newCode());
  const list = [...codes];
  return { codes: list, hashes: list.map((code) => recoveryCodeHash(userId, normaliseRecoveryCode(code)!)) };
}

/** Does `typed` look like a recovery code rather than a 6-digit TOTP code? */
export const looksLikeRecoveryCode = (typed: string) => normaliseRecoveryCode(typed) !== undefined;

/**
 * True when `typed` is one of the user's unused recovery codes; it is then used up (and audited
 * with the number left, never the code).
 */
export async function acceptRecoveryCode(user: UserRecord, typed: string, clientIp: string): Promise<boolean> {
  if (!user.totpEnabled) return false;
  const normalised = normaliseRecoveryCode(typed);
  if (!normalised) return false;
  const left = await consumeRecoveryCode(user.id, recoveryCodeHash(user.id, normalised));
  if (left === undefined) return false;
  await recordAudit(ownAccountAudit(user, 'auth.recovery_code_used', clientIp, { recoveryCodesLeft: left }));
  return true;
}
