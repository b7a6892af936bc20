// Provider payloads are stored (attempt `raw`, timeline) and errors are shown to merchants, so
// both pass through here: the shared redaction, then removal of this affiliation's own secret
// values wherever they appear (a provider may echo a password under an innocent field name).
import { REDACTED, redact, redactString } from '../log/redact.js';

function removeSecretValues(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) {
    // Very short values would blank out ordinary words; schemas require longer secrets anyway.
    if (secret.length >= 4) out = out.split(secret).join(REDACTED);
  }
  return out;
}

/** Deep copy of a provider payload, safe to store and show. */
export function sanitizePayload(value: unknown, secrets: readonly string[]): unknown {
  return deepMapStrings(redact(value), (text) => removeSecretValues(text, secrets));
}

/** A provider's message, safe to show: secret-looking strings and the credential values removed. */
export function sanitizeMessage(message: string, secrets: readonly string[]): string {
  return removeSecretValues(redactString(message), secrets);
}

function deepMapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((item) => deepMapStrings(item, map));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, deepMapStrings(item, map)]));
  }
  return value;
}
