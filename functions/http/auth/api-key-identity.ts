// GET /auth/api-key: which organisation and key a request's x-api-key names, with the key's role
// and what it may do now (its role and scope, within what its maker holds).
import { describeApiKeyAccess } from '../../../shared/identity/api-key-access.js';
import { principalOf } from '../../../shared/http/guard.js';
import { json, type Action } from '../../../shared/http/types.js';

export const apiKeyIdentity: Action = async (request) => {
  const principal = principalOf(request);
  if (principal.kind !== 'api_key') throw new Error('GET /auth/api-key is a key route');
  return json(200, {
    organisationId: principal.apiKey.organisationId,
    apiKeyId: principal.apiKey.id,
    ...(await describeApiKeyAccess(principal.apiKey, principal.access)),
  });
};
