// The previous platform's identifiers, as its shops still hold them (docs/v2-compatibility.md,
// "Legacy identifiers"): an organisation or wallet id is 24 hexadecimal characters
// (`5f7a209aeb3f76490ac4a3d1`), and a v2 key is `<24 hex organisation id>:<secret>`.

/** An organisation or wallet id of the previous platform (any case; kept in lower case). */
export const LEGACY_ID_PATTERN = /^[0-9a-f]{24}$/i;

export const isLegacyId = (value: string): boolean => LEGACY_ID_PATTERN.test(value);

/**
 * A key of the previous platform: its organisation id, a colon, and a secret this service never
 * issued (so never assumed to have this service's shape): 8 to 256 printable ASCII characters,
 * without spaces.
 */
const LEGACY_KEY = /^([0-9a-f]{24}):([\x21-\x7e]{8,256})$/i;

export interface LegacyKeyParts {
  /** The previous platform's organisation id, in lower case. */
  organisationId: string;
  secret: string;
}

/** The parts of a previous platform's key, or undefined when the value is not one. */
export function parseLegacyKey(value: string): LegacyKeyParts | undefined {
  const match = LEGACY_KEY.exec(value.trim());
  return match ? { organisationId: match[1]!.toLowerCase(), secret: match[2]! } : undefined;
}

/** The key as this service finds it: the organisation id in lower case, the secret as written. */
export const normalisedLegacyKey = (parts: LegacyKeyParts) => `${parts.organisationId}:${parts.secret}`;
