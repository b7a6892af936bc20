// Webhook endpoint secrets: shown once at creation, kept only sealed with KMS (the service
// must sign with them, so a hash would not do). The seal is bound to the organisation and
// the endpoint, so a sealed secret copied onto another endpoint cannot be opened.
import { randomBytes } from 'node:crypto';
import { openJson, sealJson, type Sealed } from '../aws/kms.js';

export const SECRET_PREFIX = 'whsec_';

export const newEndpointSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

export const secretHintOf = (secret: string) => `****${secret.slice(-4)}`;

const contextOf = (organisationId: string, endpointId: string) => ({
  purpose: 'webhook-endpoint-secret',
  organisationId,
  endpointId,
});

export const sealEndpointSecret = (organisationId: string, endpointId: string, secret: string) =>
  sealJson({ secret }, contextOf(organisationId, endpointId));

// Opened secrets are kept for a few minutes per container: one KMS call per endpoint, not per try.
const CACHE_MS = 5 * 60_000;
const cache = new Map<string, { secret: string; until: number }>();

export async function openEndpointSecret(endpoint: {
  id: string;
  organisationId: string;
  sealedSecret: Sealed;
}): Promise<string> {
  const cached = cache.get(endpoint.id);
  if (cached && cached.until > Date.now()) return cached.secret;
  const { secret } = await openJson<{ secret: string }>(endpoint.sealedSecret, contextOf(endpoint.organisationId, endpoint.id));
  cache.set(endpoint.id, { secret, until: Date.now() + CACHE_MS });
  return secret;
}
