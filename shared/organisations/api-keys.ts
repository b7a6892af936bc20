// An organisation's API keys: listed, created (the full key is returned once; the table keeps
// only its hash) and revoked, each change audited.
import { AppError } from '../domain/errors.js';
import { type ApiKeyKind, type ApiKeyRecord } from '../domain/records/api-key.js';
import { type Actor } from '../domain/records/audit.js';
import { createApiKey, revokeApiKey, toApiKey } from '../store/api-keys-repository.js';
import { recordAudit } from '../store/audit-repository.js';
import { keys } from '../store/keys.js';
import { queryPage } from '../store/pagination.js';

/** Every key of the organisation, newest first; revoked keys stay listed with `revokedAt`. */
export async function listApiKeysOf(organisationId: string, page: { cursor?: string; limit?: number }) {
  const found = await queryPage<ApiKeyRecord>({
    index: 'GSI1',
    partition: keys.apiKey.byOrganisation(organisationId),
    cursor: page.cursor,
    limit: page.limit,
  });
  return { items: found.items.map(toApiKey), nextCursor: found.nextCursor };
}

export async function createOrganisationApiKey(input: {
  organisationId: string;
  name: string;
  kind: ApiKeyKind;
  createdBy: string;
  actor: Actor;
  clientIp: string;
}) {
  const { record, key } = await createApiKey({
    organisationId: input.organisationId,
    name: input.name,
    kind: input.kind,
    createdBy: input.createdBy,
  });
  const view = toApiKey(record);
  await recordAudit({
    organisationId: input.organisationId,
    actor: input.actor,
    action: 'api_key.created',
    target: { type: 'api_key', id: record.id },
    clientIp: input.clientIp,
    details: { name: record.name, kind: record.kind, prefix: view.prefix },
  });
  return { view, key };
}

/** Revokes a key of the organisation; not found when it is not one of its live keys. */
export async function revokeOrganisationApiKey(organisationId: string, apiKeyId: string, actor: Actor, clientIp: string): Promise<void> {
  const revoked = await revokeApiKey(organisationId, apiKeyId);
  if (!revoked) throw apiKeyNotFound();
  const view = toApiKey(revoked);
  await recordAudit({
    organisationId,
    actor,
    action: 'api_key.revoked',
    target: { type: 'api_key', id: revoked.id },
    clientIp,
    details: { name: revoked.name, kind: revoked.kind, prefix: view.prefix },
  });
}

export const apiKeyNotFound = () => new AppError('api_key_not_found', 'API key was not found (or is already revoked).');
