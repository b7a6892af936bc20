// Webhook endpoint secrets: shown once at creation, kept only sealed with KMS (the service
// must sign with them, so a hash would not do). The seal is bound to the organisation and
// the endpoint, so a sealed secret copied onto another endpoint cannot be opened.
import { createHash, randomBytes } from 'node:crypto';
import { openJson, sealJson } from '../aws/kms.js';
import { keptPerContainer } from '../config/container.js';
import { type Sealed } from '../domain/sealed.js';
import type { WebhookFormat } from '../domain/records/webhook-endpoint.js';

export const SECRET_PREFIX = 'whsec_';

/**
 * 256 random bits after `whsec_`: base64url for the `svc` format (whose HMAC key is the whole
 * string), standard base64 for the Standard Webhooks format (whose libraries decode it as such).
 */
export const newEndpointSecret = (format: WebhookFormat = 'svc') =>
  `${SECRET_PREFIX}${randomBytes(32).toString(format === 'standard' ? 'base64' : 'base64url')}`;

export const secretHintOf = (secret: string) => `****${secret.slice(-4)}`;

const contextOf = (organisationId: string, endpointId: string) => ({
  purpose: 'webhook-endpoint-secret',
  organisationId,
  endpointId,
});

export const sealEndpointSecret = (organisationId: string, endpointId: string, secret: string) =>
  sealJson({ secret }, contextOf(organisationId, endpointId));

// Opened secrets are kept for a few minutes per container: one KMS call per endpoint, not per
// try. The cache is keyed by the endpoint and the version of its sealed secret (a digest of the
// seal), so a secret sealed again is opened again; and it is only ever asked for the secrets of
// endpoints just read as active, so a disabled endpoint never signs from it.
const CACHE_MS = 5 * 60_000;
const MAX_CACHED = 1_000;
const cache = new Map<string, { secret: string; until: number }>();
keptPerContainer(() => cache.clear());

/** The version of a sealed secret: changes whenever the secret is sealed again. */
const versionOf = (sealed: Sealed) => createHash('sha256').update(`${sealed.edk}.${sealed.iv}.${sealed.ct}.${sealed.tag}`).digest('base64url');

export async function openEndpointSecret(endpoint: {
  id: string;
  organisationId: string;
  sealedSecret: Sealed;
}): Promise<string> {
  const key = `${endpoint.id}#${versionOf(endpoint.sealedSecret)}`;
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.until > now) return cached.secret;
  const { secret } = await openJson<{ secret: string }>(endpoint.sealedSecret, contextOf(endpoint.organisationId, endpoint.id));
  if (cache.size >= MAX_CACHED) {
    for (const [k, entry] of cache) if (entry.until <= now) cache.delete(k);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  }
  cache.set(key, { secret, until: now + CACHE_MS });
  return secret;
}
