// Redaction of secrets, applied by the logger itself and by anything that stores
// third-party payloads (provider answers, webhook response excerpts, audit details).

export const REDACTED = '[redacted]';

// A field whose name matches is replaced whole, whatever its value.
const SECRET_FIELD =
  /pass(word|wd|phrase)?|secret|token|api[-_]?key|legacy[-_]?key|private[-_]?key|authori[sz]ation|cookie|credential|session|otp|totp|signature|card[-_]?number|^pan$|cvv|cvc|^code$|otpauth|recovery[-_]?codes?$|invite[-_]?link|reset[-_]?link/i;

// Values that look like credentials wherever they appear inside a string.
const SECRET_VALUE_PATTERNS: Array<[RegExp, string]> = [
  [/kpk_[A-Za-z0-9]+:[A-Za-z0-9_-]+/g, 'kpk_[redacted]'],
  [/\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=:-]+/gi, '$1 [redacted]'],
  [/svc_session=[^;\s]+/g, 'svc_session=[redacted]'],
  // Secrets carried in URLs (invitation and reset links, signed URLs).
  [/([?&](?:token|secret|key|code|password|X-Amz-Signature|X-Amz-Credential)=)[^&\s"']+/gi, '$1[redacted]'],
  // v2 keys: <organisation uuid>:<secret>
  [/\b([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):[A-Za-z0-9_-]{16,}/gi, '$1:[redacted]'],
  // Keys of the previous platform: <24 hex organisation id>:<secret> (its secrets have no shape of ours).
  [/\b([0-9a-f]{24}):[^\s"',;]{8,}/gi, '$1:[redacted]'],
];

/** A card number: 13 to 19 digits passing the Luhn check (so timestamps and amounts are left alone). */
const CARD_NUMBER = /\b\d{13,19}\b/g;

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// Names that contain a secret word but hold none (counters, flags, hints, ids of keys).
const NOT_SECRET_FIELD = /(Version|Enabled|Hint|Count|Required|At|Kind|Type|Schema|Fields?)$|^apiKeyId$/;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name) && !NOT_SECRET_FIELD.test(name);
}

export function redactString(value: string): string {
  let out = value;
  for (const [pattern, replacement] of SECRET_VALUE_PATTERNS) out = out.replace(pattern, replacement);
  // Card numbers keep only their last four digits.
  return out.replace(CARD_NUMBER, (digits) => (luhnValid(digits) ? `****${digits.slice(-4)}` : digits));
}

/** Deep copy of `value` with secret fields and secret-looking strings redacted. */
export function redact(value: unknown, depth = 0): unknown {
  if (depth > 12) return '[truncated]';
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return redactError(value);
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const hidden = isSecretField(key) && item !== null && item !== undefined && item !== '' && typeof item !== 'boolean';
    out[key] = hidden ? REDACTED : redact(item, depth + 1);
  }
  return out;
}

function redactError(error: Error): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: error.name,
    message: redactString(error.message),
    stack: error.stack ? redactString(error.stack) : undefined,
  };
  // `code` is a secret field name (TOTP codes), so an error's own code is logged as errorCode.
  const code = (error as { code?: unknown }).code;
  if (code !== undefined) out.errorCode = code;
  if (error.cause !== undefined) out.cause = redact(error.cause, 1);
  return out;
}
