// The two signature formats an endpoint can choose (its `format`):
// - `svc` (`Svc-Signature: t=<unix seconds>,v1=<hex>`): an HMAC-SHA256, keyed with the endpoint
//   secret (its UTF-8 bytes, `whsec_` prefix included), of `<t>.<raw body>`;
// - `standard` (Standard Webhooks, https://www.standardwebhooks.com): `webhook-id`,
//   `webhook-timestamp` and `webhook-signature: v1,<base64>`, an HMAC-SHA256 keyed with the
//   base64-decoded part of the secret after `whsec_`, of `<id>.<timestamp>.<raw body>`.
// Several secrets (during a rotation) give several `v1` values.
import { createHmac } from 'node:crypto';
import { SECRET_PREFIX } from './endpoint-secret.js';

export const SIGNATURE_HEADER = 'Svc-Signature';

export const signatureOf = (secret: string, timestamp: number, body: string | Buffer): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export function signatureHeader(secrets: readonly string[], body: string | Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, body)}`)].join(',');
}

/** The HMAC key of a Standard Webhooks secret: the base64 after `whsec_`. */
export const standardKeyOf = (secret: string) =>
  Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');

export const standardSignatureOf = (secret: string, messageId: string, timestamp: number, body: string | Buffer): string =>
  createHmac('sha256', standardKeyOf(secret)).update(`${messageId}.${timestamp}.`).update(body).digest('base64');

/** The three Standard Webhooks headers of one try. */
export function standardHeaders(secrets: readonly string[], messageId: string, body: string | Buffer, at: Date): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => `v1,${standardSignatureOf(secret, messageId, timestamp, body)}`).join(' '),
  };
}
