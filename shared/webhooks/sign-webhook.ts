// The v3 webhook signature (`Svc-Signature: t=<unix seconds>,v1=<hex>`): an HMAC-SHA256,
// keyed with the endpoint secret (its UTF-8 bytes, `whsec_` prefix included), of
// `<t>.<raw body>`. Several secrets give several `v1` values (rotation on one origin).
import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'Svc-Signature';

export const signatureOf = (secret: string, timestamp: number, body: string | Buffer): string =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

export function signatureHeader(secrets: readonly string[], body: string | Buffer, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  return [`t=${timestamp}`, ...secrets.map((secret) => `v1=${signatureOf(secret, timestamp, body)}`)].join(',');
}
