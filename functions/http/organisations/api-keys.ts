// GET, POST /organisations/{id}/api-keys and DELETE /organisations/{id}/api-keys/{apiKeyId}.
// The full key is shown once, in the creation answer; the table keeps only its hash.
import type { z } from 'zod';
import type { ApiKey, CreatedApiKey } from '../../../shared/api-schemas/resources.js';
import { AppError } from '../../../shared/domain/errors.js';
import { accessOf, actorOf, sessionOf } from '../../../shared/http/guard.js';
import { json, noContent, type Action } from '../../../shared/http/types.js';
import { parseBody, parseQuery, uuid } from '../../../shared/http/validation.js';
import { createApiKey, revokeApiKey, toApiKey, type ApiKeyRecord } from '../../../shared/store/api-keys-repository.js';
import { recordAudit } from '../../../shared/store/audit-repository.js';
import { keys } from '../../../shared/store/keys.js';
import { queryPage } from '../../../shared/store/pagination.js';
import { createApiKeyBody, listApiKeysQuery } from './schemas.js';

/** Every key of the organisation, newest first; revoked keys stay listed with `revokedAt`. */
export const listApiKeys: Action = async (request) => {
  const { cursor, limit } = parseQuery(listApiKeysQuery, request);
  const page = await queryPage<ApiKeyRecord>({
    index: 'GSI1',
    partition: keys.apiKey.byOrganisation(accessOf(request).organisation.id),
    cursor,
    limit,
  });
  const items: Array<z.input<typeof ApiKey>> = page.items.map(toApiKey);
  return json(200, { items, nextCursor: page.nextCursor });
};

export const createKey: Action = async (request) => {
  const { organisation } = accessOf(request);
  const { user } = sessionOf(request);
  const body = parseBody(createApiKeyBody, request);
  const { record, key } = await createApiKey({
    organisationId: organisation.id,
    name: body.name,
    kind: body.kind,
    createdBy: user.id,
  });
  const view = toApiKey(record);
  await recordAudit({
    organisationId: organisation.id,
    actor: actorOf(request),
    action: 'api_key.created',
    target: { type: 'api_key', id: record.id },
    clientIp: request.sourceIp,
    details: { name: record.name, kind: record.kind, prefix: view.prefix },
  });
  const answer: z.input<typeof CreatedApiKey> = {
    id: view.id,
    name: view.name,
    kind: view.kind,
    prefix: view.prefix,
    key,
    createdAt: view.createdAt,
    lastUsedAt: null,
  };
  return json(201, answer);
};

export const revokeKey: Action = async (request) => {
  const { organisation } = accessOf(request);
  const apiKeyId = request.params.apiKeyId ?? '';
  const notFound = () => new AppError('api_key_not_found', 'API key was not found (or is already revoked).');
  if (!uuid.safeParse(apiKeyId).success) throw notFound();
  const revoked = await revokeApiKey(organisation.id, apiKeyId);
  if (!revoked) throw notFound();
  const view = toApiKey(revoked);
  await recordAudit({
    organisationId: organisation.id,
    actor: actorOf(request),
    action: 'api_key.revoked',
    target: { type: 'api_key', id: revoked.id },
    clientIp: request.sourceIp,
    details: { name: revoked.name, kind: revoked.kind, prefix: view.prefix },
  });
  return noContent();
};
