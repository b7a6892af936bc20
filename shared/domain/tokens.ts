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

/**
 * A UUID (v5 layout, SHA-256 of the name) derived from a name: the same name always gives the same id, so that a
 * write repeated after a lost answer, or a message delivered again, finds what it wrote the first time.
 */
export function uuidFromName(name: string): string {
  const hash = createHash('sha256').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
