// Random secrets and their stored form. A token, session id or key secret is shown once
// and stored only as its SHA-256 hash: 128+ random bits make a slow hash unnecessary.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes (256 bits), URL-safe. */
export const newSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');

export const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

export function hashesEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
