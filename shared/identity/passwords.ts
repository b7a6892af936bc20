// Password hashing with scrypt at OWASP's parameters (N=2^17, r=8, p=1; N is configuration, lowered
// only by the test wiring), from node:crypto
// so that no native module has to be built for Lambda. Lengths are checked before hashing:
// an oversized password never costs a hash, and nothing is truncated.
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { AppError } from '../domain/errors.js';
import * as z from 'zod';
import { keptPerContainer } from '../config/container.js';
import { environmentSettings } from '../config/env.js';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 256;

const PARAMS = { r: 8, p: 1, keyLength: 32 } as const;

/**
 * scrypt's cost as log2 N for new hashes: 17 (OWASP's N=2^17) unless `PASSWORD_HASH_COST` says
 * otherwise, which only the test wiring does, so that a suite that signs in thousands of times
 * does not spend its minutes hashing. A stored hash carries its own N: any hash verifies.
 */
const hashCost = environmentSettings(
  z.object({
    STAGE: z.string().default('local'),
    PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  }),
  (settings) => {
    if (settings.STAGE !== 'test' && settings.PASSWORD_HASH_COST < 17) {
      throw new Error('Invalid environment: PASSWORD_HASH_COST below 17 (scrypt N=2^17, OWASP) is for tests only');
    }
  },
);
const MAXMEM = 256 * 1024 * 1024;

const scrypt = (password: string, salt: Buffer, keyLength: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

export function checkPasswordRules(password: string, field = 'password'): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError('validation_failed', `${field}: must be at least ${PASSWORD_MIN_LENGTH} characters`, {
      fields: [{ field, message: `must be at least ${PASSWORD_MIN_LENGTH} characters` }],
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError('validation_failed', `${field}: must be at most ${PASSWORD_MAX_LENGTH} characters`, {
      fields: [{ field, message: `must be at most ${PASSWORD_MAX_LENGTH} characters` }],
    });
  }
}

/** `scrypt$N$r$p$salt$hash`, so that parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  checkPasswordRules(password);
  const salt = randomBytes(16);
  const N = 2 ** hashCost.read().PASSWORD_HASH_COST;
  const key = await scrypt(password, salt, PARAMS.keyLength, { N, r: PARAMS.r, p: PARAMS.p, maxmem: MAXMEM });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (password.length > PASSWORD_MAX_LENGTH) return false;
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return timingSafeEqual(key, expected);
}

/**
 * A hash to verify against when the email is unknown, so that an unknown email and a wrong
 * password take the same time.
 */
let decoy: Promise<string> | undefined;
keptPerContainer(() => {
  decoy = undefined;
});
export const decoyPasswordHash = () => (decoy ??= hashPassword(randomBytes(24).toString('base64')));
