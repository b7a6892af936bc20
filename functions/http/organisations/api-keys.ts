// GET, POST /organisations/{id}/api-keys and DELETE /organisations/{id}/api-keys/{apiKeyId}.
// The full key is shown once, in the creation answer; the table keeps only its hash. A key of the
// previous platform entered here is never shown again (`key: null`).
import type { z } from 'zod';
import type { ApiKey, CreatedApiKey } from '../../../shared/api-schemas/keys.js';
import { accessOf, actorOf, requireRecentReauth, sessionOf } from '../../../shared/http/guard.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody, parseQuery, uuid } from '../../../shared/http/validation.js';
import {
  apiKeyNotFound,
  createOrganisationApiKey,
  listApiKeysOf,
  revokeOrganisationApiKey,
} from '../../../shared/organisations/api-keys.js';
import { createApiKeyBody, listApiKeysQuery } from './schemas.js';

/** Every key of the organisation, newest first; revoked keys stay listed with `revokedAt`. */
export const listApiKeys: Action = async (request) => {
  const { cursor, limit } = parseQuery(listApiKeysQuery, request);
  const page = await listApiKeysOf(accessOf(request).organisation.id, { cursor, limit });
  const items: Array<z.input<typeof ApiKey>> = page.items;
  return json(200, { items, nextCursor: page.nextCursor });
};

export const createKey: Action = async (request) => {
  const access = accessOf(request);
  const { user } = sessionOf(request);
  const { name, kind, legacyKey, ...requested } = parseBody(createApiKeyBody, request);
  // Entering a key of the previous platform lets whoever holds it collect here: confirm who you are first.
  if (legacyKey) requireRecentReauth(request);
  const { view, key } = await createOrganisationApiKey({
    organisationId: access.organisation.id,
    name,
    kind,
    ...(legacyKey ? { legacy: legacyKey } : {}),
    // A session's access always names the member's role.
    maker: { userId: user.id, access: { ...access, roleId: access.roleId ?? '' } },
    requested,
    actor: actorOf(request),
    clientIp: request.sourceIp,
  });
  const { revokedAt: _revokedAt, ...created } = view;
  const answer: z.input<typeof CreatedApiKey> = { ...created, key, lastUsedAt: null };
  return json(201, answer);
};

export const revokeKey: Action = async (request) => {
  const access = accessOf(request);
  const apiKeyId = request.params.apiKeyId ?? '';
  if (!uuid.safeParse(apiKeyId).success) throw apiKeyNotFound();
  await revokeOrganisationApiKey(access.organisation.id, apiKeyId, access, actorOf(request), request.sourceIp);
  return noContent();
};
