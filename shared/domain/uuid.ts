// A UUID as ids are written everywhere in the service (any version, either case), and the ids derived from names.
import { createHash } from 'node:crypto';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * A UUID derived from a name (SHA-256 of it, with the version and variant bits of RFC 9562): the same name always gives
 * the same id, so that a write repeated after a lost answer, or a message delivered again, finds what it wrote the
 * first time. Version 5 unless told: the ids of refunds were first derived with a version of 4, and keep it, so that
 * a retry across a deployment derives the id it derived before.
 */
export function uuidFromName(name: string, version: 4 | 5 = 5): string {
  const hash = createHash('sha256').update(name).digest();
  hash[6] = (hash[6]! & 0x0f) | (version << 4);
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
